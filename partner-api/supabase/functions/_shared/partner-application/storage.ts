// Storage of applications, their notification outbox and the rate limit, as
// plain SQL over a minimal database interface. Each write is one statement, so
// it is atomic on any Postgres: PGlite locally, the hosted database in
// production (postgres.js in the Deno entry).
import type { PartnerApplication } from './validation.ts';

/** The one thing storage needs from a database driver. */
export interface Db {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface StoredApplication extends PartnerApplication {
  id: string;
  createdAt: Date;
}

export interface OutboxItem {
  outboxId: number;
  attempts: number;
  application: StoredApplication;
}

/** What an Idempotency-Key stands for: the key and a hash of the application sent with it. */
export interface IdempotencyRecord {
  key: string;
  fingerprint: string;
}

export interface InsertResult {
  id: string;
  /** False when the idempotency key was already stored (then `id` is the first application's). */
  created: boolean;
  /** The fingerprint stored with the key (when one was given). */
  fingerprint: string | null;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface ApplicationStore {
  /**
   * Stores the application and its outbox row together. With an idempotency
   * key already stored it stores nothing and resolves with the first one.
   */
  insertApplication(
    application: PartnerApplication,
    clientHash: string,
    now: Date,
    idempotency?: IdempotencyRecord,
  ): Promise<InsertResult>;
  /** The application stored with this idempotency key, if any. */
  findByIdempotencyKey(key: string): Promise<{ id: string; fingerprint: string | null } | null>;
  /** Counts one hit for the client in a fixed window. */
  hitRateLimit(
    clientHash: string,
    now: Date,
    limit: { max: number; windowSeconds: number },
  ): Promise<RateLimitResult>;
  /** Deletes the counters whose window ended; resolves with how many. */
  deleteExpiredRateLimits(now: Date, windowSeconds: number): Promise<number>;
  /** Locks and returns up to `max` due notifications (locked for `lockSeconds`), never dead ones. */
  claimDueNotifications(now: Date, max: number, lockSeconds: number): Promise<OutboxItem[]>;
  markNotificationSent(outboxId: number, now: Date): Promise<void>;
  markNotificationFailed(outboxId: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Gives up on a notification: it stays visible as dead and is never claimed again. */
  markNotificationDead(outboxId: number, error: string, now: Date): Promise<void>;
  /**
   * Frees every claim. Only for a database one process owns (the local
   * server at start): a claim left by a killed process would otherwise hold
   * its notification back until the lock expires.
   */
  releaseAllClaims(): Promise<number>;
}

interface ApplicationRow {
  id: string;
  created_at: Date | string;
  name: string;
  email: string;
  company: string;
  country: string;
  partner_type: PartnerApplication['partnerType'];
  message: string;
  language: PartnerApplication['language'];
}

export function rowToApplication(row: ApplicationRow): StoredApplication {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    name: row.name,
    email: row.email,
    company: row.company,
    country: row.country,
    partnerType: row.partner_type,
    message: row.message,
    language: row.language,
  };
}

/**
 * `on conflict do nothing` waits for a concurrent insert of the same key and
 * then inserts nothing (no outbox row either); the first row is read by a
 * second statement, which sees that insert once it is committed.
 */
const INSERT_APPLICATION_SQL = `with application as (
   insert into partner_applications
     (created_at, name, email, company, country, partner_type, message, language, client_hash,
      idempotency_key, idempotency_fingerprint)
   values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
   on conflict (idempotency_key) do nothing
   returning id, created_at
 )
 insert into partner_notification_outbox (application_id, created_at, next_attempt_at)
 select id, created_at, created_at from application
 returning application_id as id`;

const HIT_RATE_LIMIT_SQL = `insert into partner_rate_limits as r (key_hash, window_start, hits)
 values ($1, $2::timestamptz, 1)
 on conflict (key_hash) do update set
   hits = case when r.window_start <= $3::timestamptz then 1 else r.hits + 1 end,
   window_start = case when r.window_start <= $3::timestamptz then excluded.window_start
                       else r.window_start end
 returning hits, window_start`;

const CLAIM_DUE_NOTIFICATIONS_SQL = `with due as (
   select id from partner_notification_outbox
   where sent_at is null
     and dead_at is null
     and next_attempt_at <= $1::timestamptz
     and (locked_until is null or locked_until <= $1::timestamptz)
   order by id
   limit $2
   for update skip locked
 ), claimed as (
   update partner_notification_outbox o
   set attempts = o.attempts + 1, locked_until = $3::timestamptz
   from due where o.id = due.id
   returning o.id, o.attempts, o.application_id
 )
 select claimed.id as outbox_id, claimed.attempts, a.*
 from claimed join partner_applications a on a.id = claimed.application_id
 order by claimed.id`;

type Store = ApplicationStore;

async function findByIdempotencyKey(db: Db, key: string): ReturnType<Store['findByIdempotencyKey']> {
  const rows = await db.query<{ id: string; idempotency_fingerprint: string | null }>(
    'select id, idempotency_fingerprint from partner_applications where idempotency_key = $1',
    [key],
  );
  const row = rows[0];
  return row ? { id: row.id, fingerprint: row.idempotency_fingerprint } : null;
}

async function insertApplication(
  db: Db,
  ...[a, clientHash, now, idempotency]: Parameters<Store['insertApplication']>
) {
  const rows = await db.query<{ id: string }>(INSERT_APPLICATION_SQL, [
    now.toISOString(),
    a.name,
    a.email,
    a.company,
    a.country,
    a.partnerType,
    a.message,
    a.language,
    clientHash,
    idempotency?.key ?? null,
    idempotency?.fingerprint ?? null,
  ]);
  const id = rows[0]?.id;
  if (id) return { id, created: true, fingerprint: idempotency?.fingerprint ?? null };
  const first = idempotency ? await findByIdempotencyKey(db, idempotency.key) : null;
  if (!first) throw new Error('The application was not stored.');
  return { id: first.id, created: false, fingerprint: first.fingerprint };
}

async function hitRateLimit(
  db: Db,
  ...[clientHash, now, { max, windowSeconds }]: Parameters<Store['hitRateLimit']>
) {
  const windowStartedBefore = new Date(now.getTime() - windowSeconds * 1000);
  const rows = await db.query<{ hits: number; window_start: Date | string }>(HIT_RATE_LIMIT_SQL, [
    clientHash,
    now.toISOString(),
    windowStartedBefore.toISOString(),
  ]);
  const row = rows[0];
  if (!row) throw new Error('The rate limit was not counted.');
  const resetsAt = new Date(row.window_start).getTime() + windowSeconds * 1000;
  return {
    allowed: row.hits <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

async function deleteExpiredRateLimits(db: Db, now: Date, windowSeconds: number) {
  const rows = await db.query<{ key_hash: string }>(
    `delete from partner_rate_limits where window_start <= $1::timestamptz returning key_hash`,
    [new Date(now.getTime() - windowSeconds * 1000).toISOString()],
  );
  return rows.length;
}

async function claimDueNotifications(db: Db, now: Date, max: number, lockSeconds: number) {
  const rows = await db.query<ApplicationRow & { outbox_id: number | string; attempts: number }>(
    CLAIM_DUE_NOTIFICATIONS_SQL,
    [now.toISOString(), max, new Date(now.getTime() + lockSeconds * 1000).toISOString()],
  );
  return rows.map((row) => ({
    outboxId: Number(row.outbox_id),
    attempts: row.attempts,
    application: rowToApplication(row),
  }));
}

/** The outbox row's state after an attempt: sent, due again later, or dead. */
function outboxUpdates(
  db: Db,
): Pick<Store, 'markNotificationSent' | 'markNotificationFailed' | 'markNotificationDead'> {
  return {
    async markNotificationSent(outboxId, now) {
      await db.query(
        `update partner_notification_outbox
         set sent_at = $2::timestamptz, locked_until = null, last_error = null
         where id = $1`,
        [outboxId, now.toISOString()],
      );
    },
    async markNotificationFailed(outboxId, error, nextAttemptAt) {
      await db.query(
        `update partner_notification_outbox
         set next_attempt_at = $2::timestamptz, locked_until = null, last_error = $3
         where id = $1`,
        [outboxId, nextAttemptAt.toISOString(), error.slice(0, 1000)],
      );
    },
    async markNotificationDead(outboxId, error, now) {
      await db.query(
        `update partner_notification_outbox
         set dead_at = $2::timestamptz, locked_until = null, last_error = $3
         where id = $1`,
        [outboxId, now.toISOString(), error.slice(0, 1000)],
      );
    },
  };
}

async function releaseAllClaims(db: Db) {
  const rows = await db.query<{ id: number }>(
    `update partner_notification_outbox set locked_until = null
     where locked_until is not null and sent_at is null returning id`,
  );
  return rows.length;
}

export function createSqlStore(db: Db): ApplicationStore {
  return {
    insertApplication: (...args) => insertApplication(db, ...args),
    findByIdempotencyKey: (key) => findByIdempotencyKey(db, key),
    hitRateLimit: (...args) => hitRateLimit(db, ...args),
    deleteExpiredRateLimits: (now, windowSeconds) => deleteExpiredRateLimits(db, now, windowSeconds),
    claimDueNotifications: (now, max, lockSeconds) => claimDueNotifications(db, now, max, lockSeconds),
    ...outboxUpdates(db),
    releaseAllClaims: () => releaseAllClaims(db),
  };
}
