// @ts-check
// The one way the other tools (npm start, the release's preflight, the tests) render the
// site: `npm run prerender` (cli.mjs) in a fresh Node process, since the remotes' server
// builds are evaluated into the process's globals.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('./cli.mjs', import.meta.url));

/**
 * @typedef {object} RenderSiteArguments the command's options (cli.mjs), as absolute paths
 * @property {string} [config]
 * @property {string} [out]
 * @property {string} [release]
 * @property {string} [shell]
 * @property {readonly string[]} [local] `ORIGIN=DIR` pairs
 */

/**
 * @param {RenderSiteArguments} options
 * @returns {string[]}
 */
function commandLine({ local = [], ...paths }) {
  return [
    ...Object.entries(paths).flatMap(([name, value]) => (value === undefined ? [] : [`--${name}`, value])),
    ...local.flatMap((pair) => ['--local', pair]),
  ];
}

/**
 * What the render tells its parent when it fails (cli.mjs, over the IPC channel): the app
 * whose code or files broke it, the page when one page did, and the one-line message.
 * @typedef {{ type: 'failed', app: string, page?: string, message: string }} RenderFailure
 */

/**
 * Starts the render in its own process. With `output: 'inherit'` its lines go to this
 * process's; with 'capture' they are collected into `finished`'s `output` (a log for people).
 * A failure arrives as `finished`'s `failure`, typed, never read from the output.
 * @param {RenderSiteArguments} options
 * @param {{ output?: 'inherit' | 'capture' }} [how]
 * @returns {{ child: import('node:child_process').ChildProcess;
 *   finished: Promise<{ code: number | null; output: string; failure?: RenderFailure }> }}
 */
export function renderSiteInChildProcess(options, { output = 'capture' } = {}) {
  const child = spawn(process.execPath, [CLI, ...commandLine(options)], {
    stdio:
      output === 'inherit' ? ['inherit', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let text = '';
  /** @type {RenderFailure | undefined} */
  let failure;
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  child.on('message', (message) => {
    if (/** @type {RenderFailure} */ (message)?.type === 'failed')
      failure = /** @type {RenderFailure} */ (message);
  });
  const finished = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output: text, failure }));
  });
  return { child, finished };
}
