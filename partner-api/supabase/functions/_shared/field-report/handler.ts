// The `field-report` endpoint as one web-standard handler `(Request) => Promise<Response>`,
// run by the hosted Deno function and the local Node server alike (decision 098). It takes
// one page-view beacon (navigator.sendBeacon's `text/plain`, or `application/json`), reads
// it within 4 KB, validates it strictly, rate-limits by client address like the partner
// endpoint, and adds it to the aggregates: 204, nothing to read back.
import { clientAddressOf, hashAddress, type ConnectionInfo } from '../partner-application/client-address.ts';
import { describeError } from '../partner-application/endpoint.ts';
import {
  IncompleteBodyError,
  NotUtf8Error,
  PayloadTooLargeError,
  readLimitedText,
} from '../partner-application/request-body.ts';
import { readBeacon } from './beacon.ts';
import { deleteExpiredFieldRateLimits, hitRateLimit, recordBeacon, type Db } from './storage.ts';

export { readBeacon, type FieldBeacon } from './beacon.ts';
export { HISTOGRAM_EDGES, p75FromHistogram } from './histogram.ts';
export { summarizeRelease, summarizeVersion, type FieldSummary } from './storage.ts';

export const FIELD_REPORT_PATH = '/functions/v1/field-report';
export const FIELD_REPORT_MAX_BODY_BYTES = 4 * 1024;
export const DEFAULT_FIELD_RATE_LIMIT = { max: 120, windowSeconds: 60 };

export interface FieldReportOptions {
  db: Db;
  clock: { now(): Date };
  /** Site origins a browser may send from (the partner endpoint's allow-list). */
  allowedOrigins: readonly string[];
  /** Accepted beacons per client address and window. */
  rateLimit?: { max: number; windowSeconds: number };
  /** Proxies that append to `X-Forwarded-For` in front of the function (client-address.ts). */
  trustedProxyHops?: number;
  /** Mixed into the address hash the rate limit keys on. */
  hashSalt?: string;
  /** Keeps work alive after the answer (the clean-up of ended windows). */
  waitUntil?: (work: Promise<unknown>) => void;
  log?: (message: string, error?: unknown) => void;
}

export type FieldReportHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/** The media types a beacon may come as: sendBeacon's string body, and a script's JSON. */
const BEACON_MEDIA_TYPES = new Set(['text/plain', 'application/json']);

export function createFieldReportHandler(options: FieldReportOptions): FieldReportHandler {
  const allowed = new Set(options.allowedOrigins);
  const rateLimit = options.rateLimit ?? DEFAULT_FIELD_RATE_LIMIT;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const waitUntil =
    options.waitUntil ?? ((work) => void work.catch((e) => log('Clean-up failed.', describeError(e))));

  const cors = (origin: string | null): Record<string, string> => ({
    vary: 'Origin',
    ...(origin && allowed.has(origin) ? { 'access-control-allow-origin': origin } : {}),
  });
  const refuse = (status: number, code: string, message: string, origin: string | null, extra = {}) =>
    new Response(JSON.stringify({ error: { code, message } }), {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...cors(origin),
        ...extra,
      },
    });

  async function handle(request: Request, connection: ConnectionInfo | undefined, origin: string | null) {
    if (request.method === 'OPTIONS') {
      if (!origin || !allowed.has(origin))
        return new Response(null, { status: 403, headers: { vary: 'Origin' } });
      return new Response(null, {
        status: 204,
        headers: {
          ...cors(origin),
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '86400',
        },
      });
    }
    if (origin && !allowed.has(origin)) {
      return refuse(403, 'origin_not_allowed', 'This origin may not call the endpoint.', origin);
    }
    if (request.method !== 'POST') {
      return refuse(405, 'method_not_allowed', 'Use POST.', origin, { allow: 'POST, OPTIONS' });
    }
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!BEACON_MEDIA_TYPES.has(mediaType)) {
      return refuse(
        415,
        'unsupported_media_type',
        'Send the beacon as text/plain or application/json.',
        origin,
      );
    }
    let text: string;
    try {
      text = await readLimitedText(request, FIELD_REPORT_MAX_BODY_BYTES);
    } catch (e) {
      if (e instanceof PayloadTooLargeError) {
        const message = `The beacon is larger than ${FIELD_REPORT_MAX_BODY_BYTES} bytes.`;
        return refuse(413, 'payload_too_large', message, origin);
      }
      if (e instanceof IncompleteBodyError || e instanceof NotUtf8Error) {
        return refuse(400, 'invalid_body', 'The body is not complete UTF-8 text.', origin);
      }
      throw e;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, 'invalid_json', 'The body is not valid JSON.', origin);
    }
    const reading = readBeacon(body);
    if (!reading.ok) return refuse(400, 'invalid_beacon', reading.reason, origin);

    const now = options.clock.now();
    const address = clientAddressOf(request, connection, options.trustedProxyHops ?? 0);
    const limit = await hitRateLimit(
      options.db,
      await hashAddress(address, options.hashSalt),
      now,
      rateLimit,
    );
    if (!limit.allowed) {
      return refuse(429, 'rate_limited', 'Too many beacons; try again later.', origin, {
        'retry-after': String(limit.retryAfterSeconds),
      });
    }
    await recordBeacon(options.db, reading.beacon, now);
    waitUntil(deleteExpiredFieldRateLimits(options.db, now, rateLimit.windowSeconds));
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store', ...cors(origin) } });
  }

  return async (request, connection) => {
    const origin = request.headers.get('origin');
    try {
      return await handle(request, connection, origin);
    } catch (e) {
      log('The field report endpoint failed.', describeError(e));
      return refuse(500, 'internal_error', 'The beacon could not be stored.', origin);
    }
  };
}
