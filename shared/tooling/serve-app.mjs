// Serves one app's production build alone, as its own deployment would be:
// `npm run preview -w mf-blog` (build it first with `npm run build -w mf-blog`).
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPorts } from './ports.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const app = process.argv[2];
const ports = appPorts();
if (!(app in ports)) {
  console.error(`Usage: serve-app.mjs <${Object.keys(ports).join('|')}>`);
  process.exit(2);
}
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const server = createStaticServer({ root: join(repo, app, 'dist'), spaFallback: app === 'shell' });
listen(server, ports[app], app).then(
  () => console.log(`${app} production build on http://localhost:${ports[app]}`),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
