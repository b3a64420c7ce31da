// The `field-report` endpoint as one web-standard handler `(Request) => Promise<Response>`,
// run by the hosted Deno function and the local Node server alike (decisions 071, 098). It
// takes two kinds of report:
// - a page-view beacon from a browser (navigator.sendBeacon's `text/plain`, or JSON), read
//   within 4 KB and strictly, from one of the site's origins, counted only under a view token
//   the site minted for that page answer (signed, unexpired, each view once, naming the same
//   release and versions), weighed as one view, rate-limited by client address;
// - the edge's own counts (documents answered, 5xx, failed remote files), signed by the edge
//   with the same secret (`x-intenta-edge-signature`).
// Both answer 204 with nothing to read back. A GET signed the same way reads one release's
// summary back: what the canary watcher judges (the Worker's scheduled handler and
// `npm run canary`, edge/src/canary-watch.mjs).
import { corsHeaders, preflightAnswer } from '../cors.ts';
import { clientAddressOf, hashAddress, type ConnectionInfo } from '../partner-application/client-address.ts';
import { describeError } from '../partner-application/endpoint.ts';
import {
  IncompleteBodyError,
  NotUtf8Error,
  PayloadTooLargeError,
  readLimitedText,
} from '../partner-application/request-body.ts';
import { readBeacon, weighBeacon, type FieldBeacon } from './beacon.ts';
import { readEdgeReport } from './edge-report.ts';
import {
  claimView,
  hitRateLimit,
  pruneFieldData,
  recordBeacon,
  recordEdgeCounts,
  summarizeRelease,
  type Db,
  type FieldSummary,
} from './storage.ts';
import { readViewToken, verifySignature, type ViewClaims } from './view-token.ts';

export { readBeacon, type FieldBeacon } from './beacon.ts';
export { HISTOGRAM_EDGES, p75FromHistogram } from './histogram.ts';
export { summarizeRelease, summarizeVersion, type FieldSummary } from './storage.ts';

export const FIELD_REPORT_PATH = '/functions/v1/field-report';
export const FIELD_REPORT_MAX_BODY_BYTES = 4 * 1024;
export const DEFAULT_FIELD_RATE_LIMIT = { max: 120, windowSeconds: 60 };
/** The header the edge signs its own counts with (the body's HMAC under the shared secret). */
export const EDGE_SIGNATURE_HEADER = 'x-intenta-edge-signature';
/** How far a signed summary read's `at` may be from the endpoint's clock. */
export const SUMMARY_READ_SKEW_MS = 5 * 60_000;
/** The text a summary read signs (edge/src/canary-watch.mjs builds the same): its four fields in order. */
const summaryReadText = (query: URLSearchParams) =>
  ['summary', ...['release', 'since', 'run', 'at'].map((name) => query.get(name) ?? '')].join('\n');
/** The clean-up runs at most this often, whatever the traffic. */
const PRUNE_EVERY_MS = 60_000;

export interface FieldReportOptions {
  db: Db;
  clock: { now(): Date };
  /** Site origins a browser may send from (the partner endpoint's allow-list). */
  allowedOrigins: readonly string[];
  /** The secret view tokens and edge reports are signed with (decision 071). */
  viewTokenSecret: string;
  /** Accepted beacons per client address and window. */
  rateLimit?: { max: number; windowSeconds: number };
  /** Proxies that append to `X-Forwarded-For` in front of the function (client-address.ts). */
  trustedProxyHops?: number;
  /** Mixed into the address hash the rate limit keys on. */
  hashSalt?: string;
  /** Keeps work alive after the answer (the clean-up of expired rows). */
  waitUntil?: (work: Promise<unknown>) => void;
  log?: (message: string, error?: unknown) => void;
}

export type FieldReportHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/** The media types a beacon may come as: sendBeacon's string body, and a script's JSON. */
const BEACON_MEDIA_TYPES = new Set(['text/plain', 'application/json']);

/** A refusal the endpoint answers with, thrown by the steps below and answered once. */
class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

