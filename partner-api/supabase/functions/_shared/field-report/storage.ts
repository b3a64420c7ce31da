// The field report's storage: one statement per beacon that adds it to its release's
// and its app versions' rows of the minute (`on conflict … do update`, so concurrent
// beacons add up instead of overwriting), the ids of the views already counted, the edge's
// own counts, the endpoint's rate limit, the pruning of all of these, and the read side the
// canary watcher uses (decisions 071, 098). Plain SQL over the partner endpoint's `Db`.
import type { Db } from '../partner-application/storage.ts';
import type { FieldBeacon } from './beacon.ts';
import { addCounts, oneValue, p75FromHistogram, VITALS, type Vital } from './histogram.ts';

export type { Db } from '../partner-application/storage.ts';

const MINUTE_MS = 60_000;

/** The start of the minute `time` falls in: the finest time stored. */
export function minuteOf(time: Date): Date {
  return new Date(Math.floor(time.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** How long aggregates are kept: a canary runs hours to days; two weeks compare releases after it. */
export const FIELD_RETENTION_DAYS = 14;

const COUNT_COLUMNS = [
  'views',
  'error_free_views',
  'errors',
  'failed_remote_loads',
  'form_sends',
  'failed_form_sends',
] as const;
const HISTOGRAM_COLUMNS = ['lcp_histogram', 'inp_histogram', 'cls_histogram'] as const;

/** `col = s.col + excluded.col` for each count, bucket-wise sums for the histograms. */
const ADD_EXCLUDED = [
  ...COUNT_COLUMNS.map((c) => `${c} = s.${c} + excluded.${c}`),
  ...HISTOGRAM_COLUMNS.map((c) => `${c} = field_add_counts(s.${c}, excluded.${c})`),
].join(',\n     ');

/**
 * $1 release (null: no release row), $2 minute, $3 error-free (0/1), $4 errors, $5 failed
 * remote loads, $6 form sends, $7 failed form sends, $8–$10 histograms, $11 the versions
 * as `[{app, version, failed}]`. Arrays and JSON go as text (postgres.js would encode a
 * string for a jsonb parameter as a JSON string). The CTE's insert runs whether or not the outer one reads it.
 */
const RECORD_BEACON_SQL = `with release_row as (
   insert into field_release_stats as s (release, canary_run, minute, ${COUNT_COLUMNS.join(', ')}, ${HISTOGRAM_COLUMNS.join(', ')})
   select $1::text, $12::text, $2::timestamptz, 1, $3::int, $4::int, $5::int, $6::int, $7::int, $8::text::int[], $9::text::int[], $10::text::int[]
   where $1::text is not null
   on conflict (release, canary_run, minute) do update set
     ${ADD_EXCLUDED}
   returning 1
 )
 insert into field_version_stats as s (app, version, minute, ${COUNT_COLUMNS.join(', ')}, ${HISTOGRAM_COLUMNS.join(', ')})
 select v.app, v.version, $2::timestamptz, 1, $3::int, $4::int, v.failed, $6::int, $7::int, $8::text::int[], $9::text::int[], $10::text::int[]
 from jsonb_to_recordset($11::text::jsonb) as v(app text, version text, failed int)
 on conflict (app, version, minute) do update set
   ${ADD_EXCLUDED}`;

/** A Postgres array literal of whole numbers (a parameter every driver passes alike). */
const arrayLiteral = (counts: readonly number[]) => `{${counts.join(',')}}`;

/**
 * Adds one page view to its release's and its app versions' aggregates of the minute, in the
 * canary run its token names ('' outside a canary).
 */
export async function recordBeacon(db: Db, beacon: FieldBeacon, now: Date, canaryRun = ''): Promise<void> {
  const versions = Object.entries(beacon.versions).map(([app, version]) => ({
    app,
    version,
    failed: beacon.failedRemoteLoads.filter((f) => f.app === app && f.version === version).length,
  }));
  await db.query(RECORD_BEACON_SQL, [
    beacon.release,
    minuteOf(now).toISOString(),
    beacon.errors === 0 ? 1 : 0,
    beacon.errors,
    beacon.failedRemoteLoads.length,
    beacon.formSends,
    beacon.failedFormSends,
    ...VITALS.map((vital) => arrayLiteral(oneValue(vital, beacon[vital]))),
    JSON.stringify(versions),
    canaryRun,
  ]);
}

/**
 * Marks one view of a token as counted; false when it already was (a replay). The row lives
 * until the token expires, then pruneFieldData deletes it.
 */
export async function claimView(db: Db, tokenId: string, view: number, expiresAt: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into field_seen_views (token_id, view, expires_at) values ($1, $2, $3::timestamptz)
     on conflict do nothing returning 1 as claimed`,
    [tokenId, view, expiresAt.toISOString()],
  );
  return rows.length === 1;
}

/** What the edge counted itself for one release and canary run (decision 071). */
export interface EdgeCounts {
  release: string;
  run: string;
  documents: number;
  failedDocuments: number;
  failedAssets: number;
}

/** Adds the edge's counts to their rows of the minute. */
export async function recordEdgeCounts(db: Db, counts: readonly EdgeCounts[], now: Date): Promise<void> {
  if (!counts.length) return;
  await db.query(
    `insert into field_edge_stats as s (release, canary_run, minute, documents, failed_documents, failed_assets)
     select c.release, c.run, $2::timestamptz, c.documents, c.failed_documents, c.failed_assets
     from jsonb_to_recordset($1::text::jsonb) as c(release text, run text, documents int, failed_documents int, failed_assets int)
     on conflict (release, canary_run, minute) do update set
       documents = s.documents + excluded.documents,
       failed_documents = s.failed_documents + excluded.failed_documents,
       failed_assets = s.failed_assets + excluded.failed_assets`,
    [
      JSON.stringify(
        counts.map((c) => ({
          release: c.release,
          run: c.run,
          documents: c.documents,
          failed_documents: c.failedDocuments,
          failed_assets: c.failedAssets,
        })),
      ),
      minuteOf(now).toISOString(),
    ],
  );
}

/**
 * Deletes what is no longer needed: view ids past their token's expiry, rate-limit windows
 * that ended, and aggregates older than FIELD_RETENTION_DAYS. Resolves with how many rows.
 */
export async function pruneFieldData(db: Db, now: Date, rateLimitWindowSeconds: number): Promise<number> {
  const oldest = new Date(now.getTime() - FIELD_RETENTION_DAYS * 86_400_000).toISOString();
  const deleted = async (sql: string, time: string) => (await db.query(sql, [time])).length;
  const counts = await Promise.all([
    deleted(
      'delete from field_seen_views where expires_at <= $1::timestamptz returning 1',
      now.toISOString(),
    ),
    deleteExpiredFieldRateLimits(db, now, rateLimitWindowSeconds),
    deleted('delete from field_release_stats where minute < $1::timestamptz returning 1', oldest),
    deleted('delete from field_version_stats where minute < $1::timestamptz returning 1', oldest),
    deleted('delete from field_edge_stats where minute < $1::timestamptz returning 1', oldest),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}

const HIT_RATE_LIMIT_SQL = `insert into field_rate_limits as r (key_hash, window_start, hits)
 values ($1, $2::timestamptz, 1)
 on conflict (key_hash) do update set
   hits = case when r.window_start <= $3::timestamptz then 1 else r.hits + 1 end,
   window_start = case when r.window_start <= $3::timestamptz then excluded.window_start
                       else r.window_start end
 returning hits, window_start`;

/** Counts one beacon for the client in a fixed window (the partner endpoint's scheme). */
export async function hitRateLimit(
  db: Db,
  clientHash: string,
  now: Date,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const rows = await db.query<{ hits: number; window_start: Date | string }>(HIT_RATE_LIMIT_SQL, [
    clientHash,
    now.toISOString(),
    new Date(now.getTime() - windowSeconds * 1000).toISOString(),
  ]);
  const row = rows[0];
  if (!row) throw new Error('The rate limit was not counted.');
  const resetsAt = new Date(row.window_start).getTime() + windowSeconds * 1000;
  return {
    allowed: row.hits <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

/** Deletes the counters whose window ended; resolves with how many. */
export async function deleteExpiredFieldRateLimits(
  db: Db,
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const rows = await db.query(
    'delete from field_rate_limits where window_start <= $1::timestamptz returning key_hash',
    [new Date(now.getTime() - windowSeconds * 1000).toISOString()],
  );
  return rows.length;
}

/**
 * A vital's p75, its sample count, and what the p75 would be with one more sample at the worst
 * or the best value (the watcher's test that one view cannot tip a verdict, decision 071).
 */
export interface VitalSummary {
  p75: number | null;
  count: number;
  ifOneMore: { worst: number | null; best: number | null };
}

/** What the edge saw of one side: documents answered, of them with 5xx, remote files failed. */
export interface EdgeSummary {
  documents: number;
  failedDocuments: number;
  failedAssets: number;
}

/** What the canary watcher compares: sums over the minutes asked for, p75s from the histograms. */
export interface FieldSummary {
  views: number;
  errorFreeViews: number;
  failedRemoteLoads: number;
  formSends: number;
  failedFormSends: number;
  lcp: VitalSummary;
  inp: VitalSummary;
  cls: VitalSummary;
  edge: EdgeSummary;
}

type StatsRow = Record<(typeof COUNT_COLUMNS)[number], number> &
  Record<(typeof HISTOGRAM_COLUMNS)[number], number[]>;

const NO_EDGE: EdgeSummary = { documents: 0, failedDocuments: 0, failedAssets: 0 };

function summarize(rows: readonly StatsRow[], edge: EdgeSummary = NO_EDGE): FieldSummary {
  const sum = (column: (typeof COUNT_COLUMNS)[number]) => rows.reduce((n, row) => n + Number(row[column]), 0);
  const histogram = (vital: Vital): VitalSummary => {
    const counts = rows.reduce<number[]>(
      (total, row) => addCounts(total, row[`${vital}_histogram`].map(Number)),
      [],
    );
    const withOne = (value: number) => p75FromHistogram(vital, addCounts(counts, oneValue(vital, value))).p75;
    return { ...p75FromHistogram(vital, counts), ifOneMore: { worst: withOne(Infinity), best: withOne(0) } };
  };
  return {
    edge,
    views: sum('views'),
    errorFreeViews: sum('error_free_views'),
    failedRemoteLoads: sum('failed_remote_loads'),
    formSends: sum('form_sends'),
    failedFormSends: sum('failed_form_sends'),
    lcp: histogram('lcp'),
    inp: histogram('inp'),
    cls: histogram('cls'),
  };
}

const SELECTED = [...COUNT_COLUMNS, ...HISTOGRAM_COLUMNS].join(', ');
const EPOCH = new Date(0);

/**
 * A release's page views since the minute `since` falls in (all of them by default), and
 * what the edge saw of it; with `run`, only those served in that canary run.
 */
export async function summarizeRelease(
  db: Db,
  releaseId: string,
  since: Date = EPOCH,
  run?: string,
): Promise<FieldSummary> {
  const where = `release = $1 and minute >= $2::timestamptz and ($3::text is null or canary_run = $3::text)`;
  const params = [releaseId, minuteOf(since).toISOString(), run ?? null];
  const [rows, edgeRows] = await Promise.all([
    db.query<StatsRow>(`select ${SELECTED} from field_release_stats where ${where}`, params),
    db.query<{ documents: number; failed_documents: number; failed_assets: number }>(
      `select coalesce(sum(documents), 0) as documents, coalesce(sum(failed_documents), 0) as failed_documents,
              coalesce(sum(failed_assets), 0) as failed_assets
       from field_edge_stats where ${where}`,
      params,
    ),
  ]);
  const edge = edgeRows[0];
  return summarize(rows, {
    documents: Number(edge?.documents ?? 0),
    failedDocuments: Number(edge?.failed_documents ?? 0),
    failedAssets: Number(edge?.failed_assets ?? 0),
  });
}

/** The page views that ran one app version, since the minute `since` falls in. */
export async function summarizeVersion(
  db: Db,
  app: string,
  version: string,
  since: Date = EPOCH,
): Promise<FieldSummary> {
  const rows = await db.query<StatsRow>(
    `select ${SELECTED} from field_version_stats where app = $1 and version = $2 and minute >= $3::timestamptz`,
    [app, version, minuteOf(since).toISOString()],
  );
  return summarize(rows);
}
