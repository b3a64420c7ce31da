// @ts-check
// `npm run bench:edge [-- --runs 200]`: time to first byte of a few pages of one deployment,
// served four ways in the same run: the Worker on workerd without a canary, the Worker with a
// canary running (a visitor's cookie on each side), and the Node shell server (site-server.mjs).
// The Worker is measured as `npm run serve:deploy` serves it (through its local host, which
// checks the deployment before handing a request on) and bare (workerd's own socket).
// Then the asset path (issue 48, item 4), before and after: the Worker run first for every
// request (`run_worker_first: true`) against only where it must (hashed files answered by the
// asset layer, decision 068): time to first byte of pages and hashed files, bare, alternating,
// and the Worker invocations of one page view in Chromium (every request to the site's origins;
// the asset layer marks its answers with a cache status, the Worker's carry none).
// Requests alternate between the ways, after a warm-up; medians and ratios go to a table on
// stdout and to bench/results/edge.json. Needs the production builds (`npm run build`).
// Not part of `npm test`: speed is measured here, never asserted.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startEdge } from '../edge/local-host.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from '../serve/chromium.mjs';
import { createShellServer, listen } from '../serve/site-server.mjs';
import { median } from './interaction-stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const RUNS = Number(values.runs);
const WARM_UP = 20;
const OFFSET = 800;
const PAGES = ['/', '/blog', '/es/partners'];
const ports = { shell: 3000 + OFFSET, node: 3010 + OFFSET };
/** The site's ports as target.json names them (the shell's and each remote's), for page views. */
const SITE_PORTS = [0, 1, 2, 3, 4].map((n) => ({ port: 3000 + OFFSET + n, label: `site ${n}` }));

const tmp = mkdtempSync(join(tmpdir(), 'intenta-edge-bench-'));
const deployDir = join(tmp, 'deploy');
const env = { ...process.env, DEPLOY_DIR: deployDir, PORT_OFFSET: String(OFFSET) };
/** @param {string[]} args */
const cli = (...args) =>
  execFileSync(process.execPath, [join(root, 'release/cli.mjs'), ...args], {
    env,
    cwd: root,
    encoding: 'utf8',
  });

/** @typedef {{ name: string, port: number, host: string, headers?: Record<string, string> }} Way */
/** @typedef {{ label: string, path: string, host?: string }} Target a path, on another host than the way's when given */

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/**
 * Milliseconds from sending a GET to its status line and headers; the body is read to the end.
 * @param {Way} way @param {string} path @param {string} [host] instead of the way's
 */
function timeToFirstByte(way, path, host = way.host) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ port: way.port, path, agent, headers: { host, ...way.headers } }, (res) => {
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) reject(new Error(`${way.name} ${path}: ${res.statusCode}`));
      res.resume();
      res.on('end', () => resolve(elapsed));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * @param {Way[]} ways @param {Target[]} [targets] the pages when not given
 * @returns {Promise<Record<string, Record<string, number>>>} medians by way, then target
 */
async function measure(ways, targets = PAGES.map((path) => ({ label: path, path }))) {
  /** @type {Record<string, Record<string, number[]>>} */
  const times = Object.fromEntries(
    ways.map((way) => [way.name, Object.fromEntries(targets.map((t) => [t.label, []]))]),
  );
  for (let run = -WARM_UP; run < RUNS; run++) {
    for (const target of targets) {
      for (const way of ways) {
        const elapsed = await timeToFirstByte(way, target.path, target.host);
        if (run >= 0) times[way.name]?.[target.label]?.push(elapsed);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, byPage]) => [
      name,
      Object.fromEntries(
        Object.entries(byPage).map(([path, list]) => [path, Number(median(list).toFixed(3))]),
      ),
    ]),
  );
}

/**
 * The Worker over the deployment, run first for every request (`everything`, before) or only where
 * it must (`where-needed`, after), on the given ports (none: only workerd's own socket).
 * @param {import('../edge/local-host.mjs').DeploymentPaths} paths @param {Record<string, string>} origins
 * @param {import('../edge/local-host.mjs').WorkerFirst} workerFirst @param {{ port: number, label: string }[]} on
 */
const edgeOver = (paths, origins, workerFirst, on = []) =>
  startEdge({
    paths,
    origins: () => origins,
    listen: on,
    portTaken: (port) => new Error(`Port ${port} is in use: the benchmark needs it.`),
    workerFirst,
  });

