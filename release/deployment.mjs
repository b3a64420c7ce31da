// @ts-check
// The deployment target, laid out as the static origins would be (decision 065):
//
//   deploy/                     DEPLOY_DIR, git-ignored
//     target.json               where each app is served from, and the site configuration
//     apps/<app>/<version>/     one app's builds, immutable: served as the app's origin
//     builds/<app>/<version>.json   what each build provides and needs (never served)
//     releases/<id>/            published sites: prerendered pages + the shell's files
//     current -> releases/<id>  the release visitors get; swapped in one rename
//     ledger.json               every release, its versions, and what was current when
//     canary.json               the last canary: a release served to a share of visitors (canary.mjs)
//
// Everything here is plain files, so the same layout maps onto a bucket per origin.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import { APP_LIST } from '@intenta/workspace/apps.mjs';
import { appPorts, runtimeConfigFor } from '@intenta/workspace/ports.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the deployment lives: DEPLOY_DIR (relative to where the command was typed), else deploy/. */
export function deployDir() {
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  return process.env.DEPLOY_DIR ? resolve(typedIn, process.env.DEPLOY_DIR) : join(repoRoot, 'deploy');
}

/**
 * @typedef {import('@intenta/workspace/apps.mjs').AppName} AppFolder
 * @typedef {{ name: string, folder: AppFolder, remote: boolean }} App
 * @typedef {object} BuildInfo what `npm run release` recorded of one build
 * @property {string} app
 * @property {string} version
 * @property {string | null} commit
 * @property {string | null} [contentAsOf] the moment its scheduled content was shown as of (null: unknown)
 * @property {Record<string, string>} [needs] a remote's range of each shared package
 * @property {Record<string, string>} [provides] the shell's version of each shared package
 * @typedef {{ id: string, createdAt: string, preview: boolean, versions: Record<string, string> }} ReleaseEntry
 * @typedef {object} ContentChange the content commits a release made current brought to the site
 *   (the studio's publishes): what undoing that release reverts (content-history.mjs)
 * @property {string} repo the content repository
 * @property {string} before the content branch's commit before the change
 * @property {string} after the commit the release was built from
 * @typedef {{ id: string, replaced: string | null, at: string, reason: string, content?: ContentChange[] }} CurrentEntry
 * @typedef {{ releases: ReleaseEntry[], current: CurrentEntry[] }} Ledger
 * @typedef {object} Canary a release served to a share of visitors beside the current one (decision
 *   096); the edge Worker serves it to buckets below `share × 10` while it is running and `base` is current
 * @property {string} app the one remote it changes
 * @property {string} version that remote's candidate version
 * @property {string} release the candidate release (a preview in the ledger)
 * @property {string} base the release that was current when it started
 * @property {number} share the percent of visitors it is served to now
 * @property {number[]} stages the shares it goes through, in order
 * @property {number} stageIndex the stage it is at
 * @property {number} every how long a stage lasts, healthy, before it advances (ms)
 * @property {string} startedAt
 * @property {string} stageStartedAt
 * @property {'running' | 'aborted' | 'promoted'} state
 * @property {string} [endedAt]
 * @property {string} [reason] why it ended (the watcher's verdict, or who ended it)
 * @property {{ at: string, verdict: string, reason: string }} [lastCheck] the watcher's last look
 * @typedef {{ origins: Record<string, string>, site: object }} Target
 * @typedef {ReturnType<typeof openDeployment>} Deployment
 */

/**
 * How long a deployment lock nobody refreshes counts as held. Its holder refreshes it every
 * half of this, so only a lock whose command was killed (or stalled this long) goes stale.
 */
const LOCK_STALE_MS = 30_000;

/** An error the commands print as one line, without a stack. */
export class DeployError extends Error {}

/**
 * The apps by their release name: `shell`, or a remote's federation name (`blog`);
 * the workspace folder (`mf-blog`) is accepted too.
 * @type {App[]}
 */
