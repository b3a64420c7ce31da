// @ts-check
// `npm run bench:edge [-- --runs 200]`: time to first byte of a few pages of one deployment,
// served four ways in the same run: the Worker on workerd without a canary, the Worker with a
// canary running (a visitor's cookie on each side), and the Node shell server (site-server.mjs).
// The Worker is measured as `npm run serve:deploy` serves it (through its local host, which
// checks the deployment before handing a request on) and bare (workerd's own socket).
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
import { startEdge } from '../edge/local-host.mjs';
import { createShellServer, listen } from '../serve/site-server.mjs';
import { median } from './interaction-stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const RUNS = Number(values.runs);
const WARM_UP = 20;
const OFFSET = 800;
const PAGES = ['/', '/blog', '/es/partners'];
const ports = { shell: 3000 + OFFSET, node: 3010 + OFFSET };

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

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/**
 * Milliseconds from sending a GET to its status line and headers; the body is read to the end.
 * @param {Way} way @param {string} path
 */
function timeToFirstByte(way, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { port: way.port, path, agent, headers: { host: way.host, ...way.headers } },
      (res) => {
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) reject(new Error(`${way.name} ${path}: ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve(elapsed));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** @param {Way[]} ways @returns {Promise<Record<string, Record<string, number>>>} medians by way, then page */
async function measure(ways) {
  /** @type {Record<string, Record<string, number[]>>} */
  const times = Object.fromEntries(
    ways.map((way) => [way.name, Object.fromEntries(PAGES.map((p) => [p, []]))]),
  );
  for (let run = -WARM_UP; run < RUNS; run++) {
    for (const path of PAGES) {
      for (const way of ways) {
        const elapsed = await timeToFirstByte(way, path);
        if (run >= 0) times[way.name]?.[path]?.push(elapsed);
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
  edge = await startEdge({
    paths,
    origins: () => target.origins,
    listen: [{ port: ports.shell, label: 'shell' }],
    portTaken: (port) => new Error(`Port ${port} is in use: the benchmark needs it.`),
  });
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
  const results = join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    join(results, 'edge.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, warmUp: WARM_UP, cpus: cpus().length, pages: PAGES, medians, ratios }, null, 2)}\n`,
  );
  console.log('\nWritten to bench/results/edge.json');
} finally {
  await edge?.close();
  for (const server of nodeServers) server.close();
  agent.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
