// The canary split, in the Worker that serves the deployment (edge/src/worker.mjs, served by
// `npm run serve:deploy` on workerd): a share of new visitors gets the canary release, each keeps
// their side through a first-party cookie holding their bucket, review can force a side, and an
// aborted canary sends everyone back to the current release. No cookie when no canary runs.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import { getFromDeployment } from '../../support/deployment-get';
import { ledgerOf } from '../../support/release-cli';
import { publishBuilds, startServeDeploy, stopChild, workerdRestarts } from '../../support/served-deployment';

// Beside the site under test and the other deployment specs, shifted with them.
const OFFSET = 50 + Number(process.env.PORT_OFFSET ?? 0);
const shellPort = 3000 + OFFSET;
const CANARY_MARK = '<!-- intenta canary release -->';
const SHARE = 10;
/** 400 new visitors at a 10 % share: accept 4.4 %–15.6 % (±3.7σ of the binomial), never flaky. */
const VISITORS = 400;
const PAGES = ['/', '/blog', '/es/partners', '/es/blog', '/partners'];

let tmp: string;
let deployDir: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | undefined;
let current: string;
let canary: string;

const get = (path: string, headers: Record<string, string> = {}) =>
  getFromDeployment(shellPort, path, `localhost:${shellPort}`, headers);
const releaseOf = (answer: { headers: Record<string, unknown> }) => answer.headers['x-intenta-release'];
const cookieFor = (bucket: number) => ({ cookie: `intenta_bucket=${bucket}` });

/**
 * Starts (or ends) a canary as the release tools keep it. `npm run promote -- blog@<v> --canary 10`
 * writes the same file; the release here is a copy of the current one with a mark in its pages.
 * @param state 'running' | 'aborted'
 */
function writeCanary(state: string) {
  const blog = ledgerOf(deployDir).releases.find((r) => r.id === current)!.versions.blog;
  const now = new Date().toISOString();
  const file = {
    app: 'blog',
    version: blog,
    release: canary,
    base: current,
    share: SHARE,
    stages: [10, 25, 50],
    stageIndex: 0,
    every: 1_800_000,
    startedAt: now,
    stageStartedAt: now,
    state,
  };
  writeFileSync(join(deployDir, 'canary.json.tmp'), JSON.stringify(file, null, 2));
  // Renamed into place, as the release tools write: a reader never sees half a file.
  renameSync(join(deployDir, 'canary.json.tmp'), join(deployDir, 'canary.json'));
}

/** A copy of the current release with a mark in every page, registered as a preview release. */
function publishCanaryRelease() {
  canary = `${current}-canary`;
  const folder = join(deployDir, 'releases', canary);
  cpSync(join(deployDir, 'releases', current), folder, { recursive: true });
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const page = join(folder, name);
    writeFileSync(page, readFileSync(page, 'utf8').replace('</body>', `${CANARY_MARK}</body>`));
    // The precompressed copies would still be the current release's pages.
    rmSync(`${page}.br`, { force: true });
    rmSync(`${page}.gz`, { force: true });
  }
  const ledger = JSON.parse(readFileSync(join(deployDir, 'ledger.json'), 'utf8'));
  const base = ledger.releases.find((r: { id: string }) => r.id === current);
  ledger.releases.push({ ...base, id: canary, createdAt: new Date().toISOString(), preview: true });
  writeFileSync(join(deployDir, 'ledger.json'), `${JSON.stringify(ledger, null, 2)}\n`);
}

