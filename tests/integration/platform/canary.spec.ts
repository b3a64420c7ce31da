// A remote shipped to a share of visitors first, on the edge runtime (decision 096): the blog
// team's new version becomes a canary with `npm run promote -- blog@<v> --canary 10`, the
// Worker splits visitors by their bucket cookie, the pages report to the field endpoint, and
// the watcher advances a healthy canary through its stages (time injected) and aborts a
// broken one by itself after real visits in Chromium. The deployment is served by
// `npm run serve:deploy` (workerd) on ports of its own, beside the site the other specs use.
// Issue 45's attacks are replayed on it beside real visits (decision 071): forged failing
// beacons do not abort the healthy canary, forged clean ones do not save the broken one.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { mintViewToken } from '@intenta/serve/view-token.mjs';
import { localViewTokenSecret } from '@intenta/workspace/view-token-secret.mjs';
import { expect, test } from '../../support/fixtures';
import { copyOfCheckout } from '../../support/checkout';
import {
  currentReleaseOf,
  ledgerOf,
  releaseCommand as releaseCommandIn,
  versionsReleased,
} from '../../support/release-cli';
import { publishBuilds, startServeDeploy, stopChild, workerdRestarts } from '../../support/served-deployment';
import { repoRoot } from '../../support/servers';

const OFFSET = 80 + Number(process.env.PORT_OFFSET ?? 0);
const shellPort = 3000 + OFFSET;
const apiPort = 54321 + OFFSET;
const BUCKET_COOKIE = 'intenta_bucket';
/** A bucket below every share is always on the canary; 999 never is (shares stay below 100 %). */
const CANARY_BUCKET = '0';
const CURRENT_BUCKET = '999';
const POSTS = [
  '/blog/cost-of-irrelevance',
  '/blog/ai-search-revolution',
  '/blog/stuck-at-1-2-percent-conversion',
];

interface Canary {
  app: string;
  version: string;
  release: string;
  base: string;
  share: number;
  state: string;
  startedAt: string;
  reason?: string;
}
interface FieldSummary {
  views: number;
  errorFreeViews: number;
  failedRemoteLoads: number;
  edge: { documents: number; failedDocuments: number; failedAssets: number };
}

let tmp: string;
let env: NodeJS.ProcessEnv;
let deployDir: string;
let team: string;
let server: ChildProcess | undefined;
let healthyBlog: string;
let faultyBlog: string;

const releaseCommand = (...args: string[]) => releaseCommandIn(repoRoot, env, ...args);
const canaryState = () => JSON.parse(readFileSync(join(deployDir, 'canary.json'), 'utf8')) as Canary;

/** A GET of the served site with the headers a browser would send (a cookie, the Host). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = request(
      { port: shellPort, path, headers: { host: `localhost:${shellPort}`, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const releaseServedTo = async (bucket: string) =>
  (await get('/blog', { cookie: `${BUCKET_COOKIE}=${bucket}` })).headers['x-intenta-release'];

/** The field endpoint's figures for one release (the local API's loopback-only summary). */
async function field(release: string): Promise<FieldSummary> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/local/field?release=${release}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FieldSummary;
}

/** The view token a page answer of the served site carried, for a visitor of one bucket. */
async function servedToken(bucket: string) {
  const page = await get(POSTS[0]!, { cookie: `${BUCKET_COOKIE}=${bucket}` });
  const token = /<html[^>]* data-view-token="([^"]+)"/.exec(page.body)?.[1];
  expect(token).toBeTruthy();
  return { token: token!, release: String(page.headers['x-intenta-release']) };
}

/** A beacon as a served post page sends it, naming a release and its versions. */
const beaconOf = (release: string, token: string, over: Record<string, unknown> = {}) => ({
  v: 1,
  token,
  view: 1,
  release,
  versions: ledgerOf(deployDir).releases.find((r) => r.id === release)!.versions,
  route: '/blog/:slug',
  lang: 'en',
  errors: 0,
  failedRemoteLoads: [],
  formSends: 0,
  failedFormSends: 0,
  ...over,
});