type Endpoint = Required<Omit<FieldReportOptions, 'hashSalt' | 'allowedOrigins'>> & {
  allowed: ReadonlySet<string>;
  hashSalt?: string;
};

function answerRefusal(endpoint: Endpoint, refusal: Refusal, origin: string | null): Response {
  return new Response(JSON.stringify({ error: { code: refusal.code, message: refusal.message } }), {
    status: refusal.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...corsHeaders(endpoint, origin),
      ...refusal.headers,
    },
  });
}

/** The body as text within the limit, of an accepted media type. */
async function readBody(request: Request): Promise<string> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!BEACON_MEDIA_TYPES.has(mediaType))
    throw new Refusal(415, 'unsupported_media_type', 'Send the beacon as text/plain or application/json.');
  try {
    return await readLimitedText(request, FIELD_REPORT_MAX_BODY_BYTES);
  } catch (e) {
    if (e instanceof PayloadTooLargeError)
      throw new Refusal(
        413,
        'payload_too_large',
        `The beacon is larger than ${FIELD_REPORT_MAX_BODY_BYTES} bytes.`,
      );
    if (e instanceof IncompleteBodyError || e instanceof NotUtf8Error)
      throw new Refusal(400, 'invalid_body', 'The body is not complete UTF-8 text.');
    throw e;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, 'invalid_json', 'The body is not valid JSON.');
  }
}

/** Whether two version maps name the same apps at the same versions. */
function sameVersions(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/** The token's claims, when it is the site's, unexpired, and names what the beacon names. */
async function checkViewToken(endpoint: Endpoint, beacon: FieldBeacon, now: Date): Promise<ViewClaims> {
  const reading = await readViewToken(endpoint.viewTokenSecret, beacon.token, now);
  if (!reading.ok)
    throw new Refusal(403, 'invalid_view_token', `${reading.reason}: the view is not counted.`);
  const { claims } = reading;
  if (claims.r !== beacon.release || !sameVersions(claims.v, beacon.versions))
    throw new Refusal(
      403,
      'view_token_mismatch',
      'The beacon names another release or versions than its page.',
    );
  return claims;
}

async function checkRateLimit(
  endpoint: Endpoint,
  request: Request,
  connection: ConnectionInfo | undefined,
  now: Date,
) {
  const address = clientAddressOf(request, connection, endpoint.trustedProxyHops);
  const limit = await hitRateLimit(
    endpoint.db,
    await hashAddress(address, endpoint.hashSalt),
    now,
    endpoint.rateLimit,
  );
  if (!limit.allowed)
    throw new Refusal(429, 'rate_limited', 'Too many beacons; try again later.', {
      'retry-after': String(limit.retryAfterSeconds),
    });
}

/** One page view's beacon: read, checked against its token, counted once. */
async function countBeacon(
  endpoint: Endpoint,
  request: Request,
  connection: ConnectionInfo | undefined,
  origin: string | null,
): Promise<void> {
  // A browser always names the page's origin on a POST; a request without one is no page's.
  if (!origin || !endpoint.allowed.has(origin))
    throw new Refusal(403, 'origin_not_allowed', 'Only the site\u2019s pages may send beacons.');
  const reading = readBeacon(parseJson(await readBody(request)));
  if (!reading.ok) throw new Refusal(400, 'invalid_beacon', reading.reason);
  const now = endpoint.clock.now();
  const claims = await checkViewToken(endpoint, reading.beacon, now);
  // A replay is refused before the rate limit: it costs the sender's allowance nothing to refuse.
  if (!(await claimView(endpoint.db, claims.i, reading.beacon.view, new Date(claims.x * 1000))))
    throw new Refusal(409, 'view_already_counted', 'This view was counted already.');
  await checkRateLimit(endpoint, request, connection, now);
  await recordBeacon(endpoint.db, weighBeacon(reading.beacon), now, claims.k);
}

/** The edge's own counts, signed with the shared secret. */
async function countEdgeReport(endpoint: Endpoint, request: Request, signature: string): Promise<void> {
  const text = await readBody(request);
  if (!(await verifySignature(endpoint.viewTokenSecret, text, signature)))
    throw new Refusal(403, 'invalid_signature', 'The edge report is not signed by the edge.');
  const counts = readEdgeReport(parseJson(text));
  if (!counts) throw new Refusal(400, 'invalid_edge_report', 'The edge report is not one the edge writes.');
  await recordEdgeCounts(endpoint.db, counts, endpoint.clock.now());
}

/**
 * One release's summary for the canary watcher: `?release=&since=&run=&at=`, signed by the edge
 * (the query's HMAC under the shared secret), within a few minutes of `at`.
 */
async function readSummary(
  endpoint: Endpoint,
  request: Request,
  signature: string | null,
): Promise<FieldSummary> {
  const query = new URL(request.url).searchParams;
  if (!signature || !(await verifySignature(endpoint.viewTokenSecret, summaryReadText(query), signature)))
    throw new Refusal(403, 'invalid_signature', 'Summaries are for the edge: sign the query.');
  const now = endpoint.clock.now().getTime();
  const at = Date.parse(query.get('at') ?? '');
  if (!(Math.abs(now - at) <= SUMMARY_READ_SKEW_MS))
    throw new Refusal(403, 'stale_signature', 'The signed query is too old or from the future.');
  const release = query.get('release') ?? '';
  const since = Date.parse(query.get('since') ?? '');
  const run = query.get('run') ?? '';
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(release) || !Number.isFinite(since) || run.length > 40)
    throw new Refusal(400, 'invalid_query', 'Name a release, a since time and a canary run.');
  return summarizeRelease(endpoint.db, release, new Date(since), run);
}

