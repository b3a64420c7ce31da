// @vitest-environment node
// The field report's handler on in-memory PGlite (the production migrations): what it
// stores (aggregates only), what it refuses (400, 413, 415, 403, 429), CORS, and beacons
// arriving at once adding up (decision 098).
import {
  createFieldReportHandler,
  FIELD_REPORT_MAX_BODY_BYTES,
  FIELD_REPORT_PATH,
  summarizeRelease,
  summarizeVersion,
  type FieldReportOptions,
} from '../supabase/functions/_shared/field-report/handler.ts';
import type { Db } from '../supabase/functions/_shared/field-report/storage.ts';
import { openDatabase } from './database.mjs';

const SITE = 'http://localhost:3000';
const URL_ = `http://localhost:54321${FIELD_REPORT_PATH}`;
const beacon = {
  v: 1,
  release: 'r-canary',
  versions: { shell: 's1', blog: 'b7' },
  route: '/blog/:slug',
  lang: 'en',
  errors: 0,
  failedRemoteLoads: [],
  formSends: 0,
  failedFormSends: 0,
};

let db: Db;
let close: () => Promise<void>;
let now: Date;
let background: Promise<unknown>[];

function handler(over: Partial<FieldReportOptions> = {}) {
  return createFieldReportHandler({
    db,
    clock: { now: () => new Date(now) },
    allowedOrigins: [SITE],
    rateLimit: { max: 1000, windowSeconds: 60 },
    // These tests play the platform's gateway: the last X-Forwarded-For entry is the client.
    trustedProxyHops: 1,
    hashSalt: 'salt',
    waitUntil: (work) => void background.push(work),
    log: () => {},
    ...over,
  });
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(URL_, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: SITE,
      'x-forwarded-for': '203.0.113.9',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const tableText = async () =>
  JSON.stringify([
    ...(await db.query('select * from field_release_stats')),
    ...(await db.query('select * from field_version_stats')),
  ]);

beforeAll(async () => {
  ({ db, close } = await openDatabase(undefined));
}, 60_000);
afterAll(() => close());
beforeEach(async () => {
  await db.query('truncate field_release_stats, field_version_stats, field_rate_limits');
  now = new Date('2026-11-28T21:37:12.345Z');
  background = [];
});

describe('field-report handler', () => {
  it('answers 204 and adds the view to its release and each app version of the hour, nothing else', async () => {
    const send = handler();
    const first = await send(post({ ...beacon, lcp: 1800, inp: 120, cls: 0.02 }));
    expect(first.status).toBe(204);
    expect(first.headers.get('access-control-allow-origin')).toBe(SITE);
    const second = {
      ...beacon,
      errors: 2,
      failedRemoteLoads: [{ app: 'blog', version: 'b7' }],
      formSends: 2,
      failedFormSends: 1,
    };
    expect((await send(post(second, { 'content-type': 'application/json' }))).status).toBe(204);

    expect(await summarizeRelease(db, 'r-canary')).toEqual({
      views: 2,
      errorFreeViews: 1,
      failedRemoteLoads: 1,
      formSends: 2,
      failedFormSends: 1,
      lcp: { p75: 2000, count: 1 },
      inp: { p75: 150, count: 1 },
      cls: { p75: 0.025, count: 1 },
    });
    expect(await summarizeVersion(db, 'blog', 'b7')).toMatchObject({ views: 2, failedRemoteLoads: 1 });
    // The shell's row counts the view, not the blog's failed load.
    expect(await summarizeVersion(db, 'shell', 's1')).toMatchObject({ views: 2, failedRemoteLoads: 0 });
    expect(await summarizeRelease(db, 'r-other')).toMatchObject({ views: 0, lcp: { p75: null, count: 0 } });

    const rows = await db.query<{ hour: Date }>('select hour from field_release_stats');
    expect(rows.map((r) => new Date(r.hour).toISOString())).toEqual(['2026-11-28T21:00:00.000Z']);
    // No address, hash of one or route is stored with the aggregates.
    const stored = await tableText();
    expect(stored).not.toContain('203.0.113.9');
    expect(stored).not.toContain('/blog/:slug');
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name in ('field_release_stats', 'field_version_stats')`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('client_hash');
  });

  it('keeps hours apart, and a summary since an hour leaves the earlier ones out', async () => {
    const send = handler();
    await send(post(beacon));
    now = new Date('2026-11-28T23:05:00Z');
    await send(post({ ...beacon, errors: 1 }));
    expect(await summarizeRelease(db, 'r-canary')).toMatchObject({ views: 2, errorFreeViews: 1 });
    expect(await summarizeRelease(db, 'r-canary', new Date('2026-11-28T22:30:00Z'))).toMatchObject({
      views: 1,
      errorFreeViews: 0,
    });
    expect(await summarizeVersion(db, 'shell', 's1', new Date('2026-11-28T23:59:00Z'))).toMatchObject({
      views: 1,
    });
  });

  it('counts a beacon without a release under its versions only', async () => {
    expect((await handler()(post({ ...beacon, release: null }))).status).toBe(204);
    expect(await db.query('select * from field_release_stats')).toEqual([]);
    expect(await summarizeVersion(db, 'blog', 'b7')).toMatchObject({ views: 1 });
  });

  it('loses no count when many beacons arrive at once', async () => {
    const send = handler();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send(
          post(
            { ...beacon, errors: i % 3 === 0 ? 1 : 0, lcp: 1000 + i * 10 },
            { 'x-forwarded-for': `198.51.100.${i}` },
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(204));
    expect(await summarizeRelease(db, 'r-canary')).toMatchObject({
      views: 60,
      errorFreeViews: 40,
      lcp: { count: 60 },
    });
    expect(await summarizeVersion(db, 'blog', 'b7')).toMatchObject({ views: 60, errorFreeViews: 40 });
  });

  it.each([
    ['not JSON', '{"v":1,', 'invalid_json'],
    ['another shape', { ...beacon, lang: 'fr' }, 'invalid_beacon'],
    ['a field it does not know', { ...beacon, userAgent: 'Mozilla/5.0' }, 'invalid_beacon'],
  ])('refuses %s with 400 and a short reason, storing nothing', async (_, body, code) => {
    const response = await handler()(post(body));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    expect(error.message.length).toBeLessThanOrEqual(200);
    expect(await tableText()).toBe('[]');
  });

  it('refuses a body over 4 KB with 413, declared or not', async () => {
    const big = JSON.stringify({ ...beacon, route: `/${'a'.repeat(FIELD_REPORT_MAX_BODY_BYTES)}` });
    expect((await handler()(post(big))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const undeclared = new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: SITE },
      body: stream,
      // @ts-expect-error Node's Request needs duplex for a stream body.
      duplex: 'half',
    });
    expect((await handler()(undeclared)).status).toBe(413);
    expect(await tableText()).toBe('[]');
  });

  it('refuses other media types (415), methods (405) and origins (403)', async () => {
    const send = handler();
    expect((await send(post(beacon, { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(
      415,
    );
    const get = await send(new Request(URL_, { headers: { origin: SITE } }));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const foreign = await send(post(beacon, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await tableText()).toBe('[]');
  });

  it('answers a CORS preflight from the site only', async () => {
    const preflight = (origin: string) =>
      handler()(
        new Request(URL_, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        }),
      );
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('rate-limits each client address with 429 and Retry-After; the window ends and it accepts again', async () => {
    const send = handler({ rateLimit: { max: 2, windowSeconds: 60 } });
    expect((await send(post(beacon))).status).toBe(204);
    expect((await send(post(beacon))).status).toBe(204);
    const limited = await send(post(beacon));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still has its allowance; what the client writes left of the gateway's entry counts for nothing.
    expect((await send(post(beacon, { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(204);
    expect((await send(post(beacon, { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }))).status).toBe(429);
    // Invalid beacons use none of it.
    now = new Date(now.getTime() + 61_000);
    await Promise.all(background);
    expect((await send(post({ v: 2 }))).status).toBe(400);
    expect((await send(post(beacon))).status).toBe(204);
    expect(await summarizeRelease(db, 'r-canary')).toMatchObject({ views: 4 });
  });

  it('answers 500 without details when the database fails', async () => {
    const failing: Db = { query: () => Promise.reject(new Error('connection lost: secret detail')) };
    const response = await handler({ db: failing })(post(beacon));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret detail');
  });
});
