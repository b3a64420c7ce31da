// @vitest-environment node
// The Worker on workerd (Miniflare) over a small deployment laid out by hand: the field
// evidence of decision 071. A page answer carries a view token of its own, minted within the
// client's limit; during a canary the edge counts each side's documents and failed remote files
// and sends them signed; in production only reviewers force a side or open a preview.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readViewToken,
  verifySignature,
} from '../../partner-api/supabase/functions/_shared/field-report/view-token.ts';
import { bundleWorker, COMPATIBILITY_DATE } from '../local-host.mjs';
import { fieldSummary } from '@intenta/test-helpers/field-summary';
import type { FieldSummary } from './canary-verdict.mjs';
import { ROUTING_KEY, summaryReadText } from './canary-watch.mjs';
import { reviewCredential } from './reviewers.mjs';

const SECRET = 'worker test secret';
const SITE = 'http://site.test';
const BLOG = 'http://blog.test';
const STARTED = '2026-12-01T10:00:00.000Z';
const VERSIONS = {
  r1: { shell: 's1', blog: 'b1' },
  r2: { shell: 's1', blog: 'b2' },
};

let dir: string;
let script: string;
let reports: { body: string; signature: string }[] = [];
/** What the field endpoint answers a signed summary read with, per release; and the reads it got. */
let summaries: Record<string, FieldSummary> = {};
let summaryReads: { release: string; run: string; signed: boolean }[] = [];
let reportServer: Server;
let reportUrl: string;
const workers: Miniflare[] = [];

function page(title: string) {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${title}</body></html>`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edge-worker-'));
  for (const id of ['r1', 'r2']) {
    mkdirSync(join(dir, 'releases', id, 'blog'), { recursive: true });
    writeFileSync(join(dir, 'releases', id, 'index.html'), page(`home ${id}`));
    writeFileSync(join(dir, 'releases', id, 'blog.html'), page(`blog ${id}`));
    writeFileSync(join(dir, 'releases', id, '_headers'), '');
    writeFileSync(join(dir, 'releases', id, '_redirects'), '');
  }
  mkdirSync(join(dir, 'apps/blog/b1'), { recursive: true });
  writeFileSync(join(dir, 'apps/blog/b1/mf-manifest.json'), '{}');
  script = await bundleWorker();
  reportServer = createServer(async (req, res) => {
    if (req.method === 'GET') {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      const fields = { release: '', since: '', run: '', at: '' };
      for (const name of Object.keys(fields) as (keyof typeof fields)[]) fields[name] = query.get(name) ?? '';
      const signature = String(req.headers['x-intenta-edge-signature']);
      const signed = await verifySignature(SECRET, summaryReadText(fields), signature);
      summaryReads.push({ release: fields.release, run: fields.run, signed });
      const summary = summaries[fields.release];
      if (!signed || !summary) return void res.writeHead(403).end();
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(summary));
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      reports.push({ body, signature: String(req.headers['x-intenta-edge-signature']) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => reportServer.listen(0, '127.0.0.1', done));
  const address = reportServer.address();
  reportUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/field-report`;
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.dispose()));
  reportServer?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The routing state: r1 current, r2 published beside it, and this canary. */
const routingWith = (canary: Record<string, unknown> | null) => ({
  origins: { shell: SITE, blog: BLOG },
  current: 'r1',
  releases: ['r1', 'r2'],
  canary,
  remotePageHeaders: {},
  versions: VERSIONS,
});

/** The Worker with a routing state and a mode; `dispatchFetch` plays the visitor. */
async function worker({
  canary = null as Record<string, unknown> | null,
  mode = 'local',
  limit = 1000,
  kv = false,
} = {}) {
  const mf = new Miniflare({
    modules: true,
    ...(kv ? { kvNamespaces: ['ROUTING_KV'], kvPersist: false } : {}),
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: {
      ROUTING: routingWith(canary),
      VIEW_TOKEN_SECRET: SECRET,
      FIELD_REPORT_URL: reportUrl,
      EDGE_REPORT_EVERY_MS: '0',
      ROUTING_CACHE_MS: '0',
      SITE_MODE: mode,
    },
    ratelimits: { VIEW_LIMIT: { simple: { limit, period: 60 } } },
    assets: {
      directory: dir,
      binding: 'ASSETS',
      workerName: 'site',
      assetConfig: { html_handling: 'none', not_found_handling: 'none' },
      routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
    },
  });
  workers.push(mf);
  await mf.ready;
  return mf;
}

