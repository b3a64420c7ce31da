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
// Everything here is plain files, so the same layout maps onto a bucket per origin. Every promote
// prunes it (retention, below): what no kept release needs is removed, so the files Cloudflare
// uploads as assets (assetFileCount) stay far below its 20,000 a Worker version.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import { hashedRequestPaths } from '@intenta/edge/hashed-assets.mjs';
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
 * @property {string} [uploadedAt] when it was uploaded: a build no release has used yet is kept
 *   PREVIEWS_KEPT_DAYS from then (older builds: the time of this file)
 * @typedef {object} ReleaseEntry
 * @property {string} id
 * @property {string} createdAt
 * @property {boolean} preview
 * @property {Record<string, string>} versions
 * @property {string} [pruned] when its folder was removed (retention); the entry stays, so
 *   messages can name it
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
    /** Where pruned folders are renamed to before they are removed: never served. */
    pruning: join(root, `.pruned-${process.pid}`),
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
 * Points `current` at a release in one atomic rename and records it, then prunes the deployment
 * (unless `prune` is false: a rollback removes nothing). A prune that fails is said, not thrown:
 * the release is current all the same, and the next promote or `npm run prune` tries again.
 * @param {DeploymentPaths} paths
 * @param {string} id @param {string} reason @param {ContentChange[]} [content]
 * @param {boolean} [prune]
 * @returns {PruneOutcome | null} what was pruned
 */
function pointCurrentAt(paths, id, reason, content, prune = true) {
  // Read first: a wrong RELEASES_KEPT refuses before anything changes.
  const rules = prune ? retention() : null;
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
  if (!rules) return null;
  try {
    return pruneDeployment(paths, { rules });
  } catch (error) {
    console.error(
      `Pruning the deployment failed (${/** @type {Error} */ (error).message}); release ${id} is current all the same, and npm run prune tries again.`,
    );
    return null;
  }
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

// Retention (issue 48): every promote prunes the deployment; `npm run prune` does it on demand.
// Kept: the current release; a running canary's release and its base; the last RELEASES_KEPT
// releases that were current (the current one among them); releases never current (previews)
// younger than PREVIEWS_KEPT_DAYS; every app version a kept release pins; builds no release
// ever pinned that are younger than PREVIEWS_KEPT_DAYS. Everything else goes: release folders,
// `apps/<app>/<version>/` and `builds/<app>/<version>.json`. The ledger keeps its history and
// marks each pruned release (`pruned`), so a rollback to one says when and why it went.

/** @typedef {{ releasesKept: number, previewsKeptDays: number }} Retention */

/**
 * @typedef {object} PruneOutcome
 * @property {string} at
 * @property {boolean} dryRun true: nothing was removed, `removed` is what would go
 * @property {Retention} rules
 * @property {{ releases: string[], versions: string[] }} removed release ids, `app@version`s
 * @property {{ releases: string[], versions: string[] }} kept
 * @property {number} assetFiles what wrangler uploads of the deployment after it (assetFileCount)
 */

const DAY_MS = 86_400_000;

/** RELEASES_KEPT (default 10) and PREVIEWS_KEPT_DAYS (default 7). @returns {Retention} */
function retention(env = process.env) {
  const releasesKept = Number(env.RELEASES_KEPT || 10);
  const previewsKeptDays = Number(env.PREVIEWS_KEPT_DAYS || 7);
  if (!Number.isInteger(releasesKept) || releasesKept < 1)
    throw new DeployError(`RELEASES_KEPT is "${env.RELEASES_KEPT}": a whole number, 1 or more.`);
  if (!(previewsKeptDays >= 0))
    throw new DeployError(`PREVIEWS_KEPT_DAYS is "${env.PREVIEWS_KEPT_DAYS}": a number of days, 0 or more.`);
  return { releasesKept, previewsKeptDays };
}

/**
 * The releases that were current, most recent first, each once: the one `current` points at,
 * then the ledger's history (each change's release, and the one it replaced).
 * @param {DeploymentPaths} paths @param {Ledger} book
 */
function recentlyCurrent(paths, book) {
  /** @type {(string | null)[]} */
  const ids = [readCurrentId(paths)];
  for (const entry of [...book.current].reverse()) ids.push(entry.id, entry.replaced);
  return [...new Set(ids.filter((id) => id !== null))];
}

/** The entries of a folder (none when it is absent). @param {string} dir */
const entriesOf = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []);

/**
 * What of a deployment wrangler uploads as static assets, each entry whole (its path relative
 * to `root`): the rules of edge/assetsignore, which `serve:deploy` copies to
 * `<deployment>/.assetsignore`. Only `releases/` and `apps/`; not `releases/.*` (staging
 * folders), `apps/shell/` (the shell's server build) nor `apps/*\/*.partial-*` (an upload in
 * progress). Everything else (the ledger, `builds/`, the lock, `current`, `.pruned-*`) never is.
 * @param {string} root
 */
