// @ts-check
// `npm start` (after the build): serves the composed site as separate
// deployments would be, each app on its own origin, plus the local partner API.
// The remotes come up first; then the prerender step renders every page from
// them, in its own process, into shell/published/<port>/; then the shell
// serves that published site.
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSiteInChildProcess } from '../shell/pipeline/child-process.mjs';
import { APP_LIST, APPS } from '@intenta/workspace/apps.mjs';
import { appPorts, runtimeConfigFor } from '@intenta/workspace/ports.mjs';
import { localViewTokenSecret } from '@intenta/workspace/view-token-secret.mjs';
import { partnerApiUrl, startPartnerApi } from './partner-api.mjs';
import { createRemoteServer, createShellServer, listen } from './site-server.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ports = appPorts();
const started = Date.now();

for (const app of APPS) {
  const built = app === 'shell' ? 'server/index.cjs' : 'mf-manifest.json';
  if (!existsSync(join(repo, app, 'dist', built))) {
    console.error(`${app} has no production build. Run "npm run build" first (npm start does it for you).`);
    process.exit(1);
  }
}

// The runtime config the pages are rendered with: this run's ports, and a release named
// `local` with every app at version `local`, so the served pages send their field report
// as a release's would (decision 098). Written to a temporary file: the build output is
// never rewritten, so two copies of the site can run from one checkout.
const LOCAL_RELEASE = 'local';
const wantedConfig = {
  ...runtimeConfigFor(ports),
  versions: Object.fromEntries(
    APP_LIST.map((entry) => ['remote' in entry ? entry.remote : entry.app, LOCAL_RELEASE]),
  ),
  release: LOCAL_RELEASE,
};
const configFile = join(tmpdir(), `intenta-runtime-config-${ports.shell}.json`);
writeFileSync(configFile, `${JSON.stringify(wantedConfig, null, 2)}\n`);
const publishDir = join(repo, 'shell/published', String(ports.shell));

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {import('node:http').Server[]} */
const servers = [];
let stopping = false;
/** @param {number} [code] the exit code */
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const s of servers) s.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  const wait = children.map(
    /** @returns {Promise<void>} */
    (c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', () => r()))),
  );
  Promise.all(wait).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 5000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// The local partner API starts first: the site is reported up only once it is ready
// (Playwright's webServer polls the shell).
let withApi = false;
try {
  const api = await startPartnerApi((code) => {
    if (code && !stopping) {
      console.error(`The local partner API stopped (exit code ${code}).`);
      setImmediate(() => shutdown(1));
    }
  });
  if (api) children.push(api);
  withApi = api !== null;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
}

try {
  for (const app of APPS.slice(1)) {
    servers.push(await listen(createRemoteServer({ root: join(repo, app, 'dist') }), ports[app], app));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
}

const prerender = renderSiteInChildProcess({ config: configFile, out: publishDir }, { output: 'inherit' });
children.push(prerender.child);
const prerendered = await prerender.finished.then(
  ({ code }) => code === 0,
  // A step that cannot start ends `npm start` with a message, not an unheard 'error' event.
  (/** @type {Error} */ error) => {
    console.error(`The prerender step could not start: ${error.message}`);
    return false;
  },
);
if (!prerendered) {
  console.error('npm start stops: the site could not be prerendered (see above).');
  shutdown(1);
} else {
  try {
    servers.push(
      await listen(
        createShellServer({
          root: join(publishDir, 'current'),
          // Each page answer carries a view token the local partner API verifies (decision 071).
          viewTokens: withApi
            ? { secret: localViewTokenSecret(), release: LOCAL_RELEASE, versions: wantedConfig.versions }
            : undefined,
        }),
        ports.shell,
        'shell',
      ),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    shutdown(1);
  }
}

if (!stopping) {
  console.log(`Intenta is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s):`);
  console.log(`  site      http://localhost:${ports.shell}`);
  for (const app of APPS.slice(1))
    console.log(`  ${app.padEnd(9)} http://localhost:${ports[app]}/mf-manifest.json`);
  if (withApi) console.log(`  api       ${partnerApiUrl()}`);
  console.log('Press Ctrl-C to stop.');
}