/**
 * One page view in Chromium (no cache): the requests it made to the site's origins, and how many
 * the Worker answered (the asset layer's answers carry a cache status locally).
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {string[]} siteOrigins
 */
async function pageView(browser, url, siteOrigins) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let requests = 0;
  let worker = 0;
  page.on('response', (response) => {
    if (!siteOrigins.includes(new URL(response.url()).origin)) return;
    requests += 1;
    if (response.headers()['cf-cache-status'] === undefined) worker += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return { requests, worker };
}

/**
 * The asset path, before and after: time to first byte of pages and hashed files on both Workers
 * bare (alternating), then the Worker invocations of a page view on each.
 * @param {import('../edge/local-host.mjs').DeploymentPaths} paths @param {Record<string, string>} origins
 * @param {Record<string, string>} versions the released app versions
 */
async function assetPath(paths, origins, versions) {
  const current = readdirSync(paths.releases)[0] ?? '';
  const hashedIn = (/** @type {string} */ dir) =>
    readdirSync(dir).find((name) => /^index\.[0-9a-f]{8,}\.js$/.test(name)) ?? '';
  const shellScript = `/static/js/${hashedIn(join(paths.releases, current, 'static/js'))}`;
  const blogChunk = `/${versions.blog}/static/js/${hashedIn(join(paths.apps, 'blog', versions.blog ?? '', 'static/js'))}`;
  const blogHost = new URL(origins.blog ?? '').host;
  const site = new URL(origins.shell ?? '').host;
  /** @type {Target[]} */
  const targets = [
    ...PAGES.map((path) => ({ label: path, path })),
    { label: 'shell script', path: shellScript },
    { label: 'blog chunk', path: blogChunk, host: blogHost },
  ];
  const before = await edgeOver(paths, origins, 'everything');
  const after = await edgeOver(paths, origins, 'where-needed');
  /** @type {Record<string, Record<string, number>>} */
  let ttfb;
  try {
    console.log(`The asset path: ${RUNS} requests per target and way, after ${WARM_UP} of warm-up...`);
    ttfb = await measure(
      [
        { name: 'worker-first-everywhere', port: Number(before.workerUrl().port), host: site },
        { name: 'worker-first-where-needed', port: Number(after.workerUrl().port), host: site },
      ],
      targets,
    );
  } finally {
    await before.close();
    await after.close();
  }
  /** @type {Record<string, Record<string, { requests: number, worker: number }>>} */
  const views = {};
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    for (const workerFirst of /** @type {const} */ (['everything', 'where-needed'])) {
      const edge = await edgeOver(paths, origins, workerFirst, SITE_PORTS);
      try {
        const name = workerFirst === 'everything' ? 'worker-first-everywhere' : 'worker-first-where-needed';
        views[name] = {};
        for (const path of PAGES)
          views[name][path] = await pageView(browser, `${origins.shell}${path}`, Object.values(origins));
      } finally {
        await edge.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { targets: targets.map((t) => t.label), ttfb, views };
}

/** @type {Awaited<ReturnType<typeof startEdge>> | undefined} */
let edge;
/** @type {import('node:http').Server[]} */
const nodeServers = [];
try {
  console.log(`Publishing the production builds into ${deployDir}...`);
  const released = JSON.parse(
    cli('release', '--json', '--prebuilt', 'shell', 'home', 'blog', 'partners', 'leads'),
  );
  cli('promote', ...Object.entries(released.versions).map(([app, version]) => `${app}@${version}`));
  const paths = {
    root: deployDir,
    apps: join(deployDir, 'apps'),
    releases: join(deployDir, 'releases'),
    current: join(deployDir, 'current'),
    ledger: join(deployDir, 'ledger.json'),
  };
  const target = JSON.parse(readFileSync(join(deployDir, 'target.json'), 'utf8'));
  const assets = await assetPath(paths, target.origins, released.versions);
  edge = await edgeOver(paths, target.origins, 'where-needed', [{ port: ports.shell, label: 'shell' }]);
  nodeServers.push(
    await listen(createShellServer({ root: paths.current, previews: paths.releases }), ports.node, 'shell'),
  );
  const bare = () => Number(edge?.workerUrl().port);
  const site = `localhost:${ports.shell}`;

  console.log(`Measuring ${RUNS} requests per page and way, after ${WARM_UP} of warm-up...`);
  const withoutCanary = await measure([
    { name: 'node', port: ports.node, host: `localhost:${ports.node}` },
    { name: 'worker', port: ports.shell, host: site },
    { name: 'worker-bare', port: bare(), host: site },
  ]);

  // A canary: a copy of the current release, 10 % of visitors (as the release tools write it).
  const current = readdirSync(paths.releases)[0] ?? '';
  const canary = `${current}-canary`;
  cpSync(join(paths.releases, current), join(paths.releases, canary), { recursive: true });
  const state = {
    app: 'blog',
    version: released.versions.blog,
    release: canary,
    base: current,
    share: 10,
    state: 'running',
  };
  writeFileSync(join(deployDir, 'canary.json.tmp'), JSON.stringify(state));
  renameSync(join(deployDir, 'canary.json.tmp'), join(deployDir, 'canary.json'));
  await timeToFirstByte({ name: 'reload', port: ports.shell, host: site }, '/');
  const withCanary = await measure([
    { name: 'worker-canary-side', port: ports.shell, host: site, headers: { cookie: 'intenta_bucket=0' } },
    { name: 'worker-current-side', port: ports.shell, host: site, headers: { cookie: 'intenta_bucket=999' } },
    { name: 'worker-bare-canary-side', port: bare(), host: site, headers: { cookie: 'intenta_bucket=0' } },
    { name: 'worker-bare-current-side', port: bare(), host: site, headers: { cookie: 'intenta_bucket=999' } },
  ]);

  const medians = { ...withoutCanary, ...withCanary };
  const ratio = (/** @type {string} */ a, /** @type {string} */ b) =>
    Object.fromEntries(
      PAGES.map((p) => [p, Number(((medians[a]?.[p] ?? NaN) / (medians[b]?.[p] ?? NaN)).toFixed(2))]),
    );
  const ratios = {
    'worker / node': ratio('worker', 'node'),
    'worker-bare / node': ratio('worker-bare', 'node'),
    'canary side / no canary (worker)': ratio('worker-canary-side', 'worker'),
    'current side / no canary (worker)': ratio('worker-current-side', 'worker'),
  };
  console.log(`\nMedian time to first byte, ms (${RUNS} requests each)`);
  console.log(['way'.padEnd(26), ...PAGES.map((p) => p.padStart(13))].join(''));
  for (const [name, byPage] of Object.entries(medians))
    console.log([name.padEnd(26), ...PAGES.map((p) => String(byPage[p]).padStart(13))].join(''));
  console.log('\nRatios of the medians');
  for (const [name, byPage] of Object.entries(ratios))
    console.log([name.padEnd(34), ...PAGES.map((p) => String(byPage[p]).padStart(13))].join(''));

  const { targets, ttfb, views } = assets;
  const ways = Object.keys(ttfb);
  console.log(
    `\nThe asset path: median time to first byte on workerd's own socket, ms (${RUNS} requests each)`,
  );
  console.log(['way'.padEnd(28), ...targets.map((t) => t.padStart(14))].join(''));
  for (const way of ways)
    console.log([way.padEnd(28), ...targets.map((t) => String(ttfb[way]?.[t]).padStart(14))].join(''));
  const [everywhere, whereNeeded] = ways;
  const assetRatios = Object.fromEntries(
    targets.map((t) => [
      t,
      Number(((ttfb[whereNeeded ?? '']?.[t] ?? NaN) / (ttfb[everywhere ?? '']?.[t] ?? NaN)).toFixed(2)),
    ]),
  );
  console.log(
    ['after / before'.padEnd(28), ...targets.map((t) => String(assetRatios[t]).padStart(14))].join(''),
  );
  console.log("\nOne page view in Chromium: Worker invocations / requests to the site's origins");
  console.log(['way'.padEnd(28), ...PAGES.map((p) => p.padStart(14))].join(''));
  for (const [way, byPage] of Object.entries(views))
    console.log(
      [
        way.padEnd(28),
        ...PAGES.map((p) => `${byPage[p]?.worker} / ${byPage[p]?.requests}`.padStart(14)),
      ].join(''),
    );
  const results = join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  const assetPathResults = { targets, medians: ttfb, ratios: assetRatios, pageViews: views };
  writeFileSync(
    join(results, 'edge.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, warmUp: WARM_UP, cpus: cpus().length, pages: PAGES, medians, ratios, assetPath: assetPathResults }, null, 2)}\n`,
  );
  console.log('\nWritten to bench/results/edge.json');
} finally {
  await edge?.close();
  for (const server of nodeServers) server.close();
  agent.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
