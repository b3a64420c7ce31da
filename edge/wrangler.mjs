// @ts-check
// The wrangler this repository pins (edge/package.json), run with edge/wrangler.jsonc: what
// `npm run deploy` (deploy.mjs) and `npm run canary -- --from-edge` (the release tools) call.
// INTENTA_WRANGLER names a stand-in (the tests' recorder) instead.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTING_KEY } from './src/canary-watch.mjs';

const here = import.meta.dirname;
const CONFIG = join(here, 'wrangler.jsonc');
const WRANGLER =
  process.env.INTENTA_WRANGLER ?? fileURLToPath(import.meta.resolve('wrangler/bin/wrangler.js'));

/**
 * Runs wrangler with the repository's config; `capture` collects its output instead of showing it.
 * @param {string[]} args @param {{ capture?: boolean, env?: Record<string, string> }} [options]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function wrangler(args, { capture = false, env = {} } = {}) {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args, '-c', CONFIG], {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * Whether wrangler.jsonc binds ROUTING_KV: wrangler's own reading of it (comments and trailing
 * commas allowed), without loading wrangler here.
 */
export async function bindsRoutingKv() {
  const script =
    "const { experimental_readRawConfig: read } = require('wrangler');" +
    `const { rawConfig } = read({ config: ${JSON.stringify(CONFIG)} });` +
    "process.stdout.write(String((rawConfig.kv_namespaces ?? []).some((kv) => kv.binding === 'ROUTING_KV')));";
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? done(out === 'true') : reject(new Error('reading wrangler.jsonc failed')),
    );
  });
}

/**
 * The routing state in production's ROUTING_KV (`wrangler kv key get --remote`), or null when
 * the key is empty. The canary's watcher writes its decisions there (src/canary-watch.mjs).
 * @returns {Promise<import('./src/routing.mjs').RoutingState | null>}
 */
export async function readRoutingKv() {
  const run = await wrangler(['kv', 'key', 'get', ROUTING_KEY, '--binding', 'ROUTING_KV', '--remote'], {
    capture: true,
    env: { WRANGLER_HIDE_BANNER: 'true', FORCE_COLOR: '0' },
  });
  if (run.code !== 0)
    throw new Error(`reading ROUTING_KV failed (exit code ${run.code}): ${run.stderr.trim()}`);
  const text = run.stdout.trim();
  if (!text || text === 'Value not found') return null;
  return JSON.parse(text);
}