/** POSTs beacons to the field endpoint as the site's page would (headers override); the statuses counted. */
async function sendBeacons(bodies: unknown[], headers: Record<string, string> = {}) {
  const statuses: Record<number, number> = {};
  for (let i = 0; i < bodies.length; i += 50) {
    const answers = await Promise.all(
      bodies.slice(i, i + 50).map((body) =>
        fetch(`http://127.0.0.1:${apiPort}/functions/v1/field-report`, {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries({
              'content-type': 'text/plain',
              origin: `http://localhost:${shellPort}`,
              ...headers,
            }).filter(([, value]) => value !== ''),
          ),
          body: JSON.stringify(body),
        }),
      ),
    );
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  return statuses;
}

/**
 * `views` page views in a consenting Chromium visitor of one bucket: post pages in turn, each
 * left for the next (the page reports its view when it is left), the last by closing it.
 */
async function visit(browser: Browser, bucket: string, views: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: BUCKET_COOKIE, value: bucket, domain: 'localhost', path: '/' }]);
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  const page = await context.newPage();
  for (let view = 0; view < views; view += 1) {
    await page.goto(`http://localhost:${shellPort}${POSTS[view % POSTS.length]}`);
    await expect(page.locator('#root[data-hydration="committed"]')).toBeAttached();
  }
  await page.close({ runBeforeUnload: true });
  await context.close();
}

/** Builds and uploads the blog of the team's checkout, with `change` applied to one file. */
async function releaseBlogWith(file: string, change: (source: string) => string) {
  const path = join(team, 'mf-blog/src/features/blog/components', file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, change(original));
  const released = await releaseCommandIn(team, env, 'release', '--json', 'blog');
  writeFileSync(path, original);
  expect(released.code, released.stderr).toBe(0);
  return versionsReleased(released).blog!;
}

