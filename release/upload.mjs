// @ts-check
// `npm run release -- <app>...`: builds each app alone and uploads the build as an
// immutable version. The version is the hash of the build's files, so the same
// source gives the same version, and uploading it again changes nothing.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { SINGLETON_PACKAGES } from '@intenta/workspace/singletons.mjs';
import { DeployError, repoRoot } from './deployment.mjs';

/** @typedef {import('./deployment.mjs').App} App */

/** Every file below `dir`, as sorted paths relative to it. @param {string} dir */
function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The version of a build: the first 12 hex digits of a hash of its file names and contents. */
/** @param {string} dir */
export function versionOfBuild(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * What a build needs from the shell (a remote: each shared package's range, read
 * from its own manifest) or provides to the remotes (the shell: the installed versions).
 * @param {App} app
 * @param {string} dist
 */
export function describeBuild(app, dist) {
  if (app.remote) {
    /** @type {{ shared?: { name: string, requiredVersion?: string | null }[] }} */
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    /** @type {Record<string, string>} */
    const needs = {};
    for (const shared of manifest.shared ?? []) {
      const name = shared.name.split('/')[0] ?? shared.name;
      if (shared.requiredVersion) needs[name] = shared.requiredVersion;
    }
    return { needs };
  }
  const requireFromShell = createRequire(join(repoRoot, app.folder, 'package.json'));
  const provides = Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => [
      name,
      JSON.parse(readFileSync(requireFromShell.resolve(`${name}/package.json`), 'utf8')).version,
    ]),
  );
  return { provides };
}

/** @param {string} root */
function gitCommit(root) {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Builds one app of a checkout alone, as its team's pipeline would (`npm run build -w <folder>`),
 * showing scheduled content as of `now`. Its output goes to this process's, or with `capture`
 * into `log` (for people: nothing reads it).
 * @param {App} app
 * @param {{ root?: string, now?: Date, output?: 'inherit' | 'capture' }} [options]
 * Asynchronous, so a server that releases (the studio) keeps answering while it builds.
 * @returns {Promise<{ ok: true, log: string } | { ok: false, reason: string, log: string }>}
 */
export function buildApp(app, { root = repoRoot, now = new Date(), output = 'inherit' } = {}) {
  if (output === 'inherit') console.log(`Building ${app.name} (${app.folder})...`);
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'build', '-w', app.folder], {
      cwd: root,
      env: { ...process.env, PUBLISH_NOW: now.toISOString() },
      stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    child.once('error', (error) =>
      done({ ok: false, reason: `the build could not start (${error.message})`, log }),
    );
    child.once('close', (code, signal) =>
      done(
        code === 0
          ? { ok: true, log }
          : { ok: false, reason: `the build failed (exit code ${code ?? signal})`, log },
      ),
    );
  });
}

/**
 * Uploads a built folder as `apps/<app>/<version>/`: written beside, then renamed
 * into place, so a version folder is complete or absent, and never overwritten.
 * @param {import('./deployment.mjs').Deployment} deployment
 * @param {App} app
 * @param {string} dist
 * @param {string | null} [contentAsOf] the moment the build showed scheduled content as of
 * @returns {{ version: string, uploaded: boolean }}
 */
export function uploadBuild(deployment, app, dist, contentAsOf = null) {
  const root = join(dist, '../..');
  if (!existsSync(join(dist, app.remote ? 'mf-manifest.json' : 'server/index.cjs')))
    throw new DeployError(`${app.name}: ${dist} holds no production build.`);
  const version = versionOfBuild(dist);
  const target = deployment.versionDir(app.name, version);
  if (existsSync(target)) return { version, uploaded: false };
  const partial = `${target}.partial-${process.pid}`;
  cpSync(dist, partial, { recursive: true });
  deployment.writeBuildInfo(app.name, version, {
    app: app.name,
    version,
    commit: gitCommit(root),
    contentAsOf,
    uploadedAt: new Date().toISOString(),
    ...describeBuild(app, dist),
  });
  renameSync(partial, target);
  rmSync(partial, { recursive: true, force: true });
  return { version, uploaded: true };
}
