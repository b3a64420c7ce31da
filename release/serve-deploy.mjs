// @ts-check
// `npm run serve:deploy`: serves the deployment folder as its static hosts would:
// the current release on the shell's port (its `_headers`, `_redirects` and 404
// pages), each release at `http://<id>.preview.localhost:<port>` for review, each
// remote's versions on its own port, and the local partner API. It reads the
// folder on every request, so it keeps serving across promotes and rollbacks.
import { join } from 'node:path';
import { appPorts } from '@intenta/workspace/ports.mjs';
import { partnerApiUrl, startPartnerApi } from '@intenta/serve/partner-api.mjs';
import { createRemoteServer, createShellServer, listen } from '@intenta/serve/site-server.mjs';
import { APPS, openDeployment } from './deployment.mjs';
import { watchCanary } from './canary.mjs';

const deployment = openDeployment();
const ports = appPorts();
/** @type {import('node:http').Server[]} */
const servers = [];
/** @type {import('node:child_process').ChildProcess | null} */
let api = null;
let stopping = false;

/** @param {number} [code] */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  api?.kill('SIGINT');
  setTimeout(() => process.exit(code), api ? 2000 : 0).unref();
  if (!api) process.exit(code);
  api.once('exit', () => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  api = await startPartnerApi((code) => {
    if (!stopping) {
      console.error(`The local partner API stopped (exit code ${code}).`);
      stop(1);
    }
  });
  for (const app of APPS.filter((a) => a.remote)) {
    const root = join(deployment.paths.apps, app.name);
    servers.push(await listen(createRemoteServer({ root, live: true }), ports[app.folder], app.folder));
  }
  const shell = createShellServer({ root: deployment.paths.current, previews: deployment.paths.releases });
  servers.push(await listen(shell, ports.shell, 'shell'));
  // The canary's watcher (decision 096) looks at the field while the deployment is served.
  watchCanary({ deployDir: deployment.paths.root });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

if (!stopping) {
  const current = deployment.currentId();
  console.log(`Serving the deployment in ${deployment.paths.root}:`);
  console.log(
    `  site      http://localhost:${ports.shell}  (${current ? `release ${current}` : 'nothing current yet: npm run promote'})`,
  );
  console.log(`  previews  http://<release-id>.preview.localhost:${ports.shell}`);
  for (const app of APPS.filter((a) => a.remote))
    console.log(`  ${app.name.padEnd(9)} http://localhost:${ports[app.folder]}/<version>/mf-manifest.json`);
  if (api) console.log(`  api       ${partnerApiUrl()}`);
  console.log('Press Ctrl-C to stop.');
}