test.describe('the canary split on the edge', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    tmp = mkdtempSync(join(tmpdir(), 'intenta-canary-'));
    deployDir = join(tmp, 'deploy');
    env = {
      ...process.env,
      DEPLOY_DIR: deployDir,
      PORT_OFFSET: String(OFFSET),
      PARTNERS_DATA_DIR: join(tmp, 'partners-data'),
      PARTNERS_MAILBOX_DIR: join(tmp, 'partners-mailbox'),
    };
    ({ release: current } = await publishBuilds(env, deployDir));
    publishCanaryRelease();
    server = await startServeDeploy(env);
  });

  test.afterAll(async () => {
    await stopChild(server);
    rmSync(tmp, { recursive: true, force: true });
  });

  test('without a canary, every visitor gets the current release and no cookie', async () => {
    for (const path of PAGES) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(releaseOf(answer)).toBe(current);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  test('new visitors get the canary in its share, each with a cookie that keeps their side', async () => {
    writeCanary('running');
    let onCanary = 0;
    for (let visitor = 0; visitor < VISITORS; visitor++) {
      const answer = await get(PAGES[visitor % PAGES.length]!);
      expect(answer.status).toBe(200);
      const cookie = ([answer.headers['set-cookie']].flat()[0] ?? '') as string;
      const bucket = Number(/^intenta_bucket=(\d{1,3});/.exec(cookie)?.[1]);
      expect(cookie).toMatch(/^intenta_bucket=\d{1,3}; Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly$/);
      // The first answer already serves the side the new cookie keeps.
      const side = bucket < SHARE * 10 ? canary : current;
      expect(releaseOf(answer)).toBe(side);
      expect(answer.body.includes(CANARY_MARK)).toBe(side === canary);
      expect(answer.headers.vary).toBe('Accept-Encoding, Cookie, X-Intenta-Side');
      if (side === canary) onCanary += 1;
    }
    expect(onCanary).toBeGreaterThanOrEqual(Math.ceil(VISITORS * 0.044));
    expect(onCanary).toBeLessThanOrEqual(Math.floor(VISITORS * 0.156));
    // Files other than pages set no cookie.
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['set-cookie']).toBeUndefined();
  });

  test('a visitor keeps their release on every page and every reload', async ({ browser }) => {
    for (const [bucket, release] of [
      [0, canary],
      [SHARE * 10 - 1, canary],
      [SHARE * 10, current],
      [999, current],
    ] as const) {
      for (const path of [...PAGES, ...PAGES]) {
        const answer = await get(path, cookieFor(bucket));
        expect(releaseOf(answer), `bucket ${bucket} on ${path}`).toBe(release);
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    }
    // In Chromium: the cookie the first page set is sent back, and the release never changes.
    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await page.goto(`http://localhost:${shellPort}/`);
    const cookies = await context.cookies();
    const bucket = Number(cookies.find((c) => c.name === 'intenta_bucket')?.value);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(cookies.find((c) => c.name === 'intenta_bucket')?.httpOnly).toBe(true);
    const release = bucket < SHARE * 10 ? canary : current;
    expect(first?.headers()['x-intenta-release']).toBe(release);
    for (const path of PAGES) {
      const answer = await page.goto(`http://localhost:${shellPort}${path}`);
      expect(answer?.headers()['x-intenta-release']).toBe(release);
      const reloaded = await page.reload();
      expect(reloaded?.headers()['x-intenta-release']).toBe(release);
      expect((await reloaded!.text()).includes(CANARY_MARK)).toBe(release === canary);
    }
    await context.close();
  });

  test('X-Intenta-Side forces either side, whatever the cookie', async () => {
    expect(releaseOf(await get('/blog', { ...cookieFor(0), 'X-Intenta-Side': 'current' }))).toBe(current);
    expect(releaseOf(await get('/blog', { ...cookieFor(999), 'X-Intenta-Side': 'canary' }))).toBe(canary);
    expect(releaseOf(await get('/', { 'X-Intenta-Side': 'canary' }))).toBe(canary);
    expect(releaseOf(await get('/', { 'X-Intenta-Side': 'current' }))).toBe(current);
    // A preview host still serves its own release.
    const preview = await getFromDeployment(shellPort, '/', `${current}.preview.localhost:${shellPort}`, {
      'X-Intenta-Side': 'canary',
    });
    expect(releaseOf(preview)).toBe(current);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  test('an aborted canary puts every visitor back on the current release, without a cookie', async () => {
    // The abort is a routing change: the very next request has it, and workerd is not restarted
    // (the state is in KV, issue 48).
    const restartsBefore = await workerdRestarts(server!);
    const written = performance.now();
    writeCanary('aborted');
    expect(releaseOf(await get('/', cookieFor(0)))).toBe(current);
    console.log(
      `[canary-split] abort reached the next request in ${Math.round(performance.now() - written)} ms`,
    );
    expect(await workerdRestarts(server!)).toBe(restartsBefore);
    for (const headers of [cookieFor(0), cookieFor(999), {}]) {
      for (const path of PAGES) {
        const answer = await get(path, headers);
        expect(releaseOf(answer)).toBe(current);
        expect(answer.body).not.toContain(CANARY_MARK);
        expect(answer.headers['set-cookie']).toBeUndefined();
        expect(answer.headers.vary).toBe('Accept-Encoding');
      }
    }
  });
});
