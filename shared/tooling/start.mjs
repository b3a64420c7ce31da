// `npm start`: serves the five production builds composed, each on its own
// origin as separate deployments would be, plus the local partner API.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, apiPort, appPorts, runtimeConfigFor } from './ports.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ports = appPorts();

for (const app of APPS) {
  if (!existsSync(join(repo, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`${app} has no production build. Run "npm run build" first (npm start does it for you).`);
    process.exit(1);
  }
}

// The shell learns where the remotes are from /runtime-config.json, read at start
// in the browser. On the default ports the built file (shell/public) is served as
// it is, so editing shell/dist/runtime-config.json moves a remote. On other ports
// a generated file is served instead; the build output is never rewritten, so two
// copies of the site can run from one checkout.
const builtConfigFile = join(repo, 'shell/dist/runtime-config.json');
const wantedConfig = runtimeConfigFor(ports);
const shellOverrides = {};
if (JSON.stringify(JSON.parse(readFileSync(builtConfigFile, 'utf8'))) !== JSON.stringify(wantedConfig)) {
  const generated = join(tmpdir(), `intenta-runtime-config-${ports.shell}.json`);
  writeFileSync(generated, `${JSON.stringify(wantedConfig, null, 2)}\n`);
  shellOverrides['/runtime-config.json'] = generated;
  console.log(`Serving the runtime config for these ports from ${generated}`);
}

// The local partner API starts first, and the site is reported up only once the
// API says it is ready (IPC message), so whoever waits for the site (Playwright's
// webServer polls the shell) never finds the form without its endpoint.
const children = [];
const apiEntry = join(repo, 'mf-partners/server/start.mjs');
if (existsSync(apiEntry)) {
  const api = spawn(process.execPath, [apiEntry], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, API_PORT: String(apiPort()) },
  });
  children.push(api);
  const ready = await new Promise((resolveReady) => {
    api.on('message', (message) => {
      if (message && message.type === 'ready') resolveReady(true);
    });
    api.once('exit', () => resolveReady(false));
  });
  if (!ready) {
    console.error(`The local partner API did not start (exit code ${api.exitCode}).`);
    process.exit(1);
  }
  api.on('exit', (code) => {
    if (code) {
      console.error(`The local partner API stopped (exit code ${code}).`);
      setImmediate(() => shutdown(1));
    }
  });
}

const servers = [];
try {
  for (const app of APPS) {
    const server = createStaticServer({
      root: join(repo, app, 'dist'),
      spaFallback: app === 'shell',
      overrides: app === 'shell' ? shellOverrides : {},
    });
    servers.push(await listen(server, ports[app], app));
  }
} catch (error) {
  console.error(error.message);
  for (const s of servers) s.close();
  process.exit(1);
}

console.log('Intenta is running:');
console.log(`  site      http://localhost:${ports.shell}`);
for (const app of APPS.slice(1))
  console.log(`  ${app.padEnd(9)} http://localhost:${ports[app]}/mf-manifest.json`);
if (children.length)
  console.log(`  api       http://localhost:${apiPort()}/functions/v1/send-partner-notification`);
console.log('Press Ctrl-C to stop.');

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const s of servers) s.close();
  for (const child of children) child.kill('SIGINT');
  const wait = children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))));
  Promise.all(wait).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 5000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
