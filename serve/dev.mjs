// @ts-check
// `npm run dev`: all five apps with hot reload and the local partner API, on the same
// ports as `npm start`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { APP_LIST } from '@intenta/workspace/apps.mjs';
import { partnerApiUrl, startPartnerApi } from './partner-api.mjs';
import { apiPort, appPorts } from '@intenta/workspace/ports.mjs';

/**
 * The variable that moves each app's port (ports.mjs).
 * @param {import('@intenta/workspace/apps.mjs').AppEntry} entry
 */
const portVariable = (entry) => `${('remote' in entry ? entry.remote : entry.app).toUpperCase()}_PORT`;

/**
 * Resolves when `port` can be listened on, rejects with a message naming the variable when not.
 * @param {number} port
 * @param {string} label what the port is for, in the message
 * @param {string} variable the environment variable that moves it
 * @returns {Promise<void>}
 */
function checkPortFree(port, label, variable) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} (${label}) is already in use: stop what uses it, or set ${variable} (or PORT_OFFSET).`,
        ),
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

const ports = appPorts();
try {
  for (const entry of APP_LIST) await checkPortFree(ports[entry.app], entry.app, portVariable(entry));
  await checkPortFree(apiPort(), 'partner API', 'API_PORT');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = APP_LIST.map(({ app }) => {
  const child = spawn('npm', ['run', 'dev', '-w', app], { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${app}] `;
  /**
   * @param {import('node:stream').Readable} stream the child's output
   * @param {NodeJS.WritableStream} out where it is relayed, each line prefixed
   */
  const relay = (stream, out) =>
    stream.on('data', (chunk) => out.write(String(chunk).replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (code) console.error(`${prefix}exited with code ${code}`);
  });
  return child;
});

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const api = await startPartnerApi((code) => console.error(`[api] stopped (exit code ${code})`));
  if (api) {
    children.push(api);
    console.log(`[api] ${partnerApiUrl()}`);
  }
} catch (error) {
  console.error(`[api] ${error instanceof Error ? error.message : error}`);
}