/** Prunes expired rows at most once a minute, after the answer. */
function pruneNowAndThen(endpoint: Endpoint): () => void {
  let last = 0;
  return () => {
    const now = endpoint.clock.now();
    if (now.getTime() - last < PRUNE_EVERY_MS) return;
    last = now.getTime();
    endpoint.waitUntil(pruneFieldData(endpoint.db, now, endpoint.rateLimit.windowSeconds));
  };
}

export function createFieldReportHandler(options: FieldReportOptions): FieldReportHandler {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const endpoint: Endpoint = {
    ...options,
    allowed: new Set(options.allowedOrigins),
    rateLimit: options.rateLimit ?? DEFAULT_FIELD_RATE_LIMIT,
    trustedProxyHops: options.trustedProxyHops ?? 0,
    log,
    waitUntil:
      options.waitUntil ?? ((work) => void work.catch((e) => log('Clean-up failed.', describeError(e)))),
  };
  const prune = pruneNowAndThen(endpoint);

  return async (request, connection) => {
    const origin = request.headers.get('origin');
    try {
      if (request.method === 'OPTIONS') return preflightAnswer(endpoint, origin, 'content-type');
      if (request.method === 'GET') {
        const summary = await readSummary(endpoint, request, request.headers.get(EDGE_SIGNATURE_HEADER));
        return new Response(JSON.stringify(summary), {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
      if (request.method !== 'POST')
        throw new Refusal(405, 'method_not_allowed', 'Use POST.', { allow: 'GET, POST, OPTIONS' });
      const edgeSignature = request.headers.get(EDGE_SIGNATURE_HEADER);
      if (edgeSignature) await countEdgeReport(endpoint, request, edgeSignature);
      else await countBeacon(endpoint, request, connection, origin);
      prune();
      return new Response(null, {
        status: 204,
        headers: { 'cache-control': 'no-store', ...corsHeaders(endpoint, origin) },
      });
    } catch (e) {
      if (e instanceof Refusal) return answerRefusal(endpoint, e, origin);
      log('The field report endpoint failed.', describeError(e));
      return answerRefusal(
        endpoint,
        new Refusal(500, 'internal_error', 'The beacon could not be stored.'),
        origin,
      );
    }
  };
}
