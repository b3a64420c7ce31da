// @ts-check
// `npm run soak [-- --minutes N]`: the local partner API used the way the site uses it, for a
// bounded time (default 10 minutes), on loopback (issue 46). It starts the composed site
// (`serve/start.mjs`, existing builds: run `npm run build` first) on its own ports
// (PORT_OFFSET, default 700) with a fresh data folder, and drives at once:
// - page views from one real Chromium, a few pages in turn, whose field beacons go out as the
//   site sends them (navigator.sendBeacon when a view ends);
// - page views fetched as HTML by simulated visitors, whose beacons carry the page's own view
//   token (decision 071), now and then a replayed one (409) and a burst past the limit (429);
// - partner applications as JSON (some retried with their Idempotency-Key) and as the
//   no-JavaScript form post, each stored one drained from the outbox into the mailbox;
// - the applications listing and the field summary, as `npm run applications` and the canary
//   watcher read them.
// Visitors are told apart by X-Forwarded-For (the API trusts one proxy hop, as behind the
// platform's gateway), so the rate limits count per visitor. At the end it prints each
// endpoint's answer count, statuses and p50/p99/max, every answer over 2 s, every status the
// endpoint should not give, and what the API logged (a watchdog line names a stuck statement).
// Exit code 1 when any answer was slow or unexpected. `--out FILE` also writes the figures as JSON.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../serve/chromium.mjs';
import { SLOW_MS, summarizeSoak } from './soak-stats.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'port-offset': { type: 'string', default: '700' },
    out: { type: 'string' },
  },
});
const minutes = Number(options.minutes);
if (!(minutes > 0)) throw new Error('--minutes takes a positive number.');
const offset = Number(options['port-offset']);
const SHELL = `http://localhost:${3000 + offset}`;
const API = `http://127.0.0.1:${54321 + offset}`;
const FIELD_URL = `${API}/functions/v1/field-report`;
const APPLY_URL = `${API}/functions/v1/send-partner-notification`;
/** Pages a visitor lands on (both languages). */
const PAGES = ['/', '/es', '/blog', '/es/blog', '/partners', '/es/partners'];
/** No request waits longer than this: a stuck API shows as slow answers, not a stuck soak. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Statuses each endpoint gives in normal use (anything else is listed). */
const EXPECTED = {
  'beacon (browser)': [204, 429],
  beacon: [204, 429],
  'beacon replay': [409],
  'application (JSON)': [200, 429],
  'application (JSON retry)': [200, 429],
  'application (form post)': [303, 429],
  'local/applications': [200],
  'local/field': [200],
};

const workDir = mkdtempSync(join(tmpdir(), 'intenta-soak-'));
const dataDir = join(workDir, 'data');
const started = performance.now();
const deadline = started + minutes * 60_000;
const running = () => performance.now() < deadline;
const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));
const pick = (/** @type {readonly any[]} */ list) => list[Math.floor(Math.random() * list.length)];

/** @type {import('./soak-stats.mjs').Sample[]} */
const samples = [];
/** @type {string[]} lines the API and the site logged on stderr */
const serverMessages = [];

/**
 * Times one request to the API until its body is read.
 * @param {string} endpoint @param {string} url @param {RequestInit} init
 */
async function timed(endpoint, url, init = {}) {
  const atMs = performance.now() - started;
  let status = 0;
  /** @type {string} */
  let body = '';
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    body = await response.text();
    status = response.status;
  } catch {
    // No answer (refused, reset, timed out): status 0.
  }
  samples.push({ endpoint, atMs: Math.round(atMs), ms: performance.now() - started - atMs, status });
  return { status, body };
}

/** A simulated visitor's address (TEST-NET-2), a few thousand of them. */
const visitor = () => `198.51.${100 + Math.floor(Math.random() * 16)}.${1 + Math.floor(Math.random() * 250)}`;

/** @param {string} address */
const fromSite = (address) => ({ origin: SHELL, 'x-forwarded-for': address });

