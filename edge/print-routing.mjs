// @ts-check
// `node edge/print-routing.mjs`: the Worker's ROUTING binding for the deployment in DEPLOY_DIR
// (else deploy/), as one line of JSON: what `npm run deploy` passes to `wrangler deploy --var
// ROUTING:…` on Cloudflare, and what `npm run serve:deploy` gives Miniflare locally.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routingState } from './local-host.mjs';

/**
 * The deployment folder: DEPLOY_DIR (relative to where the command was typed), else deploy/.
 * @returns {import('./local-host.mjs').DeploymentPaths}
 */
export function deploymentPaths() {
  const root = process.env.DEPLOY_DIR
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DEPLOY_DIR)
    : join(import.meta.dirname, '../deploy');
  return {
    root,
    apps: join(root, 'apps'),
    releases: join(root, 'releases'),
    current: join(root, 'current'),
    ledger: join(root, 'ledger.json'),
  };
}

/** The Worker's ROUTING state for a deployment (target.json's origins, what is current…). @param {import('./local-host.mjs').DeploymentPaths} paths */
export function deploymentRouting(paths) {
  const { origins } = JSON.parse(readFileSync(join(paths.root, 'target.json'), 'utf8'));
  return routingState(paths, origins);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  console.log(JSON.stringify(deploymentRouting(deploymentPaths())));
