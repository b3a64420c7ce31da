// @ts-check
// `npm run deploy [-- --if-changed | --dry-run [--outdir DIR]]`: the Worker and the deployment folder
// (DEPLOY_DIR, else deploy/) onto Cloudflare with the wrangler this repository pins
// (edge/README.md, "Deploying"). It writes <deployment>/.assetsignore and links the hashed files
// at their request paths (edge/hashed-assets.mjs), computes ROUTING as
// `node edge/print-routing.mjs` does, and runs
//   wrangler deploy -c edge/wrangler.jsonc --assets <deployment> --var ROUTING:<json>
// then, when wrangler.jsonc binds ROUTING_KV, writes the same state to its key `routing` (the
// Worker prefers KV's state to the deployed one: a stale key would hide this deploy's), and
// records what it deployed in <deployment>/.deployed.json (never an asset). When the assets are
// what was last deployed (the same release folders and app versions: a rollback, a canary's
// start, stage or end), only KV is written: no deploy follows a routing change. `--if-changed`
// does nothing when ROUTING is what was last deployed (the publish workflow runs every ten
// minutes; a failed deploy leaves the record as it was, so the next run deploys again).
// `--dry-run` bundles and validates offline instead (`wrangler deploy --dry-run --outdir`),
// uploads and writes nothing, and prints the bundle's size and the asset files wrangler would
// upload.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { stageHashedAssets } from './hashed-assets.mjs';
import { deploymentPaths, deploymentRouting } from './print-routing.mjs';
import { ROUTING_KEY } from './src/canary-watch.mjs';
import { bindsRoutingKv, wrangler } from './wrangler.mjs';

/** Cloudflare's limit on one environment variable (ROUTING is one): 5 KB. */
const VAR_LIMIT_BYTES = 5 * 1024;
/** What the last deploy from this folder put on Cloudflare. */
const RECORD = '.deployed.json';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'if-changed': { type: 'boolean', default: false },
    outdir: { type: 'string' },
  },
});
const dryRun = values['dry-run'];
const paths = deploymentPaths();

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(join(paths.root, 'target.json')))
  fail(`No deployment at ${paths.root} (no target.json): release and promote first, or set DEPLOY_DIR.`);
const routing = deploymentRouting(paths);
if (!routing.current)
  fail(`Nothing is current in ${paths.root}: promote a release first (the site would answer 503).`);
const routingJson = JSON.stringify(routing);
const routingBytes = Buffer.byteLength(routingJson);
if (routingBytes > VAR_LIMIT_BYTES)
  fail(
    `ROUTING is ${routingBytes} bytes, over Cloudflare's ${VAR_LIMIT_BYTES} for one variable: prune the deployment (npm run prune).`,
  );
/** @type {{ routing?: unknown, assets?: string } | null} */
let record = null;
try {
  record = JSON.parse(readFileSync(join(paths.root, RECORD), 'utf8'));
} catch {
  // never deployed from this folder
}
/** What the assets are: the release folders and every app version (they never change once there). */
const listed = (/** @type {string} */ dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => !name.startsWith('.'))
        .sort()
    : [];
const assets = JSON.stringify({
  releases: listed(paths.releases),
  apps: listed(paths.apps).map((app) => [app, listed(join(paths.apps, app))]),
});
if (values['if-changed'] && !dryRun) {
  if (JSON.stringify(record?.routing) === routingJson) {
    console.log(`Nothing to deploy: ${paths.root} is what was last deployed (${RECORD}).`);
    process.exit(0);
  }
}
const routingKv = await bindsRoutingKv();
const routingOnly = !dryRun && routingKv && record?.assets === assets;
// .assetsignore, and the hashed files at their request paths for the asset layer to answer.
const linked = routingOnly ? 0 : stageHashedAssets(paths.root);

/**
 * What of the folder wrangler uploads, from its own debug listing: every entry it read
 * (`Read N files`: files, folders and what `current` links to, before .assetsignore), less the
 * ones it logged as ignored, less folders (its manifest keeps files only).
 * @param {string} output wrangler's stdout at WRANGLER_LOG=debug
 */
