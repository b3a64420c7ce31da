// @ts-check
// The local partner API (partner-api/server/start.mjs) as a child process, for the
// commands that serve the site. Resolves once the API says it is ready (IPC
// message), so whoever waits for the site never finds the form without its endpoint.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPort } from '@intenta/workspace/ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiEntry = join(root, 'partner-api/server/start.mjs');
const compiledHandler = join(root, 'partner-api/server/dist/partner-application/handler.js');

/**
 * @param {(code: number | null) => void} onUnexpectedExit called when the API stops on its own
 * @returns {Promise<import('node:child_process').ChildProcess | null>} null when there is no API to start
 */
export async function startPartnerApi(onUnexpectedExit) {
  if (!existsSync(apiEntry)) return null;
  // A fresh clone serving a deployment (npm run serve:deploy) has not built it yet: a few seconds, once.
  if (!existsSync(compiledHandler)) {
    console.log('Building the partner API (once)...');
    const built = spawnSync('npm', ['run', 'build', '-w', 'partner-api'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0)
      throw new Error('The local partner API could not be built (npm run build -w partner-api).');
  }
  const api = spawn(process.execPath, [apiEntry], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, API_PORT: String(apiPort()) },
  });
  /** Why the process could not be started or spoken to (no 'exit' follows a failed start). */
  let failure = '';
  const ready = await new Promise((resolveReady) => {
    api.on('message', (message) => {
      if (message && /** @type {{ type?: string }} */ (message).type === 'ready') resolveReady(true);
    });
    api.once('exit', () => resolveReady(false));
    api.once('error', (error) => {
      failure = error.message;
      resolveReady(false);
    });
  });
  if (!ready)
    throw new Error(`The local partner API did not start (${failure || `exit code ${api.exitCode}`}).`);
  api.on('exit', (code) => onUnexpectedExit(code));
  // Later errors (a message the API can no longer be sent, a signal that cannot be
  // delivered) are logged: unheard, an 'error' event ends the process serving the site.
  api.on('error', (error) => console.error(`The local partner API: ${error.message}`));
  return api;
}

export const partnerApiUrl = () => `http://localhost:${apiPort()}/functions/v1/send-partner-notification`;
