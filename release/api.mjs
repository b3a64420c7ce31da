// @ts-check
// The release tools as functions (decision 065): the command line (cli.mjs), the content
// publisher (publish.mjs) and the studio call these and read what they return, never what a
// command printed.
//   releaseApps  build apps alone and upload immutable versions   → the versions
//   promote      preflight a candidate, render it, make it current or a preview → the release
//   makeCurrent  make a reviewed release current, as it is
//   rollback     the previous (or a named) release current again
//   prune        remove what no kept release needs (every promote does it too)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import {
  APPS,
  appNamed,
  DeployError,
  deployDir as defaultDeployDir,
  openDeployment,
  repoRoot,
} from './deployment.mjs';
import { contentSince, revertContent } from './content-history.mjs';
import { checkExposes, checkInBrowser, checkSharedVersions, renderRelease } from './preflight.mjs';
import { refusal } from './refusal.mjs';
import { buildApp, uploadBuild } from './upload.mjs';

/**
 * @typedef {import('./refusal.mjs').Refusal} Refusal
 * @typedef {{ ok: false, refusals: Refusal[], log: string }} Refused
 * @typedef {{ ok: true, versions: Record<string, string>, uploaded: string[], log: string }} Released
 * @typedef {import('./deployment.mjs').PruneOutcome} PruneOutcome
 * @typedef {{ ok: true, releaseId: string, previewUrl?: string, versions: Record<string, string>,
 *   changed: string[], opened: number, skipped?: string, pruned?: PruneOutcome }} Promoted
 *   `pruned`: what making it current pruned (deployment.mjs, retention)
 * @typedef {'building' | 'checking' | 'rendering' | 'opening pages'} Step
 */

