// @ts-check
// Serves one app's production build alone, as its own deployment would be:
// `npm run preview -w mf-blog` (build it first with `npm run build -w mf-blog`).
// The shell's deployment is its published (prerendered) site, which `npm start`
// writes to shell/published/<port>/.
import { existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPorts } from '@intenta/workspace/ports.mjs';
import { createRemoteServer, createShellServer, listen } from './site-server.mjs';

/** @typedef {import('@intenta/workspace/apps.mjs').AppName} AppName */

const app = process.argv[2];
const ports = appPorts();
/**
 * @param {string | undefined} name
 * @returns {name is AppName}
 */
const isApp = (name) => name !== undefined && name in ports;
if (!isApp(app)) {
  console.error(`Usage: serve-app.mjs <${Object.keys(ports).join('|')}>`);
  process.exit(2);
}
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const published = join(repo, 'shell/published', String(ports.shell), 'current');
if (app === 'shell' && !existsSync(published)) {
  console.error(`No published site in ${published}: run "npm start" once (it prerenders every page).`);
  process.exit(1);
}
const server =
  app === 'shell'
    ? createShellServer({ root: published })
    : createRemoteServer({ root: join(repo, app, 'dist') });
listen(server, ports[app], app).then(
  () => console.log(`${app} production build on http://localhost:${ports[app]}`),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
