// The field report's storage: one statement per beacon that adds it to its release's
// and its app versions' rows of the hour (`on conflict … do update`, so concurrent
// beacons add up instead of overwriting), the endpoint's rate limit, and the read side
// the canary watcher uses. Plain SQL over the partner endpoint's minimal `Db`.
import type { Db } from '../partner-application/storage.ts';
import type { FieldBeacon } from './beacon.ts';
import { addCounts, oneValue, p75FromHistogram, VITALS, type Vital } from './histogram.ts';

export type { Db } from '../partner-application/storage.ts';

const HOUR_MS = 3_600_000;

/** The start of the hour `time` falls in: the finest time stored. */
export function hourOf(time: Date): Date {
  return new Date(Math.floor(time.getTime() / HOUR_MS) * HOUR_MS);
}

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
 * $1 release (null: no release row), $2 hour, $3 error-free (0/1), $4 errors, $5 failed
 * remote loads, $6 form sends, $7 failed form sends, $8–$10 histograms, $11 the versions
 * as `[{app, version, failed}]`. Arrays and JSON go as text (postgres.js would encode a
 * string for a jsonb parameter as a JSON string). The CTE's insert runs whether or not the outer one reads it.
 */
const RECORD_BEACON_SQL = `with release_row as (
   insert into field_release_stats as s (release, hour, ${COUNT_COLUMNS.join(', ')}, ${HISTOGRAM_COLUMNS.join(', ')})
   select $1::text, $2::timestamptz, 1, $3::int, $4::int, $5::int, $6::int, $7::int, $8::text::int[], $9::text::int[], $10::text::int[]
   where $1::text is not null
   on conflict (release, hour) do update set
     ${ADD_EXCLUDED}
   returning 1
 )
 insert into field_version_stats as s (app, version, hour, ${COUNT_COLUMNS.join(', ')}, ${HISTOGRAM_COLUMNS.join(', ')})
 select v.app, v.version, $2::timestamptz, 1, $3::int, $4::int, v.failed, $6::int, $7::int, $8::text::int[], $9::text::int[], $10::text::int[]
 from jsonb_to_recordset($11::text::jsonb) as v(app text, version text, failed int)
 on conflict (app, version, hour) do update set
   ${ADD_EXCLUDED}`;

/** A Postgres array literal of whole numbers (a parameter every driver passes alike). */
const arrayLiteral = (counts: readonly number[]) => `{${counts.join(',')}}`;

/** Adds one page view to its release's and its app versions' aggregates of the hour. */
export async function recordBeacon(db: Db, beacon: FieldBeacon, now: Date): Promise<void> {
  const versions = Object.entries(beacon.versions).map(([app, version]) => ({
    app,
    version,
    failed: beacon.failedRemoteLoads.filter((f) => f.app === app && f.version === version).length,
  }));
  await db.query(RECORD_BEACON_SQL, [
    beacon.release,
    hourOf(now).toISOString(),
    beacon.errors === 0 ? 1 : 0,
    beacon.errors,
    beacon.failedRemoteLoads.length,
    beacon.formSends,
    beacon.failedFormSends,
    ...VITALS.map((vital) => arrayLiteral(oneValue(vital, beacon[vital]))),
    JSON.stringify(versions),
  ]);
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

/** What the canary watcher compares: sums over the hours asked for, p75s from the histograms. */
export interface FieldSummary {
  views: number;
  errorFreeViews: number;
  failedRemoteLoads: number;
  formSends: number;
  failedFormSends: number;
  lcp: { p75: number | null; count: number };
  inp: { p75: number | null; count: number };
  cls: { p75: number | null; count: number };
}

type StatsRow = Record<(typeof COUNT_COLUMNS)[number], number> &
  Record<(typeof HISTOGRAM_COLUMNS)[number], number[]>;

function summarize(rows: readonly StatsRow[]): FieldSummary {
  const sum = (column: (typeof COUNT_COLUMNS)[number]) => rows.reduce((n, row) => n + Number(row[column]), 0);
  const histogram = (vital: Vital) =>
    p75FromHistogram(
      vital,
      rows.reduce<number[]>((counts, row) => addCounts(counts, row[`${vital}_histogram`].map(Number)), []),
    );
  return {
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

/** A release's page views since the hour `since` falls in (all of them by default). */
export async function summarizeRelease(
  db: Db,
  releaseId: string,
  since: Date = EPOCH,
): Promise<FieldSummary> {
  const rows = await db.query<StatsRow>(
    `select ${SELECTED} from field_release_stats where release = $1 and hour >= $2::timestamptz`,
    [releaseId, hourOf(since).toISOString()],
  );
  return summarize(rows);
}

/** The page views that ran one app version, since the hour `since` falls in. */
export async function summarizeVersion(
  db: Db,
  app: string,
  version: string,
  since: Date = EPOCH,
): Promise<FieldSummary> {
  const rows = await db.query<StatsRow>(
    `select ${SELECTED} from field_version_stats where app = $1 and version = $2 and hour >= $3::timestamptz`,
    [app, version, hourOf(since).toISOString()],
  );
  return summarize(rows);
}