function newReleaseId() {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

/** `http://localhost:3000` → `http://<id>.preview.localhost:3000`: where a preview is served. */
/** @param {string} shellOrigin @param {string} id */
export function previewAddress(shellOrigin, id) {
  const url = new URL(shellOrigin);
  url.hostname = `${id}.preview.${url.hostname}`;
  return url.origin;
}

/**
 * What the build would refuse in an app's content, found before building so it comes back as
 * refusals naming the file and the field (the build's own check says the same and stops).
 * @param {string} root the checkout
 * @param {import('./deployment.mjs').App} app
 * @returns {Promise<Refusal[]>}
 */
async function contentRefusals(root, app) {
  const declaration = join(root, app.folder, 'content/collections.ts');
  if (!existsSync(declaration)) return [];
  const jiti = createJiti(import.meta.url, { moduleCache: false });
  /** @type {typeof import('@intenta/content-model/content.ts')} */
  const { contentProblems } = await jiti.import('@intenta/content-model/content.ts');
  /** @type {import('@intenta/content-model/content.ts').AppContent} */
  const content = await jiti.import(declaration, { default: true });
  return contentProblems(join(root, app.folder), content).map((problem) =>
    refusal(app.name, undefined, problem),
  );
}

/**
 * Builds each app of a checkout alone and uploads the build as an immutable version.
 * @param {{ apps: string[], root?: string, deployDir?: string, prebuilt?: boolean, now?: Date,
 *   output?: 'inherit' | 'capture' }} options
 *   `prebuilt`: upload the app's dist/ as it is (a pipeline that built it already);
 *   `now`: the moment the build shows scheduled content as of, recorded with it (decision 035)
 * @returns {Promise<Released | Refused>}
 */
export async function releaseApps({
  apps: names,
  root = repoRoot,
  deployDir = defaultDeployDir(),
  prebuilt = false,
  now = new Date(),
  output = 'inherit',
}) {
  const apps = names.map(appNamed);
  if (apps.length === 0)
    throw new DeployError('Name the apps to release: npm run release -- blog [shell ...]');
  const deployment = openDeployment(deployDir);
  const contentAsOf = prebuilt ? null : now.toISOString();
  let log = '';
  if (!prebuilt) {
    const refusals = (await Promise.all(apps.map((app) => contentRefusals(root, app)))).flat();
    if (refusals.length) return { ok: false, refusals, log };
  }
  /** @type {Record<string, string>} */
  const versions = {};
  const uploaded = [];
  for (const app of apps) {
    if (!prebuilt) {
      const built = await buildApp(app, { root, now, output });
      log += built.log;
      if (!built.ok) return { ok: false, refusals: [refusal(app.name, undefined, built.reason)], log };
    }
    const { version, uploaded: isNew } = uploadBuild(
      deployment,
      app,
      join(root, app.folder, 'dist'),
      contentAsOf,
    );
    versions[app.name] = version;
    if (isNew) uploaded.push(app.name);
  }
  return { ok: true, versions, uploaded, log };
}

/**
 * Checks a candidate (the live release with `named` versions in its place) and publishes it,
 * as the current release or, with `preview`, at a preview address only.
 * @param {{ versions: Record<string, string>, preview?: boolean, deployDir?: string,
 *   onStep?: (step: Step) => void, content?: import('./deployment.mjs').ContentChange[],
 *   fallbackToLive?: boolean }} options
 *   `content`: the content commits this brings to the site, so undoing it can revert them;
 *   `fallbackToLive`: its pages load the live version of a changed remote when theirs fails (a canary)
 * @returns {Promise<Promoted | Refused>}
 */
export async function promote({
  versions: named,
  preview = false,
  deployDir = defaultDeployDir(),
  onStep = () => {},
  content,
  fallbackToLive = false,
}) {
  const deployment = openDeployment(deployDir);
  if (Object.keys(named).length === 0)
    throw new DeployError('Name what to promote: npm run promote -- blog@<version>');
  return deployment.withLock(async () => {
    const currentId = deployment.currentId();
    /** @type {Record<string, string>} */
    const live = currentId ? deployment.release(currentId).versions : {};
    const candidate = candidateOf(deployment, live, named);
    if (!candidate.ok) return candidate;
    const { versions } = candidate;
    const changed = new Set(APPS.map((a) => a.name).filter((name) => versions[name] !== live[name]));
    onStep('checking');
    const refusals = [
      ...checkSharedVersions(deployment, versions, changed),
      ...checkExposes(deployment, versions),
    ];
    if (refusals.length) return { ok: false, refusals, log: '' };
    const id = newReleaseId();
    const staging = join(deployment.paths.releases, `.staging-${id}`);
    try {
      const checked = await renderAndOpen(
        deployment,
        { versions, changed, staging, releaseId: id, fallbackFrom: fallbackToLive ? live : {} },
        onStep,
      );
      if (!checked.ok) return checked;
      renameSync(staging, join(deployment.paths.releases, id));
      deployment.addRelease({ id, createdAt: new Date().toISOString(), preview, versions });
      const pruned = preview ? null : deployment.makeCurrent(id, 'promote', content);
      const shell = deployment.target().origins.shell ?? '';
      return {
        ok: true,
        releaseId: id,
        ...(preview ? { previewUrl: previewAddress(shell, id) } : {}),
        versions,
        changed: [...changed],
        opened: checked.opened,
        ...(checked.skipped ? { skipped: checked.skipped } : {}),
        ...(pruned ? { pruned } : {}),
      };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
}

/**
 * The candidate: the live release with the named versions in their apps' places, every app
 * with a version that was uploaded.
 * @param {import('./deployment.mjs').Deployment} deployment
 * @param {Record<string, string>} live
 * @param {Record<string, string>} named
 * @returns {{ ok: true, versions: import('./preflight.mjs').Versions } | Refused}
 */
function candidateOf(deployment, live, named) {
  /** @type {Record<string, string>} */
  const candidate = { ...live };
  for (const [name, version] of Object.entries(named)) candidate[appNamed(name).name] = version;
  /** @type {Refusal[]} */
  const refusals = [];
  for (const app of APPS) {
    const version = candidate[app.name];
    if (!version)
      refusals.push(
        refusal(app.name, undefined, `nothing is live and no version was named (${app.name}@<version>)`),
      );
    else if (!existsSync(deployment.versionDir(app.name, version)))
      refusals.push(
        refusal(app.name, version, `no such version; upload it with npm run release -- ${app.name}`),
      );
  }
  if (refusals.length) return { ok: false, refusals, log: '' };
  // Every app has a version now, the shell included.
  return { ok: true, versions: /** @type {import('./preflight.mjs').Versions} */ (candidate) };
}

/**
 * Renders every page of the candidate into `staging`, then opens the pages of the apps it
 * changes in Chromium.
 * @param {import('./deployment.mjs').Deployment} deployment
 * @param {{ versions: import('./preflight.mjs').Versions, changed: Set<string>, staging: string,
 *   releaseId: string, fallbackFrom: Record<string, string> }} candidate what to render, into which
 *   folder, as which release, and the versions its pages fall back to for the remotes it changes
 * @param {(step: Step) => void} onStep
 * @returns {Promise<{ ok: true, opened: number, skipped?: string } | Refused>}
 */
async function renderAndOpen(deployment, { versions, changed, staging, releaseId, fallbackFrom }, onStep) {
  const scratch = mkdtempSync(join(tmpdir(), 'intenta-promote-'));
  try {
    const target = deployment.target();
    const configFile = join(scratch, 'runtime-config.json');
    /** @param {string} app @param {string} version */
    const manifest = (app, version) => `${target.origins[app]}/${version}/mf-manifest.json`;
    const remoteApps = APPS.filter((a) => a.remote).map((a) => a.name);
    const remotes = Object.fromEntries(remoteApps.map((a) => [a, manifest(a, versions[a] ?? '')]));
    const fallbackRemotes = Object.fromEntries(
      remoteApps
        .filter((a) => fallbackFrom[a] && fallbackFrom[a] !== versions[a])
        .map((a) => [a, manifest(a, fallbackFrom[a] ?? '')]),
    );
    writeFileSync(
      configFile,
      JSON.stringify({ remotes, site: target.site, versions, release: releaseId, fallbackRemotes }),
    );
    onStep('rendering');
    const refusals = await renderRelease(deployment, versions, configFile, staging);
    if (refusals.length) return { ok: false, refusals, log: '' };
    const record = JSON.parse(readFileSync(join(staging, 'prerender.json'), 'utf8'));
    /** @type {{ path: string, remote: string | null, module: string | null }[]} */
    const pages = record.pages.filter(
      (/** @type {{ remote: string | null }} */ p) =>
        changed.has('shell') || changed.has(p.remote ?? 'shell'),
    );
    onStep('opening pages');
    const browser = await checkInBrowser(deployment, versions, staging, pages);
    if (browser.reasons.length) return { ok: false, refusals: browser.reasons, log: '' };
    return { ok: true, opened: browser.opened, ...(browser.skipped ? { skipped: browser.skipped } : {}) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Makes a release that passed its preflight current, byte for byte what its preview showed,
 * and prunes the deployment.
 * @param {{ releaseId: string, deployDir?: string, reason?: string,
 *   content?: import('./deployment.mjs').ContentChange[] }} options
 *   `content`: the content commits this brings to the site, so undoing it can revert them
 * @returns {{ releaseId: string, pruned: PruneOutcome | null }}
 */
export function makeCurrent({
  releaseId,
  deployDir = defaultDeployDir(),
  reason = 'promoted as reviewed',
  content,
}) {
  const deployment = openDeployment(deployDir);
  return deployment.withLock(() => {
    deployment.release(releaseId);
    const pruned = deployment.makeCurrent(releaseId, reason, content);
    return { releaseId, pruned };
  });
}

/**
 * The release that was current before the current one (or `releaseId`) is current again, and
 * the content the later releases brought is reverted on the content branch (content-history.mjs),
 * so what the studio shows is what is live. It removes nothing; to a pruned release it refuses,
 * naming it and the releases it can go back to.
 * @param {{ releaseId?: string, deployDir?: string }} [options]
 * @returns {{ releaseId: string, was: string | null, reverted: number }}
 */
export function rollback({ releaseId, deployDir = defaultDeployDir() } = {}) {
  const deployment = openDeployment(deployDir);
  return deployment.withLock(() => {
    const currentId = deployment.currentId();
    let id = releaseId;
    if (!id) {
      const entry = deployment.ledger().current.findLast((c) => c.id === currentId);
      id = entry?.replaced ?? undefined;
      if (!id) throw new DeployError('There is no previous release to roll back to.');
    }
    const pruned = deployment.prunedNote(id);
    if (pruned) {
      const kept = deployment.formerlyCurrent();
      throw new DeployError(
        `${pruned}; ${kept.length ? `roll back to one of: ${kept.join(', ')}` : 'no earlier release is kept'}.`,
      );
    }
    deployment.release(id);
    if (id === currentId) throw new DeployError(`Release ${id} is already current.`);
    const undone = contentSince(deployment.ledger(), id);
    const content = revertContent(undone, `Restore release ${id}: undo the content published since`);
    deployment.makeCurrent(id, 'rollback', content ? [content] : undefined, { prune: false });
    return { releaseId: id, was: currentId, reverted: undone.length };
  });
}

/**
 * Removes what no kept release needs (deployment.mjs, retention), as every promote does; with
 * `dryRun`, only says what would go.
 * @param {{ deployDir?: string, dryRun?: boolean }} [options]
 * @returns {PruneOutcome}
 */
export function prune({ deployDir = defaultDeployDir(), dryRun = false } = {}) {
  const deployment = openDeployment(deployDir);
  return deployment.withLock(() => deployment.prune({ dryRun }));
}
