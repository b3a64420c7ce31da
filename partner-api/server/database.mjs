// @ts-check
// The local server's embedded Postgres (PGlite) with the production migrations.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = resolve(here, '../supabase/migrations');
export const DEFAULT_DATA_DIR = resolve(here, '../.data');
export const DEFAULT_MAILBOX_DIR = resolve(here, '../.mailbox');

/**
 * Applies every migration of `supabase/migrations` not applied yet, in file
 * name order, each in its own transaction (as the hosting platform's CLI does).
 * @param {PGlite} pg
 * @returns {Promise<string[]>} the names applied now
 */
export async function applyMigrations(pg, dir = MIGRATIONS_DIR) {
  await pg.exec(
    'create table if not exists local_schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await pg.query('select name from local_schema_migrations')).rows.map(
      (r) => /** @type {{name: string}} */ (r).name,
    ),
  );
  const applied = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(dir, name), 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into local_schema_migrations (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

/**
 * Opens PGlite (in memory when `dataDir` is undefined) and migrates it.
 * @param {string | undefined} dataDir
 */
export async function openDatabase(dataDir) {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  await applyMigrations(pg);
  /** @type {import('../supabase/functions/_shared/partner-application/storage.ts').Db} */
  const db = {
    query: async (text, params = []) => /** @type {any} */ ((await pg.query(text, params)).rows),
  };
  return { pg, db, close: () => pg.close() };
}

/** Stored applications, newest first, with their notification state (sent, pending or dead). */
export const LIST_APPLICATIONS_SQL = `
  select a.id, a.created_at, a.name, a.email, a.company, a.country, a.partner_type, a.message, a.language,
         o.sent_at as notified_at, o.attempts as notification_attempts,
         o.dead_at as notification_dead_at, o.last_error as notification_error
  from partner_applications a
  left join partner_notification_outbox o on o.application_id = a.id
  order by a.created_at desc, a.id`;