/** A served page's view token and what it names (its payload is base64url JSON). */
async function servedView() {
  const html = await (
    await fetch(`${SHELL}${pick(PAGES)}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  ).text();
  const token = /data-view-token="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('A served page has no view token: is the partner API running with the site?');
  const claims = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
  return { token, release: claims.r, versions: claims.v };
}

/**
 * One view's beacon as the shell sends it.
 * @param {Awaited<ReturnType<typeof servedView>>} page @param {number} view
 */
const beaconOf = (page, view) =>
  JSON.stringify({
    v: 1,
    token: page.token,
    view,
    release: page.release,
    versions: page.versions,
    route: pick(['/', '/blog', '/blog/:slug', '/partners', '/es/partners']),
    lang: pick(['en', 'es']),
    errors: Math.random() < 0.05 ? 1 : 0,
    failedRemoteLoads: [],
    formSends: 0,
    failedFormSends: 0,
    ...(view === 1 && Math.random() < 0.5
      ? {
          consent: true,
          lcp: 800 + Math.random() * 2000,
          inp: 40 + Math.random() * 200,
          cls: Math.random() * 0.2,
        }
      : {}),
  });

/**
 * @param {Awaited<ReturnType<typeof servedView>>} page @param {number} view @param {string} address
 * @param {string} [endpoint]
 */
const sendBeacon = (page, view, address, endpoint = 'beacon') =>
  timed(endpoint, FIELD_URL, {
    method: 'POST',
    headers: { ...fromSite(address), 'content-type': 'text/plain;charset=UTF-8' },
    body: beaconOf(page, view),
  });

/** Visitors landing and moving about: a beacon per view, sometimes a replay, now and then a burst. */
async function beaconVisitors() {
  let lastBurst = performance.now() - 60_000;
  while (running()) {
    const address = visitor();
    if (performance.now() - lastBurst > 120_000) {
      // A burst from one address: 8 pages × 20 views, 160 beacons, past the 120 a minute allowed.
      lastBurst = performance.now();
      const pages = await Promise.all(Array.from({ length: 8 }, servedView));
      for (const page of pages) {
        await Promise.all(Array.from({ length: 20 }, (_, i) => sendBeacon(page, i + 1, address)));
      }
      continue;
    }
    const page = await servedView();
    const views = 1 + Math.floor(Math.random() * 4);
    for (let view = 1; view <= views && running(); view++) {
      await sendBeacon(page, view, address);
      await sleep(50 + Math.random() * 250);
    }
    if (Math.random() < 0.05) await sendBeacon(page, 1, address, 'beacon replay');
  }
}

/** @param {string} address @param {number} n */
const application = (address, n) => ({
  name: `Soak Visitor ${n}`,
  email: `soak-${n}@shop.example`,
  company: 'Tienda Sur',
  country: 'Argentina',
  partnerType: pick(['referral', 'implementation', 'strategic', 'unsure']),
  message: `Sent by the soak from ${address}.`,
  language: pick(['en', 'es']),
});

/** Partner applications: JSON from the form's script (some retried), and plain form posts. */
async function applicants() {
  let n = 0;
  while (running()) {
    const address = visitor();
    const fields = application(address, ++n);
    if (Math.random() < 0.7) {
      const key = `soak-${Date.now().toString(36)}-${n}-${Math.random().toString(36).slice(2)}`;
      const init = {
        method: 'POST',
        headers: { ...fromSite(address), 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(fields),
      };
      await timed('application (JSON)', APPLY_URL, init);
      if (Math.random() < 0.15) await timed('application (JSON retry)', APPLY_URL, init);
    } else {
      await timed('application (form post)', APPLY_URL, {
        method: 'POST',
        headers: { ...fromSite(address), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, website: '' }).toString(),
      });
    }
    await sleep(1_000 + Math.random() * 3_000);
  }
}

/** The listing `npm run applications` reads, and the summary the canary watcher reads. */
async function inspectors() {
  while (running()) {
    await timed('local/applications', `${API}/local/applications`);
    await timed('local/field', `${API}/local/field?release=local`);
    await sleep(5_000);
  }
}

/** In the page: its tab is hidden now (what the shell's field report ends a view on). */
function hideTab() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** One Chromium, one tab, the pages in turn: each view ends as its tab is hidden, sending its beacon. */
async function browserViews() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    // The page sends to the API by the name the runtime config gives it (localhost).
    const isBeacon = (/** @type {import('@playwright/test').Request} */ request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === new URL(FIELD_URL).pathname;
    page.on('requestfinished', async (request) => {
      if (!isBeacon(request)) return;
      const timing = request.timing();
      const response = await request.response().catch(() => null);
      samples.push({
        endpoint: 'beacon (browser)',
        atMs: Math.round(performance.now() - started),
        ms: Math.max(0, timing.responseEnd),
        status: response?.status() ?? 0,
      });
    });
    page.on('requestfailed', (request) => {
      if (!isBeacon(request)) return;
      samples.push({
        endpoint: 'beacon (browser)',
        atMs: Math.round(performance.now() - started),
        ms: 0,
        status: 0,
      });
    });
    let i = 0;
    while (running()) {
      await page
        .goto(`${SHELL}${PAGES[i++ % PAGES.length]}`, { waitUntil: 'load', timeout: REQUEST_TIMEOUT_MS })
        .catch(() => {});
      await sleep(1_000 + Math.random() * 1_500);
      // The view ends as when its tab is hidden, so its beacon goes while Playwright still
      // follows the page (one sent from a page being left is not reported to it).
      await page.evaluate(hideTab).catch(() => {});
      await sleep(500);
    }
  } finally {
    await browser.close();
  }
}

/** Bytes under a folder (the database's growth over the soak). */
function folderBytes(/** @type {string} */ dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Starts the composed site on the soak's ports; resolves once it says it runs. */
async function startSite() {
  const log = createWriteStream(join(workDir, 'server.log'));
  const site = spawn(process.execPath, [join(repo, 'serve/start.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT_OFFSET: String(offset),
      PARTNERS_DATA_DIR: dataDir,
      PARTNERS_MAILBOX_DIR: join(workDir, 'mailbox'),
      PARTNERS_TRUSTED_PROXY_HOPS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stderr.on('data', (/** @type {Buffer} */ chunk) => {
    log.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim())
        serverMessages.push(`${((performance.now() - started) / 60_000).toFixed(1)} min: ${line.trim()}`);
    }
  });
  await new Promise((ready, failed) => {
    let out = '';
    site.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      log.write(chunk);
      out += chunk.toString('utf8');
      if (out.includes('Intenta is running')) ready(undefined);
    });
    site.once('exit', (code) =>
      failed(new Error(`serve/start.mjs exited (${code}); see ${join(workDir, 'server.log')}.`)),
    );
  });
  return site;
}

/** Every minute, one line: answers so far, the slowest of the minute, the data folder's size. */
async function progress() {
  let seen = 0;
  while (running()) {
    await sleep(Math.min(60_000, Math.max(0, deadline - performance.now())));
    const recent = samples.slice(seen);
    seen += recent.length;
    const slowest = Math.round(Math.max(0, ...recent.map((s) => s.ms)));
    const mb = (folderBytes(dataDir) / 1e6).toFixed(1);
    console.log(
      `[soak] ${((performance.now() - started) / 60_000).toFixed(1)} min: ${samples.length} answers, slowest of the minute ${slowest} ms, data folder ${mb} MB`,
    );
  }
}

const site = await startSite();
console.log(`[soak] ${minutes} min against ${API} (site ${SHELL}), data in ${dataDir}`);
const startBytes = folderBytes(dataDir);
const work = [beaconVisitors(), beaconVisitors(), applicants(), inspectors(), browserViews(), progress()];
const outcomes = await Promise.allSettled(work);
const endBytes = folderBytes(dataDir);
site.kill('SIGINT');
await new Promise((done) => site.once('exit', done));

const summary = summarizeSoak(samples, EXPECTED);
const mailbox = join(workDir, 'mailbox');
const mailed = existsSync(mailbox) ? readdirSync(mailbox).filter((f) => f.endsWith('.eml')).length : 0;
console.log(
  `\nSoak of ${minutes} min, ${new Date().toISOString()}: ${summary.overall.count} answers, p50 ${summary.overall.p50} ms, p99 ${summary.overall.p99} ms, max ${summary.overall.max} ms`,
);
console.table(
  summary.endpoints.map((e) => ({
    endpoint: e.endpoint,
    answers: e.count,
    statuses: Object.entries(e.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
    'p50 ms': e.p50,
    'p99 ms': e.p99,
    'max ms': e.max,
  })),
);
console.log(
  `Notifications in the mailbox: ${mailed}. Data folder: ${(startBytes / 1e6).toFixed(1)} MB → ${(endBytes / 1e6).toFixed(1)} MB.`,
);
console.log(`Answers over ${SLOW_MS} ms: ${summary.slow.length}`);
for (const s of summary.slow.slice(0, 50))
  console.log(
    `  ${(s.atMs / 60_000).toFixed(2)} min ${s.endpoint}: ${Math.round(s.ms)} ms (status ${s.status})`,
  );
console.log(`Unexpected statuses: ${summary.unexpected.length}`);
for (const s of summary.unexpected.slice(0, 50))
  console.log(`  ${(s.atMs / 60_000).toFixed(2)} min ${s.endpoint}: status ${s.status}`);
const failedLoops = outcomes.filter((o) => o.status === 'rejected');
for (const o of failedLoops)
  console.log(`A soak loop failed: ${/** @type {PromiseRejectedResult} */ (o).reason}`);
console.log(`What the site and API logged (${serverMessages.length} lines):`);
for (const line of serverMessages.slice(0, 40)) console.log(`  ${line}`);
if (options.out) {
  writeFileSync(
    options.out,
    `${JSON.stringify({ date: new Date().toISOString(), minutes, ...summary, mailed, startBytes, endBytes, serverMessages }, null, 2)}\n`,
  );
}
const clean = !summary.slow.length && !summary.unexpected.length && !failedLoops.length;
// A soak with findings keeps its folder (the API's log, its database) to look into.
if (clean) rmSync(workDir, { recursive: true, force: true });
else console.log(`Kept for a look: ${workDir} (server.log, data/).`);
process.exit(clean ? 0 : 1);