const RUNNING = {
  app: 'blog',
  version: 'b2',
  release: 'r2',
  base: 'r1',
  share: 10,
  state: 'running',
  startedAt: STARTED,
};
const tokenOf = (html: string) => /<html[^>]* data-view-token="([^"]+)"/.exec(html)?.[1];

describe('the Worker: view tokens', () => {
  it('gives each page answer a token of its own naming its release, side and versions, and no ETag', async () => {
    const mf = await worker();
    const answers = await Promise.all([mf.dispatchFetch(`${SITE}/`), mf.dispatchFetch(`${SITE}/`)]);
    const tokens = [];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('etag')).toBeNull();
      const html = await answer.text();
      expect(html).toContain('<title>home r1</title>');
      tokens.push(tokenOf(html)!);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    const reading = await readViewToken(SECRET, tokens[0]!, new Date());
    expect(reading).toMatchObject({ ok: true, claims: { r: 'r1', s: 'only', k: '', v: VERSIONS.r1 } });
    // A remote's file is not a page: no token, untouched.
    expect(await (await mf.dispatchFetch(`${BLOG}/b1/mf-manifest.json`)).text()).toBe('{}');
  });

  it("mints within the client address's limit, then serves the page without one", async () => {
    const mf = await worker({ limit: 2 });
    const from = (address: string) =>
      mf.dispatchFetch(`${SITE}/blog`, { headers: { 'CF-Connecting-IP': address } }).then((a) => a.text());
    const pages = [await from('198.51.100.1'), await from('198.51.100.1'), await from('198.51.100.1')];
    expect(pages.map((html) => Boolean(tokenOf(html)))).toEqual([true, true, false]);
    expect(pages[2]).toContain('<title>blog r1</title>');
    expect(tokenOf(await from('198.51.100.2'))).toBeTruthy();
  });

  it("names the canary run and side in a canary's tokens", async () => {
    const mf = await worker({ canary: RUNNING });
    const onCanary = await mf.dispatchFetch(`${SITE}/blog`, { headers: { cookie: 'intenta_bucket=0' } });
    const reading = await readViewToken(SECRET, tokenOf(await onCanary.text())!, new Date());
    expect(reading).toMatchObject({ ok: true, claims: { r: 'r2', s: 'canary', k: STARTED, v: VERSIONS.r2 } });
  });
});

describe('the Worker: what the edge saw', () => {
  it("counts a canary side's documents and its remote version's missing files, and sends them signed", async () => {
    reports = [];
    const mf = await worker({ canary: RUNNING });
    await (await mf.dispatchFetch(`${SITE}/blog`, { headers: { cookie: 'intenta_bucket=0' } })).text();
    await (await mf.dispatchFetch(`${SITE}/blog`, { headers: { cookie: 'intenta_bucket=999' } })).text();
    // The canary's blog version was never uploaded; the current one's file exists.
    expect((await mf.dispatchFetch(`${BLOG}/b2/mf-manifest.json`)).status).toBe(404);
    expect((await mf.dispatchFetch(`${BLOG}/b1/mf-manifest.json`)).status).toBe(200);
    await expect.poll(() => reports.length).toBeGreaterThanOrEqual(3);
    const totals = new Map<string, { documents: number; failedAssets: number }>();
    for (const report of reports) {
      expect(await verifySignature(SECRET, report.body, report.signature)).toBe(true);
      for (const c of JSON.parse(report.body).counts) {
        const t = totals.get(c.release) ?? { documents: 0, failedAssets: 0 };
        totals.set(c.release, {
          documents: t.documents + c.documents,
          failedAssets: t.failedAssets + c.failedAssets,
        });
        expect(c.run).toBe(STARTED);
      }
    }
    expect(Object.fromEntries(totals)).toEqual({
      r2: { documents: 1, failedAssets: 1 },
      r1: { documents: 1, failedAssets: 0 },
    });
  });
});

