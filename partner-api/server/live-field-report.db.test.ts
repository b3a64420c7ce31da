// @vitest-environment node
// The field report's hosted entry (supabase/functions/field-report/index.ts) as it is,
// under Deno, against Debian's Postgres with the migrations applied: beacons sent at once
// over HTTP all counted (real row locks, not PGlite's one connection), refusals, the rate
// limit on the gateway's X-Forwarded-For entry, the refusal to start without a salt, and
// `deno check` (decision 098); and issue 45's attacks replayed on it and on the local Node
// server: none of them moves the canary's verdict, the same beacons with valid tokens do
// (decision 071).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintViewToken } from '../../serve/view-token.mjs';
import { summarizeRelease, summarizeVersion } from '../supabase/functions/_shared/field-report/handler.ts';
import type { Db } from '../supabase/functions/_shared/field-report/storage.ts';
import { ATTACK_SITE, replayFieldAttacks, type FieldTarget } from './test-support/field-attacks.ts';
import {
  compileServer,
  denoCheckFieldReport,
  exited,
  hostedEntryProcess,
  startHostedEntry,
  startLocalServer,
  startPostgres,
  type RunningPostgres,
  type RunningProcess,
} from './test-support/live-servers.ts';

const SITE = ATTACK_SITE;
const SECRET = "the live tests' view token secret";
const page = {
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

/** A page view under a fresh token, as a served page of r-live sends it. */
const beacon = async (over: Record<string, unknown> = {}) => ({
  ...page,
  token: await mintViewToken(SECRET, { release: 'r-live', side: 'only', versions: page.versions }),
  view: 1,
  ...over,
});

/** The body's POST from the site's origin (an empty origin: none), from one client address. */
function postFrom(url: string, body: unknown, visitor: string, headers: Record<string, string> = {}) {
  const all: Record<string, string> = {
    'content-type': 'text/plain;charset=UTF-8',
    origin: SITE,
    'x-forwarded-for': visitor,
    ...headers,
  };
  return fetch(url, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let visitors = 0;
const nextVisitor = () => `198.18.${Math.floor(++visitors / 250)}.${visitors % 250}`;

describe('field report: hosted Deno entry on Postgres', () => {
  let pg: RunningPostgres;
  let entry: RunningProcess;
  let url = '';
  const settings = () => ({
    PARTNERS_DB_URL: pg.url,
    ALLOWED_ORIGINS: SITE,
    FIELD_REPORT_RATE_LIMIT_MAX: '3',
    VIEW_TOKEN_SECRET: SECRET,
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
    postFrom(url, body, visitor, headers);

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
        beacon({ errors: i % 4 === 0 ? 1 : 0, inp: 40 + i * 5, consent: true }).then((body) =>
          send(body, `198.51.100.${i}`),
        ),
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
    expect((await send(await beacon({ ip: '203.0.113.50' }), '203.0.113.50')).status).toBe(400);
    expect((await send(await beacon({ route: `/${'a'.repeat(5000)}` }), '203.0.113.50')).status).toBe(413);
    for (let i = 0; i < 3; i++) expect((await send(await beacon(), '203.0.113.51')).status).toBe(204);
    const limited = await send(await beacon(), 'spoofed, 203.0.113.51');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: SITE } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
  }, 60_000);

  it('replays the attacks on the canary evidence: none moves the verdict, the control does', async () => {
    const attack = await startHostedEntry(
      { ...settings(), FIELD_REPORT_RATE_LIMIT_MAX: '1000', RATE_LIMIT_SALT: 'test-salt' },
      'field-report',
    );
    try {
      const target: FieldTarget = {
        secret: SECRET,
        send: (body, headers) =>
          postFrom(`http://127.0.0.1:${attack.port}/field-report`, body, nextVisitor(), headers),
        summary: (release, run) => summarizeRelease(db(), release, undefined, run),
      };
      const figures = await replayFieldAttacks(target);
      console.log(`[attacks on the hosted entry] ${JSON.stringify(figures)}`);
    } finally {
      await attack.stop();
    }
  }, 120_000);

  it('refuses to start without VIEW_TOKEN_SECRET', async () => {
    const { VIEW_TOKEN_SECRET: _, ...without } = settings();
    const { child, output } = hostedEntryProcess(
      { ...without, RATE_LIMIT_SALT: 'test-salt' },
      'field-report',
    );
    expect(await exited(child)).not.toBe(0);
    expect(output()).toContain('The secret VIEW_TOKEN_SECRET is not set');
  }, 60_000);

  it('refuses to start without RATE_LIMIT_SALT', async () => {
    const { child, output } = hostedEntryProcess(settings(), 'field-report');
    expect(await exited(child)).not.toBe(0);
    expect(output()).toContain('The secret RATE_LIMIT_SALT is not set');
  }, 60_000);
});

describe('field report: the local Node server', () => {
  let dir: string;
  let server: RunningProcess;

  beforeAll(async () => {
    await compileServer();
    dir = mkdtempSync(join(tmpdir(), 'field-attacks-'));
    server = await startLocalServer({
      PARTNERS_DATA_DIR: join(dir, 'data'),
      PARTNERS_MAILBOX_DIR: join(dir, 'mailbox'),
      ALLOWED_ORIGINS: SITE,
      VIEW_TOKEN_SECRET: SECRET,
      PARTNERS_TRUSTED_PROXY_HOPS: '1',
      FIELD_REPORT_RATE_LIMIT_MAX: '1000',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('replays the attacks on the canary evidence: none moves the verdict, the control does', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const target: FieldTarget = {
      secret: SECRET,
      send: (body, headers) => postFrom(`${base}/functions/v1/field-report`, body, nextVisitor(), headers),
      summary: async (release, run) => {
        const answer = await fetch(`${base}/local/field?release=${release}&run=${encodeURIComponent(run)}`);
        expect(answer.status).toBe(200);
        return answer.json();
      },
    };
    const figures = await replayFieldAttacks(target);
    console.log(`[attacks on the local API] ${JSON.stringify(figures)}`);
  }, 120_000);

  it('answers 400, not 500, to a since it cannot use', async () => {
    const base = `http://127.0.0.1:${server.port}/local/field?release=r1&since=`;
    for (const since of ['+275760-09-13T00:00:00.000Z', 'yesterday', '1970-01-01T00:00:00Z'])
      expect((await fetch(base + encodeURIComponent(since))).status, since).toBe(400);
    expect((await fetch(`${base}2026-12-01T00:00:00Z`)).status).toBe(200);
  });
});

it('deno check type-checks the field report entry and its shared code', async () => {
  await expect(denoCheckFieldReport()).resolves.toBeDefined();
}, 120_000);