function assetsFrom(output) {
  const lines = output.split(/\r?\n/);
  const at = lines.findIndex((line) => /Read \d+ files? from the assets directory/.test(line));
  if (at < 0) return null;
  const read = Number(/Read (\d+) file/.exec(lines[at] ?? '')?.[1]);
  const ignored = new Set(
    lines
      .filter((line) => line.startsWith('Ignoring asset: '))
      .map((line) => line.slice('Ignoring asset: '.length)),
  );
  const listed = lines.slice(at + 1, at + 1 + read).map((line) => line.replace(/^\//, ''));
  const files = listed.filter((path) => !ignored.has(path) && statSync(join(paths.root, path)).isFile());
  return { read, files: files.length };
}

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const args = ['deploy', '--assets', paths.root, '--var', `ROUTING:${routingJson}`];

if (dryRun) {
  const outdir = values.outdir
    ? resolve(process.env.INIT_CWD ?? process.cwd(), values.outdir)
    : mkdtempSync(join(tmpdir(), 'intenta-worker-'));
  mkdirSync(outdir, { recursive: true });
  // Offline: no banner (its update check asks the registry), no metrics, no prompts, no login.
  const run = await wrangler([...args, '--dry-run', '--outdir', outdir], {
    capture: true,
    env: { CI: 'true', WRANGLER_HIDE_BANNER: 'true', WRANGLER_LOG: 'debug', FORCE_COLOR: '0' },
  });
  const noise = /^(\/|Ignoring asset: |Metrics dispatcher: |\.env file not found|🪵)/;
  if (run.code !== 0) {
    console.error(
      run.stdout
        .split('\n')
        .filter((line) => !noise.test(line))
        .join('\n'),
    );
    console.error(run.stderr);
    fail(`wrangler deploy --dry-run failed (exit code ${run.code}).`);
  }
  if (run.stderr.trim()) console.error(run.stderr.trim());
  const bundle = join(outdir, 'worker.js');
  if (!existsSync(bundle)) fail(`wrangler wrote no bundle to ${outdir}.`);
  const total = /Total Upload: (.+)$/m.exec(run.stdout)?.[1];
  const assets = assetsFrom(run.stdout);
  const bindings = run.stdout.match(/^Your Worker has access[\s\S]*?(?=^\s*$)/m)?.[0];
  console.log(`Dry run of ${paths.root} (nothing uploaded, nothing written to Cloudflare):`);
  console.log(
    `  Worker bundle: ${kib(statSync(bundle).size)} (${bundle}; wrangler's Total Upload: ${total ?? '?'})`,
  );
  console.log(
    assets
      ? `  Asset files: ${assets.files} would be uploaded (wrangler read ${assets.read} entries of the folder; .assetsignore and folders left ${assets.files}; counted from wrangler's debug listing), ${linked} of them hashed files linked at their request paths`
      : "  Asset files: wrangler's listing was not found in its output",
  );
  console.log(
    `  ROUTING: current ${routing.current}, ${routing.releases.length} releases, ${routingBytes} bytes (limit ${VAR_LIMIT_BYTES})`,
  );
  if (routingKv) console.log(`  ROUTING_KV: a deploy then writes the same state to its key "${ROUTING_KEY}"`);
  if (bindings) console.log(bindings.trimEnd().replace(/^/gm, '  '));
} else {
  if (!routingOnly) {
    const deployed = await wrangler(args);
    if (deployed.code !== 0)
      fail(`wrangler deploy failed (exit code ${deployed.code}); ROUTING_KV and ${RECORD} are as they were.`);
  }
  if (routingKv) {
    const file = join(mkdtempSync(join(tmpdir(), 'intenta-routing-')), 'routing.json');
    writeFileSync(file, routingJson);
    const put = await wrangler([
      'kv',
      'key',
      'put',
      ROUTING_KEY,
      '--binding',
      'ROUTING_KV',
      '--remote',
      '--path',
      file,
    ]);
    rmSync(dirname(file), { recursive: true, force: true });
    if (put.code !== 0)
      fail(
        routingOnly
          ? `Writing ROUTING_KV's "${ROUTING_KEY}" failed (exit code ${put.code}): nothing changed; run npm run deploy again.`
          : `The Worker is deployed, but writing ROUTING_KV's "${ROUTING_KEY}" failed (exit code ${put.code}): run npm run deploy again.`,
      );
  }
  writeFileSync(
    join(paths.root, RECORD),
    `${JSON.stringify({ at: new Date().toISOString(), routing, assets }, null, 2)}\n`,
  );
  console.log(
    routingOnly
      ? `Routing only (the assets are what was last deployed): ROUTING_KV now says current ${routing.current}; no deploy.`
      : `Deployed ${paths.root}: current ${routing.current}.`,
  );
}