describe("the Worker: the canary's watcher on its schedule", () => {
  const figures = (views: number, errorFree: number) => fieldSummary(views, { errorFreeViews: errorFree });
  const STAGED = { ...RUNNING, stages: [10, 50], stageIndex: 0, every: 1_800_000, stageStartedAt: STARTED };

  /** The Worker with the routing state in KV, as the release commands write it. */
  async function withKv(canary: Record<string, unknown>) {
    const mf = await worker({ kv: true });
    const kv = (await mf.getKVNamespace('ROUTING_KV')) as unknown as {
      get: (key: string) => Promise<string | null>;
      put: (key: string, value: string) => Promise<void>;
    };
    await kv.put(ROUTING_KEY, JSON.stringify(routingWith(canary)));
    const routingNow = async () => JSON.parse((await kv.get(ROUTING_KEY)) ?? 'null');
    const scheduled = async () => {
      const fetcher = (await mf.getWorker()) as unknown as {
        scheduled: (options: { cron: string }) => Promise<{ outcome: string }>;
      };
      expect((await fetcher.scheduled({ cron: '* * * * *' })).outcome).toBe('ok');
    };
    return { mf, routingNow, scheduled };
  }

  it('aborts a failing canary in KV, read with a signed query; every visitor is on the current release at once', async () => {
    summaries = { r2: figures(200, 20), r1: figures(200, 200) };
    summaryReads = [];
    const { mf, routingNow, scheduled } = await withKv(STAGED);
    const canaryCookie = { headers: { cookie: 'intenta_bucket=0' } };
    expect((await mf.dispatchFetch(`${SITE}/`, canaryCookie)).headers.get('x-intenta-release')).toBe('r2');
    await scheduled();
    expect(summaryReads).toEqual([
      { release: 'r2', run: STARTED, signed: true },
      { release: 'r1', run: STARTED, signed: true },
    ]);
    const after = await routingNow();
    expect(after.current).toBe('r1');
    expect(after.canary).toMatchObject({ state: 'aborted', release: 'r2' });
    expect(after.canary.reason).toMatch(/error/);
    // The next request, on the same bucket, reads the abort: no deploy, no restart.
    expect((await mf.dispatchFetch(`${SITE}/`, canaryCookie)).headers.get('x-intenta-release')).toBe('r1');
  });

  it('writes nothing while it holds or a healthy stage is not over, advances after it, and promotes after the last', async () => {
    summaryReads = [];
    summaries = { r2: figures(5, 5), r1: figures(500, 500) };
    const { routingNow, scheduled } = await withKv({ ...STAGED, stageStartedAt: new Date().toISOString() });
    const before = await routingNow();
    await scheduled();
    expect(await routingNow()).toEqual(before);
    summaries = { r2: figures(400, 400), r1: figures(400, 400) };
    await scheduled();
    expect(await routingNow()).toEqual(before);

    const over = await withKv(STAGED);
    await over.scheduled();
    expect((await over.routingNow()).canary).toMatchObject({ state: 'running', share: 50, stageIndex: 1 });
    const last = await withKv({ ...STAGED, stageIndex: 1, share: 50 });
    await last.scheduled();
    const promoted = await last.routingNow();
    expect(promoted.current).toBe('r2');
    expect(promoted.canary).toMatchObject({ state: 'promoted', release: 'r2' });
  });

  it('changes nothing when the field cannot be read', async () => {
    summaries = {};
    const { routingNow, scheduled } = await withKv(STAGED);
    const before = await routingNow();
    await scheduled();
    expect(await routingNow()).toEqual(before);
  });
});

