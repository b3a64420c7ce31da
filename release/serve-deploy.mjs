// @ts-check
// `npm run serve:deploy`: serves the deployment folder as Cloudflare's edge would, through the
// Worker (@intenta/edge) on workerd: the current release on the shell's port (its `_headers`,
// `_redirects` and 404 pages), the canary release to visitors in a running canary, each release
// at `http://<id>.preview.localhost:<port>` for review, each remote's versions on its own port,
// and the local partner API. It follows the folder across releases, promotes, rollbacks and
// canaries (edge/local-host.mjs).
import { appPorts } from '@intenta/workspace/ports.mjs';
import { partnerApiUrl, startPartnerApi } from '@intenta/serve/partner-api.mjs';
import { startEdge } from '@intenta/edge/local-host.mjs';
import { APPS, DeployError, openDeployment } from './deployment.mjs';
import { adoptEdgeDecision } from './canary.mjs';

const deployment = openDeployment();
const ports = appPorts();
/** @type {Awaited<ReturnType<typeof startEdge>> | null} */
let edge = null;
/** @type {import('node:child_process').ChildProcess | null} */
let api = null;
let stopping = false;

/** @param {number} [code] */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const apiStopped =
    api && api.exitCode === null ? new Promise((resolve) => api?.once('exit', resolve)) : null;
  api?.kill('SIGINT');
  // workerd is a child process of Miniflare: stopped with it, not left behind.
  Promise.all([edge?.close().catch(() => {}), apiStopped]).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/**
 * The scheduled handler every `everyMs`, one run at a time, until the process stops.
 * @param {NonNullable<typeof edge>} served @param {number} everyMs
 */
function fireScheduled(served, everyMs) {
  const look = async () => {
    try {
      const routing = await served.scheduled();
      const kept = await adoptEdgeDecision({ routing, deployDir: deployment.paths.root });
      if (kept)
        console.log(
          `canary ${kept.app}@${kept.version}: ${kept.state}, ${kept.share} % (${kept.reason ?? 'new stage'})`,
        );
    } catch (error) {
      // A release command holding the deployment (a preflight takes minutes): the decision is in
      // KV already, and the next look keeps it in the files.
      const busy = error instanceof DeployError && error.message.startsWith('Another release command');
      if (!busy)
        console.error(`The scheduled handler failed: ${error instanceof Error ? error.message : error}`);
    }
    if (!stopping) setTimeout(look, everyMs).unref();
  };
  setTimeout(look, everyMs).unref();
}

try {
  api = await startPartnerApi((code) => {
    if (!stopping) {
      console.error(`The local partner API stopped (exit code ${code}).`);
      stop(1);
    }
  });
  edge = await startEdge({
    paths: deployment.paths,
    origins: () => deployment.target().origins,
    listen: APPS.map((app) => ({ port: ports[app.folder], label: app.folder })),
    portTaken: (port, label) =>
      new Error(
        `Port ${port} (${label}) is already in use. Stop whatever uses it, or choose another port ` +
          `with the environment variable listed in docs/operations.md (for example ${label.toUpperCase().replace(/^MF-/, '')}_PORT=${port + 10}).`,
      ),
  });
  // The Worker's scheduled handler, fired as the Cron Trigger fires it on Cloudflare: the canary's
  // watcher (decision 096) writes its decision to KV, which the next request reads; it is then
  // kept in the deployment's files too (canary.json, the ledger), as the release commands read them.
  fireScheduled(edge, Number(process.env.CANARY_WATCH_EVERY_MS ?? 15_000));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

if (!stopping) {
  const current = deployment.currentId();
  console.log(`Serving the deployment in ${deployment.paths.root} through the Worker on workerd:`);
  console.log(
    `  site      http://localhost:${ports.shell}  (${current ? `release ${current}` : "waiting for a first release: it answers 503 until one is promoted (npm run promote, or the studio's first publish)"})`,
  );
  console.log(`  previews  http://<release-id>.preview.localhost:${ports.shell}`);
  for (const app of APPS.filter((a) => a.remote))
    console.log(`  ${app.name.padEnd(9)} http://localhost:${ports[app.folder]}/<version>/mf-manifest.json`);
  if (api) console.log(`  api       ${partnerApiUrl()}`);
  console.log('Press Ctrl-C to stop.');
  // Whoever started this as a child (the specs) hears it is serving as a message, not a line,
  // and may ask how many times workerd restarted (a routing change restarts nothing).
  process.send?.({ type: 'ready' });
  process.on('message', (message) => {
    if (/** @type {{ type?: string } | null} */ (message)?.type === 'edge-status')
      process.send?.({ type: 'edge-status', restarts: edge?.restarts() ?? 0 });
  });
}
