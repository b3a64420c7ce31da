// @vitest-environment node
// `npm run deploy -- --dry-run` on a deployment laid out by hand (release/deployment.mjs's
// layout, no builds): the pinned wrangler bundles the Worker and reads the folder offline, and
// the script reports the asset files .assetsignore leaves to upload.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'deploy.mjs');
let dir: string;
/** A remote's version as release/upload.mjs names them (12 hex digits). */
const BLOG_VERSION = 'b10b10b10b10';

/** `node edge/deploy.mjs ...args` with DEPLOY_DIR set to the laid-out folder. */
function deploy(...args: string[]) {
  return run(script, args);
}

/** A script of the repository with DEPLOY_DIR set, and wrangler's stand-in when `env` names it. */
function run(file: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      [file, ...args],
      { env: { ...process.env, DEPLOY_DIR: join(dir, 'deploy'), ...env }, timeout: 55_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** @param path relative to the deployment */
function write(path: string, text: string) {
  const file = join(dir, 'deploy', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'edge-deploy-'));
  write(
    'target.json',
    JSON.stringify({ origins: { shell: 'https://intenta.example', blog: 'https://blog.intenta.example' } }),
  );
  write(
    'ledger.json',
    JSON.stringify({
      releases: [
        { id: 'r1', createdAt: '2026-12-01T10:00:00.000Z', preview: false, versions: { blog: 'v1' } },
      ],
      current: [{ id: 'r1', replaced: null, at: '2026-12-01T10:00:00.000Z', reason: 'promote' }],
    }),
  );
  // Uploaded: the release's files and the remote's version.
  write('releases/r1/index.html', '<!doctype html><title>r1</title>');
  write('releases/r1/_headers', '/*\n  X-Content-Type-Options: nosniff\n');
  write('apps/blog/v1/mf-manifest.json', '{}');
  // Hashed files, which the deploy also links at their request paths (hashed-assets.mjs).
  write('releases/r1/static/js/index.0123456789.js', 'console.log(1);');
  write(`apps/blog/${BLOG_VERSION}/mf-manifest.json`, '{}');
  write(`apps/blog/${BLOG_VERSION}/static/js/chunk.abcdef0123.js`, 'console.log(2);');
  // Never uploaded (edge/assetsignore): the shell's server build, builds/, a staging folder.
  write('apps/shell/s1/server/index.js', 'export {};');
  write('builds/blog/v1.json', '{}');
  write('releases/.staging-r2/index.html', '<!doctype html><title>r2</title>');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('bundles the Worker and counts the asset files offline, with --dry-run', async () => {
  symlinkSync('releases/r1', join(dir, 'deploy/current'));
  const outdir = join(dir, 'out');
  const result = await deploy('--dry-run', '--outdir', outdir);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/Worker bundle: [\d.]+ KiB/);
  // index.html, _headers and the script of r1, two versions' 3 files, and the 2 hashed files
  // linked at /static/js/… and /<version>/static/js/… (the root _headers is configuration).
  expect(result.stdout).toContain('Asset files: 8 would be uploaded');
  expect(result.stdout).toContain('2 of them hashed files linked at their request paths');
  expect(readFileSync(join(dir, 'deploy/static/js/index.0123456789.js'), 'utf8')).toBe('console.log(1);');
  expect(existsSync(join(dir, `deploy/${BLOG_VERSION}/static/js/chunk.abcdef0123.js`))).toBe(true);
  expect(readFileSync(join(dir, 'deploy/_headers'), 'utf8')).toContain('/*.js\n');
  expect(result.stdout).toContain('ROUTING: current r1, 1 releases');
  expect(readFileSync(join(outdir, 'worker.js'), 'utf8')).toContain('X-Intenta-Release');
  expect(readFileSync(join(dir, 'deploy/.assetsignore'), 'utf8')).toBe(
    readFileSync(join(import.meta.dirname, 'assetsignore'), 'utf8'),
  );
}, 60_000);

it('refuses, and runs no wrangler, while nothing is current', async () => {
  const result = await deploy('--dry-run', '--outdir', join(dir, 'out'));
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('Nothing is current');
  expect(existsSync(join(dir, 'out'))).toBe(false);
}, 60_000);

it('deploys nothing, and runs no wrangler, with --if-changed when the folder is what was last deployed', async () => {
  symlinkSync('releases/r1', join(dir, 'deploy/current'));
  const printed = await new Promise<string>((done, reject) =>
    execFile(
      process.execPath,
      [join(import.meta.dirname, 'print-routing.mjs')],
      { env: { ...process.env, DEPLOY_DIR: join(dir, 'deploy') } },
      (error, stdout) => (error ? reject(error) : done(stdout)),
    ),
  );
  write('.deployed.json', JSON.stringify({ at: '2026-12-01T10:05:00.000Z', routing: JSON.parse(printed) }));
  const result = await deploy('--if-changed');
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('Nothing to deploy');
}, 60_000);

/**
 * A stand-in for wrangler that records each call's arguments (and a KV value written with
 * --path) and answers `kv key get` with what the edge wrote: Cloudflare without an account.
 */
function standInWrangler(edgeRouting: unknown = null) {
  const log = join(dir, 'wrangler-calls.jsonl');
  const file = join(dir, 'wrangler-stand-in.mjs');
  writeFileSync(
    file,
    `import { appendFileSync, readFileSync } from 'node:fs';
const args = process.argv.slice(2);
const at = args.indexOf('--path');
appendFileSync(${JSON.stringify(log)}, JSON.stringify({ args, value: at >= 0 ? readFileSync(args[at + 1], 'utf8') : null }) + '\\n');
if (args[0] === 'kv' && args[2] === 'get') process.stdout.write(${JSON.stringify(JSON.stringify(edgeRouting))});
`,
  );
  const calls = () =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { args: string[]; value: string | null })
      : [];
  return { env: { INTENTA_WRANGLER: file }, calls };
}

it('deploys new assets, then writes only KV for a routing change (a rollback): no deploy follows it', async () => {
  write('releases/r0/index.html', '<!doctype html><title>r0</title>');
  symlinkSync('releases/r1', join(dir, 'deploy/current'));
  const wrangler = standInWrangler();
  const first = await run(script, [], wrangler.env);
  expect(first.stdout + first.stderr).toContain('Deployed');
  expect(wrangler.calls().map((call) => call.args.slice(0, 3).join(' '))).toEqual([
    expect.stringMatching(/^deploy --assets /),
    'kv key put',
  ]);
  // A rollback: another kept release is current, the assets are the same.
  rmSync(join(dir, 'deploy/current'));
  symlinkSync('releases/r0', join(dir, 'deploy/current'));
  const rollback = await run(script, ['--if-changed'], wrangler.env);
  expect(rollback.stdout).toContain('Routing only');
  const calls = wrangler.calls();
  expect(calls.map((call) => call.args.slice(0, 3).join(' '))).toEqual([
    expect.stringMatching(/^deploy /),
    'kv key put',
    'kv key put',
  ]);
  expect(JSON.parse(calls[2]!.value!)).toMatchObject({ current: 'r0' });
  // A new release folder is a new asset: a deploy again.
  write('releases/r2/index.html', '<!doctype html><title>r2</title>');
  const next = await run(script, [], wrangler.env);
  expect(next.stdout).toContain('Deployed');
  expect(wrangler.calls().at(-2)!.args[0]).toBe('deploy');
}, 60_000);