test.describe('a canary of one remote, judged by the field', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    tmp = mkdtempSync(join(tmpdir(), 'intenta-canary-'));
    deployDir = join(tmp, 'deploy');
    env = {
      ...process.env,
      DEPLOY_DIR: deployDir,
      PORT_OFFSET: String(OFFSET),
      PARTNERS_DATA_DIR: join(tmp, 'partners-data'),
      PARTNERS_MAILBOX_DIR: join(tmp, 'partners-mailbox'),
    };
    await publishBuilds(env, deployDir);

    // The blog team's two new versions: one healthy, one whose post page throws, but only for
    // visitors who consented to measurement (code the preflight, a visitor without consent,
    // never runs): the kind of fault only the field sees.
    team = join(tmp, 'blog-team');
    await copyOfCheckout(team);
    healthyBlog = await releaseBlogWith('PostCard.tsx', (source) =>
      source.replace('data-testid="post-card"', 'data-testid="post-card" data-canary-healthy=""'),
    );
    faultyBlog = await releaseBlogWith('BlogPostPage.tsx', (source) =>
      source
        .replace('import { Suspense, use, useMemo,', 'import { Suspense, use, useEffect, useMemo,')
        .replace(
          '  const post = useMemo(() => findPost(allPosts, slug, lang), [slug, lang]);',
          `  const post = useMemo(() => findPost(allPosts, slug, lang), [slug, lang]);
  useEffect(() => {
    if (localStorage.getItem('cookie-consent') !== 'accepted') return;
    setTimeout(() => {
      throw new Error('reading tracker: no article to track');
    });
  }, []);`,
        ),
    );
    expect(faultyBlog).not.toBe(healthyBlog);

    server = await startServeDeploy({ ...env, CANARY_WATCH_EVERY_MS: '2000' });
  });

  test.afterAll(async () => {
    await stopChild(server);
    rmSync(tmp, { recursive: true, force: true });
  });

  test('a healthy canary gets its share of visitors, keeps each one, and advances to promotion', async ({
    browser,
  }) => {
    const base = currentReleaseOf(deployDir);
    const started = await releaseCommand(
      'promote',
      `blog@${healthyBlog}`,
      '--canary',
      '10',
      '--stages',
      '50',
      '--every',
      '30m',
    );
    expect(started.code, started.stderr + started.stdout).toBe(0);
    expect(started.stdout).toContain('serves 10 % of visitors');
    const canary = canaryState();
    expect(canary).toMatchObject({ app: 'blog', version: healthyBlog, base, share: 10, state: 'running' });

    // Visitors without a cookie: each is given a bucket, and about a tenth get the canary.
    await expect.poll(() => releaseServedTo(CANARY_BUCKET), { timeout: 60_000 }).toBe(canary.release);
    const answers = await Promise.all(Array.from({ length: 400 }, () => get('/blog')));
    const onCanary = answers.filter((a) => a.headers['x-intenta-release'] === canary.release).length;
    // 10 % of 400 is 40; ±3.7 standard deviations (σ = 6) is 18–62: a spec that never flakes.
    expect(onCanary).toBeGreaterThanOrEqual(18);
    expect(onCanary).toBeLessThanOrEqual(62);
    for (const answer of answers)
      expect(String(answer.headers['set-cookie'])).toMatch(/intenta_bucket=\d{1,3};/);

    // One visitor keeps their release on every page and every reload.
    for (const path of ['/', '/blog', POSTS[0]!, '/es/blog', '/partners', '/blog'])
      expect(
        (await get(path, { cookie: `${BUCKET_COOKIE}=${CANARY_BUCKET}` })).headers['x-intenta-release'],
      ).toBe(canary.release);
    expect(await releaseServedTo(CURRENT_BUCKET)).toBe(base);

    // Forged failing beacons for the canary, before and beside real visits: refused, uncounted.
    const failing = { errors: 3, failedRemoteLoads: [{ app: 'blog', version: healthyBlog }] };
    const served = await servedToken(CANARY_BUCKET);
    expect(served.release).toBe(canary.release);
    const secret = localViewTokenSecret(apiPort);
    const expired = await mintViewToken(secret, {
      release: canary.release,
      side: 'canary',
      run: canary.startedAt,
      versions: beaconOf(canary.release, '').versions,
      now: Date.now() - 7 * 3600_000,
    });
    const attacks = {
      noToken: await sendBeacons(Array.from({ length: 400 }, () => beaconOf(canary.release, '', failing))),
      forgedToken: await sendBeacons(
        Array.from({ length: 100 }, (_, i) =>
          beaconOf(canary.release, `${served.token.slice(0, -4)}${i}AAA`, failing),
        ),
      ),
      expired: await sendBeacons([beaconOf(canary.release, expired, failing)]),
      otherRelease: await sendBeacons([beaconOf(base, served.token, failing)]),
      foreignOrigin: await sendBeacons([beaconOf(canary.release, served.token, failing)], {
        origin: 'https://evil.example',
      }),
      noOrigin: await sendBeacons([beaconOf(canary.release, served.token, failing)], { origin: '' }),
      // One heavy beacon under a real token weighs one view; its replays count nothing.
      heavy: await sendBeacons([
        beaconOf(canary.release, served.token, {
          errors: 1000,
          failedRemoteLoads: Array.from({ length: 10 }, () => failing.failedRemoteLoads[0]),
          formSends: 100,
          failedFormSends: 100,
          inp: 600_000,
          consent: true,
        }),
      ]),
      replayed: await sendBeacons(
        Array.from({ length: 40 }, () => beaconOf(canary.release, served.token, failing)),
      ),
    };
    expect(attacks).toEqual({
      noToken: { 403: 400 },
      forgedToken: { 403: 100 },
      expired: { 403: 1 },
      otherRelease: { 403: 1 },
      foreignOrigin: { 403: 1 },
      noOrigin: { 403: 1 },
      heavy: { 204: 1 },
      replayed: { 409: 40 },
    });
    expect(await field(canary.release)).toMatchObject({ views: 1, failedRemoteLoads: 1 });

    // Real visits on both sides, then the watcher's looks at injected times.
    await visit(browser, CANARY_BUCKET, 30);
    await visit(browser, CURRENT_BUCKET, 21);
    await expect
      .poll(async () => (await field(canary.release)).views, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(31);
    await expect.poll(async () => (await field(base)).views, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    const at = (minutes: number) => new Date(Date.parse(canary.startedAt) + minutes * 60_000).toISOString();
    const advanced = await releaseCommand('canary', '--check', '--now', at(31));
    expect(advanced.stdout).toContain('advanced to 50 %');
    expect(canaryState()).toMatchObject({ share: 50, state: 'running' });
    const promoted = await releaseCommand('canary', '--check', '--now', at(62));
    expect(promoted.stdout).toContain('promoted');
    expect(currentReleaseOf(deployDir)).toBe(canary.release);
    await expect.poll(() => releaseServedTo(CURRENT_BUCKET), { timeout: 60_000 }).toBe(canary.release);
    const status = await releaseCommand('canary');
    expect(status.stdout).toContain(`Canary blog@${healthyBlog} (release ${canary.release}): promoted`);
  });

  test('a canary whose post page throws in the browser is aborted by the watcher, and everyone is back', async ({
    browser,
  }) => {
    const base = currentReleaseOf(deployDir);
    const started = await releaseCommand('promote', `blog@${faultyBlog}`, '--canary', '10');
    expect(started.code, started.stderr + started.stdout).toBe(0);
    const canary = canaryState();
    await expect.poll(() => releaseServedTo(CANARY_BUCKET), { timeout: 60_000 }).toBe(canary.release);

    // 1,200 forged clean beacons for the canary beside the real visits: none is counted.
    const served = await servedToken(CANARY_BUCKET);
    const forged = await sendBeacons([
      ...Array.from({ length: 1000 }, () => beaconOf(canary.release, '')),
      ...Array.from({ length: 200 }, () => beaconOf(canary.release, served.token)),
    ]);
    expect(forged).toEqual({ 403: 1000, 204: 1, 409: 199 });

    await visit(browser, CANARY_BUCKET, 21);
    await visit(browser, CURRENT_BUCKET, 21);
    const restartsBefore = await workerdRestarts(server!);

    // The Worker's scheduled handler, fired by serve:deploy every few seconds
    // (CANARY_WATCH_EVERY_MS), aborts it in KV: no command here, no deploy, no restart.
    await expect.poll(() => releaseServedTo(CANARY_BUCKET), { timeout: 60_000 }).toBe(base);
    expect(await workerdRestarts(server!)).toBe(restartsBefore);
    await expect.poll(() => canaryState().state, { timeout: 60_000 }).toBe('aborted');
    expect(canaryState().reason).toContain('page views with an error');
    expect(currentReleaseOf(deployDir)).toBe(base);
    await expect.poll(() => releaseServedTo(CANARY_BUCKET), { timeout: 60_000 }).toBe(base);
    const status = await releaseCommand('canary');
    expect(status.stdout).toContain('aborted');
    expect(status.stdout).toContain('Why: page views with an error');
    // No canary: no bucket is handed out.
    expect((await get('/blog')).headers['set-cookie']).toBeUndefined();
  });

  test('a canary remote that fails to load in the browser is replaced by the current one, and reported', async ({
    page,
  }) => {
    const started = await releaseCommand('promote', `blog@${faultyBlog}`, '--canary', '10', '--every', '1d');
    expect(started.code, started.stderr + started.stdout).toBe(0);
    const canary = canaryState();
    await expect.poll(() => releaseServedTo(CANARY_BUCKET), { timeout: 60_000 }).toBe(canary.release);
    // The canary's blog files vanish from its origin (a broken upload).
    const versionDir = join(deployDir, 'apps/blog', faultyBlog);
    renameSync(versionDir, `${versionDir}.gone`);
    try {
      await page
        .context()
        .addCookies([{ name: BUCKET_COOKIE, value: CANARY_BUCKET, domain: 'localhost', path: '/' }]);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.goto(`http://localhost:${shellPort}/blog`);
      await expect(page.locator('#root[data-hydration="committed"]')).toBeAttached();
      // The current release's blog was loaded instead...
      const currentBlog = ledgerOf(deployDir).releases.find((r) => r.id === canary.base)!.versions.blog;
      expect(asked).toContain(`http://localhost:${shellPort + 2}/${currentBlog}/mf-manifest.json`);
      // ...and the list is the app's, not served HTML left as it was: its search filters.
      const cards = page.getByTestId('post-card');
      const all = await cards.count();
      await page.getByRole('searchbox').first().fill('irrelevance');
      await expect.poll(() => cards.count()).toBeLessThan(all);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await page.close({ runBeforeUnload: true });
      await expect
        .poll(async () => (await field(canary.release)).failedRemoteLoads, { timeout: 30_000 })
        .toBeGreaterThan(0);
      // The edge saw it too: the canary version's manifest answered 404 (decision 071).
      await expect
        .poll(async () => (await field(canary.release)).edge.failedAssets, { timeout: 30_000 })
        .toBeGreaterThan(0);
    } finally {
      renameSync(`${versionDir}.gone`, versionDir);
      await releaseCommand('canary', '--abort');
    }
  });
});