function assetEntries(root) {
  /** @type {{ path: string, folder: boolean }[]} */
  const found = [];
  for (const entry of entriesOf(join(root, 'releases')))
    if (!entry.name.startsWith('.'))
      found.push({ path: join('releases', entry.name), folder: entry.isDirectory() });
  for (const app of entriesOf(join(root, 'apps'))) {
    if (app.name === 'shell') continue;
    if (!app.isDirectory()) found.push({ path: join('apps', app.name), folder: false });
    else
      for (const entry of entriesOf(join(root, 'apps', app.name)))
        if (!entry.name.includes('.partial-'))
          found.push({ path: join('apps', app.name, entry.name), folder: entry.isDirectory() });
  }
  return found;
}

/**
 * How many files of the deployment under `root` wrangler uploads as static assets (Cloudflare
 * allows 20,000 a Worker version on the Free plan): the one count the commands print and the
 * tests assert. It includes the links `npm run deploy` makes of the hashed files at their request
 * paths (edge/hashed-assets.mjs). Less what `without` names (a prune's dry run: what would go).
 * @param {string} root
 * @param {string[]} [without] paths relative to `root`: `releases/<id>`, `apps/<app>/<version>`
 */
export function assetFileCount(root, without = []) {
  let count = hashedRequestPaths(root, without).size;
  for (const { path, folder } of assetEntries(root)) {
    if (without.includes(path)) continue;
    count += folder
      ? readdirSync(join(root, path), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
          .length
      : 1;
  }
  return count;
}

/**
 * What a prune keeps and removes, decided on the folder and the ledger as they are.
 * @param {DeploymentPaths} paths @param {Retention} rules @param {Date} now
 */
function prunePlan(paths, rules, now) {
  const book = readLedger(paths);
  const currentId = readCurrentId(paths);
  const history = recentlyCurrent(paths, book);
  const everCurrent = new Set(history);
  const since = now.getTime() - rules.previewsKeptDays * DAY_MS;
  /** Younger than PREVIEWS_KEPT_DAYS; a time that cannot be read counts as young. @param {number} time */
  const young = (time) => !(time <= since);
  /** @type {Set<string>} */
  const keep = new Set(history.slice(0, rules.releasesKept));
  if (currentId) keep.add(currentId);
  const canary = readCanary(paths);
  if (canary?.state === 'running') keep.add(canary.release).add(canary.base);
  for (const entry of book.releases)
    if (!everCurrent.has(entry.id) && young(Date.parse(entry.createdAt))) keep.add(entry.id);

  // Release folders the ledger does not know are not this command's to judge: left as they are.
  const onDisk = entriesOf(paths.releases)
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  const removeReleases = book.releases
    .filter((entry) => !keep.has(entry.id) && entry.id !== currentId && onDisk.includes(entry.id))
    .map((entry) => entry.id);
  const keptReleases = onDisk.filter((id) => !removeReleases.includes(id));

  /** @type {Set<string>} */
  const pinned = new Set();
  /** @type {Set<string>} */
  const everPinned = new Set();
  for (const entry of book.releases)
    for (const [app, version] of Object.entries(entry.versions)) {
      everPinned.add(`${app}@${version}`);
      if (keptReleases.includes(entry.id)) pinned.add(`${app}@${version}`);
    }
  /**
   * Every version of every app, uploaded (its folder) or recorded (its build file), by `app@version`.
   * @type {Map<string, { app: string, version: string }>}
   */
  const versions = new Map();
  for (const app of entriesOf(paths.apps).filter((entry) => entry.isDirectory()))
    for (const entry of entriesOf(join(paths.apps, app.name)))
      if (entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.includes('.partial-'))
        versions.set(`${app.name}@${entry.name}`, { app: app.name, version: entry.name });
  for (const app of entriesOf(paths.builds).filter((entry) => entry.isDirectory()))
    for (const entry of entriesOf(join(paths.builds, app.name)))
      if (entry.isFile() && entry.name.endsWith('.json')) {
        const version = entry.name.slice(0, -'.json'.length);
        versions.set(`${app.name}@${version}`, { app: app.name, version });
      }
  /** When a build was uploaded. @param {string} app @param {string} version */
  const uploadedAt = (app, version) => {
    const file = join(paths.builds, app, `${version}.json`);
    try {
      /** @type {BuildInfo} */
      const info = readJson(file);
      if (info.uploadedAt) return Date.parse(info.uploadedAt);
      return statSync(file).mtimeMs;
    } catch {
      return existsSync(join(paths.apps, app, version))
        ? statSync(join(paths.apps, app, version)).mtimeMs
        : 0;
    }
  };
  const removeVersions = [...versions.entries()]
    .filter(
      ([name, { app, version }]) =>
        !pinned.has(name) && (everPinned.has(name) || !young(uploadedAt(app, version))),
    )
    .map(([, version]) => version);
  const keptVersions = [...versions.keys()].filter(
    (name) => !removeVersions.some((v) => `${v.app}@${v.version}` === name),
  );
  return { book, currentId, removeReleases, keptReleases, removeVersions, keptVersions };
}

/**
 * Removes what no kept release needs (the rules above), or with `dryRun` only says what would go.
 * The caller holds the deployment lock. Safe for a server reading the folder meanwhile: each
 * folder is first renamed out of `releases/` and `apps/` in one step, then deleted.
 * @param {DeploymentPaths} paths
 * @param {{ rules?: Retention, now?: Date, dryRun?: boolean }} [options]
 * @returns {PruneOutcome}
 */
function pruneDeployment(paths, { rules = retention(), now = new Date(), dryRun = false } = {}) {
  const plan = prunePlan(paths, rules, now);
  const at = now.toISOString();
  const versionNames = plan.removeVersions.map(({ app, version }) => `${app}@${version}`);
  const outcome = {
    at,
    dryRun,
    rules,
    removed: { releases: plan.removeReleases, versions: versionNames },
    kept: { releases: plan.keptReleases, versions: plan.keptVersions },
  };
  /** What goes, relative to the deployment: each is renamed to the same path in `paths.pruning`. */
  const doomed = [
    ...plan.removeReleases.map((id) => join('releases', id)),
    ...plan.removeVersions.flatMap(({ app, version }) => [
      join('apps', app, version),
      join('builds', app, `${version}.json`),
    ]),
  ].filter((path) => existsSync(join(paths.root, path)));
  if (dryRun) return { ...outcome, assetFiles: assetFileCount(paths.root, doomed) };
  // What a prune that was stopped half way left behind.
  for (const entry of entriesOf(paths.root))
    if (entry.name.startsWith('.pruned-'))
      rmSync(join(paths.root, entry.name), { recursive: true, force: true });
  for (const path of doomed) {
    if (path === join('releases', readCurrentId(paths) ?? '')) continue;
    const staged = join(paths.pruning, path);
    mkdirSync(dirname(staged), { recursive: true });
    renameSync(join(paths.root, path), staged);
  }
  if (plan.removeReleases.length) {
    for (const entry of plan.book.releases) if (plan.removeReleases.includes(entry.id)) entry.pruned = at;
    writeJson(paths.ledger, plan.book);
  }
  rmSync(paths.pruning, { recursive: true, force: true });
  return { ...outcome, assetFiles: assetFileCount(paths.root) };
}

/**
 * Why a release is gone, or null when it was not pruned.
 * @param {DeploymentPaths} paths @param {string} id
 */
function prunedNote(paths, id) {
  const book = readLedger(paths);
  const entry = book.releases.find((r) => r.id === id);
  if (!entry?.pruned) return null;
  const rules = retention();
  const rule = recentlyCurrent(paths, book).includes(id)
    ? `only the last ${rules.releasesKept} releases are kept: RELEASES_KEPT`
    : `previews are kept ${rules.previewsKeptDays} days: PREVIEWS_KEPT_DAYS`;
  return `Release ${id} was pruned on ${entry.pruned.slice(0, 10)} (${rule})`;
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
    if (!entry || !existsSync(join(paths.releases, id)))
      throw new DeployError(`${prunedNote(paths, id) ?? `No release ${id}`}.`);
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
    /**
     * Makes a release current, then prunes the deployment (a rollback says `prune: false`).
     * @param {string} id @param {string} reason @param {ContentChange[]} [content]
     * @param {{ prune?: boolean }} [options]
     */
    makeCurrent: (id, reason, content, { prune = true } = {}) =>
      pointCurrentAt(paths, id, reason, content, prune),
    addRelease,
    /**
     * Removes what no kept release needs (retention, above); the caller holds the lock.
     * @param {{ now?: Date, dryRun?: boolean }} [options]
     */
    prune: (options) => pruneDeployment(paths, options),
    /** Why a release is gone ("Release <id> was pruned on …"), or null when it was not pruned. */
    prunedNote: (/** @type {string} */ id) => prunedNote(paths, id),
    /** The releases that were current before the current one and are kept, most recent first. */
    formerlyCurrent: () => {
      const currentId = readCurrentId(paths);
      return recentlyCurrent(paths, ledger()).filter(
        (id) => id !== currentId && existsSync(join(paths.releases, id)),
      );
    },
    /**
     * @template T
     * @param {() => T} work
     * @returns {T}
     */
    withLock: (work) => withDeploymentLock(paths, work),
  };
}
