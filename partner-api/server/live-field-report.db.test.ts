// @vitest-environment node
// The field report's hosted entry (supabase/functions/field-report/index.ts) as it is,
// under Deno, against Debian's Postgres with the migrations applied: beacons sent at once
// over HTTP all counted (real row locks, not PGlite's one connection), refusals, the rate
// limit on the gateway's X-Forwarded-For entry, the refusal to start without a salt, and
// `deno check` (decision 098).
import { summarizeRelease, summarizeVersion } from '../supabase/functions/_shared/field-report/handler.ts';
import type { Db } from '../supabase/functions/_shared/field-report/storage.ts';
import {
  denoCheckFieldReport,
  exited,
  hostedEntryProcess,
  startHostedEntry,
  startPostgres,
  type RunningPostgres,
  type RunningProcess,
} from './test-support/live-servers.ts';

const SITE = 'http://localhost:3000';
const beacon = {
  v: 1,
  release: 'r-live',
  versions: { shell: 's1', home: 'h2' },
  route: '/',
  lang: 'en',
  errors: 0,
  failedRemoteLoads: [],
  formSends: 0,
  failedFormSends: 0,
};

describe('field report: hosted Deno entry on Postgres', () => {
  let pg: RunningPostgres;
  let entry: RunningProcess;
  let url = '';
  const settings = () => ({
    PARTNERS_DB_URL: pg.url,
    ALLOWED_ORIGINS: SITE,
    FIELD_REPORT_RATE_LIMIT_MAX: '3',
  });
  /** The read side, as the canary watcher runs it on the hosted database (psql as the owner). */
  const db = (): Db => ({
    query: async <T>(text: string, params: unknown[] = []) => {
      const literal = (p: unknown) => (p === null ? 'null' : `'${String(p).replace(/'/g, "''")}'`);
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
      return pg.rows<T>(sql);
    },
  });
  const send = (body: unknown, visitor: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: SITE,
        'x-forwarded-for': visitor,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    pg = await startPostgres();
    entry = await startHostedEntry({ ...settings(), RATE_LIMIT_SALT: 'test-salt' }, 'field-report');
    url = `http://127.0.0.1:${entry.port}/field-report`;
  }, 180_000);
  afterAll(async () => {
    await entry?.stop();
    await pg?.stop();
  }, 30_000);

  it('counts every one of 40 beacons sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send({ ...beacon, errors: i % 4 === 0 ? 1 : 0, inp: 40 + i * 5 }, `198.51.100.${i}`),
      ),
    );
    expect(
      answers.map((a) => a.status),
      entry.output(),
    ).toEqual(Array(40).fill(204));
    expect(await summarizeRelease(db(), 'r-live')).toMatchObject({
      views: 40,
      errorFreeViews: 30,
      inp: { count: 40, p75: 200 },
      lcp: { count: 0, p75: null },
    });
    expect(await summarizeVersion(db(), 'home', 'h2')).toMatchObject({ views: 40, errorFreeViews: 30 });
  }, 60_000);

  it('refuses malformed (400) and oversized (413) beacons, and rate-limits by the gateway entry (429)', async () => {
    expect((await send('{"v":1', '203.0.113.50')).status).toBe(400);
    expect((await send({ ...beacon, ip: '203.0.113.50' }, '203.0.113.50')).status).toBe(400);
    expect((await send({ ...beacon, route: `/${'a'.repeat(5000)}` }, '203.0.113.50')).status).toBe(413);
    for (let i = 0; i < 3; i++) expect((await send(beacon, '203.0.113.51')).status).toBe(204);
    const limited = await send(beacon, 'spoofed, 203.0.113.51');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: SITE } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
  }, 60_000);

  it('refuses to start without RATE_LIMIT_SALT', async () => {
    const { child, output } = hostedEntryProcess(settings(), 'field-report');
    expect(await exited(child)).not.toBe(0);
    expect(output()).toContain('The secret RATE_LIMIT_SALT is not set');
  }, 60_000);
});

it('deno check type-checks the field report entry and its shared code', async () => {
  await expect(denoCheckFieldReport()).resolves.toBeDefined();
}, 120_000);
