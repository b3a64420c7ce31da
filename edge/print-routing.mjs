// @ts-check
// `node edge/print-routing.mjs`: the Worker's ROUTING binding for the deployment in DEPLOY_DIR
// (else deploy/), as one line of JSON: what `wrangler deploy --var ROUTING:…` passes on
// Cloudflare, and what `npm run serve:deploy` gives Miniflare locally.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { routingState } from './local-host.mjs';

const root = process.env.DEPLOY_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DEPLOY_DIR)
  : join(import.meta.dirname, '../deploy');
const paths = {
  root,
  apps: join(root, 'apps'),
  releases: join(root, 'releases'),
  current: join(root, 'current'),
  ledger: join(root, 'ledger.json'),
};
const { origins } = JSON.parse(readFileSync(join(root, 'target.json'), 'utf8'));
console.log(JSON.stringify(routingState(paths, origins)));