export const APPS = APP_LIST.map((entry) => ({
  name: 'remote' in entry ? entry.remote : entry.app,
  folder: entry.app,
  remote: 'remote' in entry,
}));

/** @param {string} name */
export function appNamed(name) {
  const app = APPS.find((a) => a.name === name || a.folder === name);
  if (!app) throw new DeployError(`No app "${name}": one of ${APPS.map((a) => a.name).join(', ')}.`);
  return app;
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** Written beside, then renamed: a reader never sees half a file. @param {string} file @param {unknown} value */
const writeJson = (file, value) => {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
};

/**
 * The files of a deployment under `root` (the layout at the top of this file).
 * @param {string} root
 */
function deploymentPaths(root) {
  return {
    root,
    target: join(root, 'target.json'),
    apps: join(root, 'apps'),
    builds: join(root, 'builds'),
    releases: join(root, 'releases'),
    current: join(root, 'current'),
    ledger: join(root, 'ledger.json'),
    pendingContent: join(root, 'pending-content.json'),
    canary: join(root, 'canary.json'),
    lock: join(root, '.lock'),
  };
}

/** @typedef {ReturnType<typeof deploymentPaths>} DeploymentPaths */

/**
 * Where each app is served from and the site configuration the pages are rendered
 * with. Written once with the local ports (PORT_OFFSET included); a real deployment
 * edits it to its CDN origins.
 * @param {DeploymentPaths} paths
 * @returns {Target}
 */
function readTarget(paths) {
  if (!existsSync(paths.target)) {
    const ports = appPorts();
    const origins = Object.fromEntries(APPS.map((a) => [a.name, `http://localhost:${ports[a.folder]}`]));
    writeJson(paths.target, { origins, site: runtimeConfigFor(ports).site });
  }
  return readJson(paths.target);
}

/** @param {DeploymentPaths} paths @returns {Ledger} */
function readLedger(paths) {
  return existsSync(paths.ledger) ? readJson(paths.ledger) : { releases: [], current: [] };
}

/** The release `current` points at. @param {DeploymentPaths} paths @returns {string | null} */
function readCurrentId(paths) {
  try {
    return readlinkSync(paths.current).split('/').pop() ?? null;
  } catch {
    return null;
  }
}

/**
 * Points `current` at a release in one atomic rename and records it.
 * @param {DeploymentPaths} paths
 * @param {string} id @param {string} reason @param {ContentChange[]} [content]
 */
function pointCurrentAt(paths, id, reason, content) {
  const book = readLedger(paths);
  const replaced = readCurrentId(paths);
  const next = `${paths.current}.${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(join('releases', id), next);
  renameSync(next, paths.current);
  endCanaryOnNewCurrent(paths, id, reason);
  book.current.push({
    id,
    replaced,
    at: new Date().toISOString(),
    reason,
    ...(content?.length ? { content } : {}),
  });
  writeJson(paths.ledger, book);
}

/** @param {DeploymentPaths} paths @returns {Canary | null} */
const readCanary = (paths) => (existsSync(paths.canary) ? readJson(paths.canary) : null);

/**
 * A running canary ends when another release becomes current (its base is gone): promoted when
 * the new current is the canary itself, aborted otherwise.
 * @param {DeploymentPaths} paths @param {string} id @param {string} reason
 */
function endCanaryOnNewCurrent(paths, id, reason) {
  const canary = readCanary(paths);
  if (canary?.state !== 'running' || id === canary.base) return;
  const promoted = id === canary.release;
  writeJson(paths.canary, {
    ...canary,
    state: promoted ? 'promoted' : 'aborted',
    endedAt: new Date().toISOString(),
    reason: promoted ? (canary.reason ?? reason) : `release ${id} was made current (${reason})`,
  });
}

/**
 * Takes the deployment lock (`paths.lock`) or refuses with a DeployError when another
 * command holds it.
 * @param {DeploymentPaths} paths
 * @returns {() => void} what removes it again; a lock already lost is left alone
 */
function takeLock(paths) {
  mkdirSync(paths.root, { recursive: true });
  /** @type {() => void} */
  let release;
  try {
    release = lockfile.lockSync(paths.root, {
      lockfilePath: paths.lock,
      realpath: false,
      stale: LOCK_STALE_MS,
      // Only when this process stalled for longer than LOCK_STALE_MS (another command may then
      // take the lock over) or the lock was removed under it. Said, not thrown: thrown from the
      // lock's timer it would end a long-running process (the studio) in the middle of its work.
      onCompromised: (error) => {
        console.error(`The deployment lock was lost while this command held it: ${error.message}.`);
      },
    });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
    throw new DeployError(
      `Another release command is running (${paths.lock} is held; a lock its command left behind is taken over after ${LOCK_STALE_MS / 1000} s).`,
    );
  }
  return () => {
    try {
      release();
    } catch (error) {
      // Already lost (onCompromised said so): nothing of ours to remove.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERELEASED') throw error;
    }
  };
}

/**
 * One writer at a time, as a deployer service would serialise updates: `deploy/.lock`, held
 * with proper-lockfile. The holder refreshes it while it works and it is removed however
 * the process ends (process.exit on a fault included), so a command that failed never
 * blocks the next one; one whose process was killed outright is taken over once stale.
 * @template T
 * @param {DeploymentPaths} paths
 * @param {() => T} work
 * @returns {T}
 */
function withDeploymentLock(paths, work) {
  const unlock = takeLock(paths);
  try {
    const result = work();
    if (result instanceof Promise) return /** @type {T} */ (result.finally(unlock));
    unlock();
    return result;
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * @param {string} [root]
 */
export function openDeployment(root = deployDir()) {
  const paths = deploymentPaths(root);

  /** @param {string} app @param {string} version */
  const versionDir = (app, version) => join(paths.apps, app, version);
  /** @param {string} app @param {string} version @returns {BuildInfo | null} */
  const buildInfo = (app, version) => {
    const file = join(paths.builds, app, `${version}.json`);
    return existsSync(file) ? readJson(file) : null;
  };
  const ledger = () => readLedger(paths);

  /** @param {string} id @returns {ReleaseEntry} */
  function release(id) {
    const entry = ledger().releases.find((r) => r.id === id);
    if (!entry || !existsSync(join(paths.releases, id))) throw new DeployError(`No release ${id}.`);
    return entry;
  }

  /**
   * Content merged for later (a scheduled entry): recorded until the release that shows it
   * becomes current, which then carries it, so undoing that release reverts it.
   * @returns {ContentChange[]}
   */
  const pendingContent = () => (existsSync(paths.pendingContent) ? readJson(paths.pendingContent) : []);

  /** @param {ReleaseEntry} entry */
  function addRelease(entry) {
    const book = ledger();
    book.releases.push(entry);
    writeJson(paths.ledger, book);
  }

  return {
    paths,
    /** @returns {Target} */
    target: () => readTarget(paths),
    versionDir,
    buildInfo,
    /** @param {string} app @param {string} version @param {BuildInfo} info */
    writeBuildInfo: (app, version, info) => writeJson(join(paths.builds, app, `${version}.json`), info),
    ledger,
    pendingContent,
    /** @param {ContentChange} change */
    addPendingContent: (change) => writeJson(paths.pendingContent, [...pendingContent(), change]),
    clearPendingContent: () => rmSync(paths.pendingContent, { force: true }),
    /** @returns {string | null} */
    currentId: () => readCurrentId(paths),
    /** The last canary, running or ended; null when there never was one. */
    canary: () => readCanary(paths),
    /** @param {Canary} canary */
    writeCanary: (canary) => writeJson(paths.canary, canary),
    release,
    /** @param {string} id @param {string} reason @param {ContentChange[]} [content] */
    makeCurrent: (id, reason, content) => pointCurrentAt(paths, id, reason, content),
    addRelease,
    /**
     * @template T
     * @param {() => T} work
     * @returns {T}
     */
    withLock: (work) => withDeploymentLock(paths, work),
  };
}