describe('the Worker: who chooses', () => {
  it('locally, a forced side and a preview host stay open', async () => {
    const mf = await worker({ canary: RUNNING });
    const forced = await mf.dispatchFetch(`${SITE}/blog`, {
      headers: { 'X-Intenta-Side': 'canary', cookie: 'intenta_bucket=999' },
    });
    expect(forced.headers.get('x-intenta-release')).toBe('r2');
    expect((await mf.dispatchFetch('http://r2.preview.site.test/')).status).toBe(200);
  });

  it('in production, a visitor neither picks a bucket nor forces a side, and previews need a review link', async () => {
    const mf = await worker({ canary: RUNNING, mode: 'production' });
    // A hand-made bucket cookie is not the edge's: a new, signed bucket is drawn.
    const picked = await mf.dispatchFetch(`${SITE}/blog`, { headers: { cookie: 'intenta_bucket=0' } });
    expect(picked.headers.get('set-cookie')).toMatch(/^intenta_bucket=\d{1,3}\.[\w-]{22};/);
    const signed = /^intenta_bucket=([^;]+);/.exec(picked.headers.get('set-cookie')!)![1]!;
    const again = await mf.dispatchFetch(`${SITE}/blog`, { headers: { cookie: `intenta_bucket=${signed}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.headers.get('x-intenta-release')).toBe(picked.headers.get('x-intenta-release'));
    // Forcing a side is ignored without the credential.
    const releases = new Set<string | null>();
    for (let i = 0; i < 20; i++) {
      const forced = await mf.dispatchFetch(`${SITE}/blog`, {
        headers: { 'X-Intenta-Side': 'canary', cookie: `intenta_bucket=${signed}` },
      });
      releases.add(forced.headers.get('x-intenta-release'));
    }
    expect(releases).toEqual(new Set([picked.headers.get('x-intenta-release')]));

    // A preview: 403 without a credential, a review link sets its cookie, then it opens.
    expect((await mf.dispatchFetch('http://r2.preview.site.test/')).status).toBe(403);
    const credential = await reviewCredential(SECRET, 'r2', Date.now() + 3600_000);
    const link = await mf.dispatchFetch(`http://r2.preview.site.test/blog?review=${credential}`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('/blog');
    expect(link.headers.get('set-cookie')).toContain(`intenta_review=${credential};`);
    const reviewed = await mf.dispatchFetch('http://r2.preview.site.test/blog', {
      headers: { cookie: `intenta_review=${credential}` },
    });
    expect(reviewed.status).toBe(200);
    // Another release's credential, or an expired one, opens nothing.
    const otherRelease = await reviewCredential(SECRET, 'r1', Date.now() + 3600_000);
    const expired = await reviewCredential(SECRET, 'r2', Date.now() - 1000);
    for (const bad of [otherRelease, expired])
      expect(
        (
          await mf.dispatchFetch('http://r2.preview.site.test/', {
            headers: { cookie: `intenta_review=${bad}` },
          })
        ).status,
      ).toBe(403);
    // With the site's credential, a reviewer forces the canary.
    const site = await reviewCredential(SECRET, 'site', Date.now() + 3600_000);
    const reviewer = await mf.dispatchFetch(`${SITE}/blog`, {
      headers: { 'X-Intenta-Side': 'canary', cookie: `intenta_review=${site}; intenta_bucket=${signed}` },
    });
    expect(reviewer.headers.get('x-intenta-release')).toBe('r2');
  });

  it("in production, an aborted canary's preview expires a day after the abort", async () => {
    const ended = new Date(Date.now() - 25 * 3600_000).toISOString();
    const mf = await worker({ canary: { ...RUNNING, state: 'aborted', endedAt: ended }, mode: 'production' });
    const credential = await reviewCredential(SECRET, 'r2', Date.now() + 3600_000);
    const answer = await mf.dispatchFetch('http://r2.preview.site.test/', {
      headers: { cookie: `intenta_review=${credential}` },
    });
    expect(answer.status).toBe(410);
  });
});
