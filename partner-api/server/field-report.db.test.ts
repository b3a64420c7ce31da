// @vitest-environment node
// The field report's handler on in-memory PGlite (the production migrations): what it
// stores (aggregates only), what it refuses (400, 413, 415, 403, 409, 429), CORS, beacons
// arriving at once adding up (decision 098), and the evidence rules of decision 071: a view
// counts only under a token the site minted for it, once, as one view; the edge's own counts
// only when the edge signed them; nothing kept past its age.
import { vi } from 'vitest';
import { readFieldSummary } from '../../edge/src/canary-watch.mjs';
import { mintViewToken, signText } from '../../serve/view-token.mjs';
import {
  createFieldReportHandler,
  EDGE_SIGNATURE_HEADER,
  FIELD_REPORT_MAX_BODY_BYTES,
  FIELD_REPORT_PATH,
  SUMMARY_READ_SKEW_MS,
  summarizeRelease,
  summarizeVersion,
  type FieldReportOptions,
} from '../supabase/functions/_shared/field-report/handler.ts';
import type { Db } from '../supabase/functions/_shared/field-report/storage.ts';
import { openDatabase } from './database.mjs';

const SITE = 'http://localhost:3000';
const URL_ = `http://localhost:54321${FIELD_REPORT_PATH}`;
const SECRET = 'a test secret, not the one any server uses';
const RUN = '2026-11-28T21:30:00.000Z';
const VERSIONS = { shell: 's1', blog: 'b7' };
const page = {
  v: 1,
  release: 'r-canary',
  versions: VERSIONS,
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

/** A token as the site mints it for one page answer (release r-canary, canary side). */
const token = (over: Partial<Parameters<typeof mintViewToken>[1]> = {}, secret = SECRET) =>
  mintViewToken(secret, {
    release: 'r-canary',
    side: 'canary',
    run: RUN,
    versions: VERSIONS,
    now: now.getTime(),
    ...over,
  });

/** A page view's beacon under a fresh token of its own: the first view of its page answer. */
async function beacon(over: Record<string, unknown> = {}) {
  return { ...page, token: await token(), view: 1, ...over };
}

function handler(over: Partial<FieldReportOptions> = {}) {
  return createFieldReportHandler({
    db,
    clock: { now: () => new Date(now) },
    allowedOrigins: [SITE],
    viewTokenSecret: SECRET,
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

/** The edge's own report, signed as the Worker signs it (or with another secret). */
async function edgeReport(counts: unknown[], secret = SECRET) {
  const body = JSON.stringify({ edge: 1, counts });
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [EDGE_SIGNATURE_HEADER]: await signText(secret, body) },
    body,
  });
}

const tableText = async () =>
  JSON.stringify([
    ...(await db.query('select * from field_release_stats')),
    ...(await db.query('select * from field_version_stats')),
    ...(await db.query('select * from field_edge_stats')),
  ]);

beforeAll(async () => {
  ({ db, close } = await openDatabase(undefined));
}, 60_000);
afterAll(() => close());
beforeEach(async () => {
  await db.query(
    'truncate field_release_stats, field_version_stats, field_rate_limits, field_seen_views, field_edge_stats',
  );
  now = new Date('2026-11-28T21:37:12.345Z');
  background = [];
});

describe('field-report handler', () => {
  it('answers 204 and adds the view to its release and each app version of the minute, nothing else', async () => {
    const send = handler();
    const first = await send(post(await beacon({ lcp: 1800, inp: 120, cls: 0.02, consent: true })));
    expect(first.status).toBe(204);
    expect(first.headers.get('access-control-allow-origin')).toBe(SITE);
    const second = await beacon({
      errors: 2,
      failedRemoteLoads: [{ app: 'blog', version: 'b7' }],
      formSends: 2,
      failedFormSends: 1,
    });
    expect((await send(post(second, { 'content-type': 'application/json' }))).status).toBe(204);

    expect(await summarizeRelease(db, 'r-canary')).toEqual({
      views: 2,
      errorFreeViews: 1,
      failedRemoteLoads: 1,
      formSends: 2,
      failedFormSends: 1,
      lcp: { p75: 2000, count: 1, ifOneMore: { worst: 20_000, best: 2000 } },
      inp: { p75: 150, count: 1, ifOneMore: { worst: 5000, best: 150 } },
      cls: { p75: 0.025, count: 1, ifOneMore: { worst: 2, best: 0.025 } },
      edge: { documents: 0, failedDocuments: 0, failedAssets: 0 },
    });
    // The views belong to the canary run their token named, and to no other.
    expect(await summarizeRelease(db, 'r-canary', undefined, RUN)).toMatchObject({ views: 2 });
    expect(await summarizeRelease(db, 'r-canary', undefined, '')).toMatchObject({ views: 0 });
    expect(await summarizeVersion(db, 'blog', 'b7')).toMatchObject({ views: 2, failedRemoteLoads: 1 });
    // The shell's row counts the view, not the blog's failed load.
    expect(await summarizeVersion(db, 'shell', 's1')).toMatchObject({ views: 2, failedRemoteLoads: 0 });
    expect(await summarizeRelease(db, 'r-other')).toMatchObject({ views: 0, lcp: { p75: null, count: 0 } });

    const rows = await db.query<{ minute: Date }>('select minute from field_release_stats');
    expect(rows.map((r) => new Date(r.minute).toISOString())).toEqual(['2026-11-28T21:37:00.000Z']);
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

  it('keeps minutes apart, and a summary since a minute leaves the earlier ones out', async () => {
    const send = handler();
    await send(post(await beacon()));
    now = new Date('2026-11-28T23:05:00Z');
    await send(post(await beacon({ errors: 1 })));
    expect(await summarizeRelease(db, 'r-canary')).toMatchObject({ views: 2, errorFreeViews: 1 });
    expect(await summarizeRelease(db, 'r-canary', new Date('2026-11-28T22:30:00Z'))).toMatchObject({
      views: 1,
      errorFreeViews: 0,
    });
    expect(await summarizeVersion(db, 'shell', 's1', new Date('2026-11-28T23:05:30Z'))).toMatchObject({
      views: 1,
    });
  });

  it('counts the views of one page answer once each, up to the views its token may report', async () => {
    const send = handler();
    const shared = await token();
    for (const view of [1, 2, 3])
      expect((await send(post(await beacon({ token: shared, view })))).status).toBe(204);
    // The same view again (a replay) is refused and counts nothing.
    const replayed = await send(post(await beacon({ token: shared, view: 2 })));
    expect(replayed.status).toBe(409);
    expect(((await replayed.json()) as { error: { code: string } }).error.code).toBe('view_already_counted');
    expect((await send(post(await beacon({ token: shared, view: 21 })))).status).toBe(400);
    expect(await summarizeRelease(db, 'r-canary')).toMatchObject({ views: 3 });
  });

  it.each([
    ['no token', async () => beacon({ token: '' }), 'invalid_view_token'],
    [
      'a token of another secret',
      async () => beacon({ token: await token({}, 'guessed') }),
      'invalid_view_token',
    ],
    [
      'a token with its payload changed',
      async () => {
        const [, signature] = (await token()).split('.');
        const payload = Buffer.from(
          JSON.stringify({ r: 'r-canary', s: 'canary', k: RUN, v: VERSIONS, x: 9e9, i: 'forged-id-1' }),
        ).toString('base64url');
        return beacon({ token: `${payload}.${signature}` });
      },
      'invalid_view_token',
    ],
    [
      'an expired token',
      async () => beacon({ token: await token({ now: now.getTime() - 7 * 3600_000 }) }),
      'invalid_view_token',
    ],
    ['another release than its token', async () => beacon({ release: 'r-other' }), 'view_token_mismatch'],
    [
      'other versions than its token',
      async () => beacon({ versions: { shell: 's1', blog: 'b8' } }),
      'view_token_mismatch',
    ],
    [
      'an app its token does not name',
      async () => beacon({ versions: { ...VERSIONS, junk: '1' } }),
      'view_token_mismatch',
    ],
    ['no release', async () => beacon({ release: null }), 'view_token_mismatch'],
  ])('refuses a beacon with %s, counting nothing', async (_, make, code) => {
    const response = await handler()(post(await make()));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await tableText()).toBe('[]');
  });

  it('refuses a beacon with no Origin, or another one, before reading it', async () => {
    const send = handler();
    const withoutOrigin = post(await beacon());
    withoutOrigin.headers.delete('origin');
    expect((await send(withoutOrigin)).status).toBe(403);
    expect((await send(post(await beacon(), { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await tableText()).toBe('[]');
  });

  it('weighs a beacon as one view: one failed load per app, five form sends, vitals bounded and only with consent', async () => {
    const send = handler();
    const heavy = await beacon({
      errors: 1000,
      failedRemoteLoads: Array.from({ length: 10 }, () => ({ app: 'blog', version: 'b7' })),
      formSends: 100,
      failedFormSends: 100,
      lcp: 600_000,
      inp: 600_000,
      cls: 100,
      consent: true,
    });
    expect((await send(post(heavy))).status).toBe(204);
    expect((await send(post(await beacon({ inp: 600_000 })))).status).toBe(204);
    expect(await summarizeRelease(db, 'r-canary')).toMatchObject({
      views: 2,
      errorFreeViews: 1,
      failedRemoteLoads: 1,
      formSends: 5,
      failedFormSends: 5,
      // The vitals without the consent flag are not counted.
      inp: { count: 1 },
    });
    const [row] = await db.query<{ errors: number }>('select errors from field_release_stats');
    expect(row?.errors).toBe(10);
  });

  it("counts the edge's own figures when the edge signed them, and only then", async () => {
    const send = handler();
    const counts = [{ release: 'r-canary', run: RUN, documents: 30, failedDocuments: 2, failedAssets: 5 }];
    expect((await send(await edgeReport(counts))).status).toBe(204);
    expect((await send(await edgeReport(counts, 'guessed'))).status).toBe(403);
    const unsigned = await edgeReport(counts);
    unsigned.headers.set(EDGE_SIGNATURE_HEADER, 'x'.repeat(43));
    expect((await send(unsigned)).status).toBe(403);
    expect((await send(await edgeReport([{ release: 'r-canary', run: RUN, documents: -1 }]))).status).toBe(
      400,
    );
    expect((await summarizeRelease(db, 'r-canary', undefined, RUN)).edge).toEqual({
      documents: 30,
      failedDocuments: 2,
      failedAssets: 5,
    });
  });

  it('prunes counted view ids once their token expired, and aggregates past their age', async () => {
    const send = handler();
    expect((await send(post(await beacon()))).status).toBe(204);
    await send(
      await edgeReport([
        { release: 'r-canary', run: RUN, documents: 1, failedDocuments: 0, failedAssets: 0 },
      ]),
    );
    await Promise.all(background);
    expect(await db.query('select * from field_seen_views')).toHaveLength(1);
    // Seven hours on, the token has expired: its id goes at the next clean-up.
    now = new Date(now.getTime() + 7 * 3600_000);
    expect((await send(post(await beacon()))).status).toBe(204);
    await Promise.all(background);
    expect(await db.query('select * from field_seen_views')).toHaveLength(1);
    // Thirty-six days on, the aggregates of both days are gone with the last view id.
    now = new Date(now.getTime() + 36 * 86_400_000);
    expect((await send(await edgeReport([]))).status).toBe(204);
    await Promise.all(background);
    expect(await tableText()).toBe('[]');
    expect(await db.query('select * from field_seen_views')).toEqual([]);
  });

  it('loses no count when many beacons arrive at once', async () => {
    const send = handler();
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) =>
        send(
          post(await beacon({ errors: i % 3 === 0 ? 1 : 0, lcp: 1000 + i * 10, consent: true }), {
            'x-forwarded-for': `198.51.100.${i}`,
          }),
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
    ['another shape', { ...page, token: 'x', view: 1, lang: 'fr' }, 'invalid_beacon'],
    [
      'a field it does not know',
      { ...page, token: 'x', view: 1, userAgent: 'Mozilla/5.0' },
      'invalid_beacon',
    ],
  ])('refuses %s with 400 and a short reason, storing nothing', async (_, body, code) => {
    const response = await handler()(post(body));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    expect(error.message.length).toBeLessThanOrEqual(200);
    expect(await tableText()).toBe('[]');
  });

  it('refuses a body over 4 KB with 413, declared or not', async () => {
    const big = JSON.stringify(await beacon({ route: `/${'a'.repeat(FIELD_REPORT_MAX_BODY_BYTES)}` }));
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
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await send(post(await beacon(), form))).status).toBe(415);
    const put = await send(new Request(URL_, { method: 'PUT', headers: { origin: SITE } }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
    const foreign = await send(post(await beacon(), { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await tableText()).toBe('[]');
  });

  it("reads a release's summary back to the edge only, as the watcher asks for it (a signed GET)", async () => {
    const send = handler();
    expect((await send(post(await beacon()))).status).toBe(204);
    const endpoint = { url: URL_, secret: SECRET };
    const since = new Date(now.getTime() - 60_000);
    // The watcher's own read (edge/src/canary-watch.mjs), its fetch answered by this handler.
    vi.stubGlobal('fetch', (input: URL, init: RequestInit) => send(new Request(input, init)));
    try {
      const summary = await readFieldSummary(endpoint, 'r-canary', since, RUN, now);
      expect(summary).toMatchObject({ views: 1, errorFreeViews: 1 });
      expect(await readFieldSummary(endpoint, 'r-canary', since, 'another run', now)).toMatchObject({
        views: 0,
      });
      // Signed with another secret, or long ago: refused, and nothing is read.
      const forged = readFieldSummary({ ...endpoint, secret: 'guessed' }, 'r-canary', since, RUN, now);
      await expect(forged).rejects.toThrow('answered 403');
      const stale = new Date(now.getTime() - SUMMARY_READ_SKEW_MS - 1000);
      await expect(readFieldSummary(endpoint, 'r-canary', since, RUN, stale)).rejects.toThrow('answered 403');
    } finally {
      vi.unstubAllGlobals();
    }
    const unsigned = await send(new Request(`${URL_}?release=r-canary&since=${since.toISOString()}`));
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ error: { code: 'invalid_signature' } });
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
    expect((await send(post(await beacon()))).status).toBe(204);
    expect((await send(post(await beacon()))).status).toBe(204);
    const limited = await send(post(await beacon()));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still has its allowance; what the client writes left of the gateway's entry counts for nothing.
    expect((await send(post(await beacon(), { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(204);
    expect((await send(post(await beacon(), { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }))).status).toBe(
      429,
    );
    // Invalid beacons and forged ones use none of it.
    now = new Date(now.getTime() + 61_000);
    await Promise.all(background);
    expect((await send(post({ v: 2 }))).status).toBe(400);
    expect((await send(post(await beacon({ token: 'forged.token' })))).status).toBe(403);
    expect((await send(post(await beacon()))).status).toBe(204);
    expect(await summarizeRelease(db, 'r-canary')).toMatchObject({ views: 4 });
  });

  it('answers 500 without details when the database fails', async () => {
    const failing: Db = { query: () => Promise.reject(new Error('connection lost: secret detail')) };
    const response = await handler({ db: failing })(post(await beacon()));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret detail');
  });
});
