// @ts-check
// The release commands (README, "Deploying one remote alone"; decision 065):
//   npm run release  -- <app> [<app>...]          build alone, upload an immutable version
//                       [--prebuilt]               (upload the existing dist/ instead of building)
//   npm run promote  -- <app>@<version> [...]     preflight, render, make current
//   npm run promote  -- <app>@<version> --preview  ... publish as a preview instead
//   npm run promote  -- --release <id>            make a reviewed release current, as it is
//   npm run rollback [-- <release-id>]            the previous (or the named) release, current again
//   npm run releases                              every release and the versions it pins
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, appNamed, DeployError, openDeployment, repoRoot } from './deployment.mjs';
import { checkExposes, checkInBrowser, checkSharedVersions, renderRelease } from './preflight.mjs';
import { buildApp, uploadBuild } from './upload.mjs';

/** Refused: every reason on a line of its own, and nothing changed. */
class Refusal extends Error {
  /** @param {string[]} reasons */
  constructor(reasons) {
    super(reasons.join('\n'));
    this.reasons = reasons;
  }
}

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

/** @param {string} arg */
function parseVersionArg(arg) {
  const at = arg.lastIndexOf('@');
  if (at <= 0) throw new DeployError(`"${arg}" is not <app>@<version> (see npm run releases).`);
  return { app: appNamed(arg.slice(0, at)).name, version: arg.slice(at + 1) };
}

/** @param {Arguments} args */
async function release({ names, flags }) {
  // --prebuilt: upload the app's dist/ as it is (a pipeline that built it already).
  const prebuilt = flags.prebuilt;
  const apps = names.map(appNamed);
  if (apps.length === 0)
    throw new DeployError('Name the apps to release: npm run release -- blog [shell ...]');
  const deployment = openDeployment();
  // The moment the build shows scheduled content as of (decision 082): recorded with the
  // build, so `publish-due` knows what became due since. A prebuilt dist's moment is unknown.
  process.env.PUBLISH_NOW ??= new Date().toISOString();
  const contentAsOf = prebuilt ? null : process.env.PUBLISH_NOW;
  const done = [];
  for (const app of apps) {
    if (!prebuilt) buildApp(app);
    const { version, uploaded } = uploadBuild(
      deployment,
      app,
      join(repoRoot, app.folder, 'dist'),
      contentAsOf,
    );
    console.log(
      uploaded
        ? `Uploaded ${app.name} to ${deployment.versionDir(app.name, version)}`
        : `${app.name}@${version} is already uploaded: nothing changed`,
    );
    done.push(`${app.name}@${version}`);
  }
  for (const line of done) console.log(line);
}

/** @param {Arguments} args */
async function promote({ names, flags }) {
  const deployment = openDeployment();
  const preview = flags.preview;
  if (flags.release !== undefined) {
    const id = flags.release;
    if (!id) throw new DeployError('Name the release: npm run promote -- --release <id>');
    return deployment.withLock(() => {
      deployment.release(id);
      deployment.makeCurrent(id, 'promoted as reviewed');
      console.log(`Release ${id} is current.`);
    });
  }
  const named = names.map(parseVersionArg);
  if (named.length === 0) throw new DeployError('Name what to promote: npm run promote -- blog@<version>');

  return deployment.withLock(async () => {
    const currentId = deployment.currentId();
    /** @type {Record<string, string>} */
    const live = currentId ? deployment.release(currentId).versions : {};
    /** @type {Record<string, string>} */
    const candidate = { ...live, ...Object.fromEntries(named.map((n) => [n.app, n.version])) };
    /** @type {string[]} */
    const reasons = [];
    for (const app of APPS) {
      const version = candidate[app.name];
      if (!version)
        reasons.push(`${app.name}: nothing is live and no version was named (${app.name}@<version>)`);
      else if (!existsSync(deployment.versionDir(app.name, version)))
        reasons.push(
          `${app.name}@${version}: no such version; upload it with npm run release -- ${app.name}`,
        );
    }
    if (reasons.length) throw new Refusal(reasons);
    // Every app has a version now, the shell included.
    const versions = /** @type {import('./preflight.mjs').Versions} */ (candidate);
    const changed = new Set(APPS.map((a) => a.name).filter((name) => versions[name] !== live[name]));
    console.log(
      `Preflight of ${[...changed].map((a) => `${a}@${versions[a]}`).join(' ') || 'nothing new'}...`,
    );
    reasons.push(
      ...checkSharedVersions(deployment, versions, changed),
      ...checkExposes(deployment, versions),
    );
    if (reasons.length) throw new Refusal(reasons);

    const id = newReleaseId();
    const staging = join(deployment.paths.releases, `.staging-${id}`);
    const scratch = mkdtempSync(join(tmpdir(), 'intenta-promote-'));
    try {
      const target = deployment.target();
      const configFile = join(scratch, 'runtime-config.json');
      const remotes = Object.fromEntries(
        APPS.filter((a) => a.remote).map((a) => [
          a.name,
          `${target.origins[a.name]}/${versions[a.name]}/mf-manifest.json`,
        ]),
      );
      writeFileSync(configFile, JSON.stringify({ remotes, site: target.site, versions }));
      reasons.push(...(await renderRelease(deployment, versions, configFile, staging)));
      if (reasons.length) throw new Refusal(reasons);
      const record = JSON.parse(readFileSync(join(staging, 'prerender.json'), 'utf8'));
      /** @type {{ path: string, remote: string | null, module: string | null }[]} */
      const pages = record.pages.filter(
        (/** @type {{ remote: string | null }} */ p) =>
          changed.has('shell') || changed.has(p.remote ?? 'shell'),
      );
      const browser = await checkInBrowser(deployment, versions, staging, pages);
      if (browser.skipped) console.log(`Preflight skipped the browser check: ${browser.skipped}.`);
      else console.log(`Preflight opened ${browser.opened} pages in Chromium.`);
      if (browser.reasons.length) throw new Refusal(browser.reasons);

      renameSync(staging, join(deployment.paths.releases, id));
      deployment.addRelease({ id, createdAt: new Date().toISOString(), preview, versions });
      if (preview) {
        console.log(
          `Preview ${id} at ${previewAddress(target.origins.shell ?? '', id)}/ (noindex, not current).`,
        );
        console.log(`Make it current with: npm run promote -- --release ${id}`);
      } else {
        deployment.makeCurrent(id, 'promote');
        console.log(
          `Release ${id} is current: ${Object.entries(versions)
            .map(([a, v]) => `${a}@${v}`)
            .join(' ')}`,
        );
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    }
  });
}

/** @param {Arguments} args */
function rollback({ names }) {
  const deployment = openDeployment();
  return deployment.withLock(() => {
    const currentId = deployment.currentId();
    let id = names[0];
    if (!id) {
      const entry = deployment.ledger().current.findLast((c) => c.id === currentId);
      id = entry?.replaced ?? undefined;
      if (!id) throw new DeployError('There is no previous release to roll back to.');
    }
    deployment.release(id);
    if (id === currentId) throw new DeployError(`Release ${id} is already current.`);
    deployment.makeCurrent(id, 'rollback');
    console.log(`Rolled back: release ${id} is current again (was ${currentId}).`);
  });
}

function releases() {
  const deployment = openDeployment();
  const currentId = deployment.currentId();
  const book = deployment.ledger();
  if (book.releases.length === 0)
    return console.log('No releases yet: npm run release, then npm run promote.');
  for (const entry of book.releases) {
    const mark = entry.id === currentId ? 'current' : entry.preview ? 'preview' : '';
    const pins = APPS.map((a) => `${a.name}@${entry.versions[a.name]}`).join(' ');
    console.log(`${entry.id}  ${mark.padEnd(7)}  ${pins}`);
  }
}

const commands = { release, promote, rollback, releases };
/** @typedef {{ names: string[], flags: ReturnType<typeof parseCommandLine>['values'] }} Arguments */

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      prebuilt: { type: 'boolean', default: false },
      preview: { type: 'boolean', default: false },
      release: { type: 'string' },
    },
  });
}

/** @type {ReturnType<typeof parseCommandLine>} */
let commandLine;
try {
  commandLine = parseCommandLine();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(2);
}
const [command = '', ...names] = commandLine.positionals;
const run = commands[/** @type {keyof typeof commands} */ (command)];
if (!run) {
  console.error(`Unknown command "${command}": one of ${Object.keys(commands).join(', ')}.`);
  process.exit(2);
}
/**
 * A fault of the machine, not of the release, is one line too, never a stack: every command
 * changes the deployment with one atomic rename, so nothing was half done, and the lock is
 * released on exit.
 * @param {unknown} error
 * @returns {never}
 */
function failed(error) {
  console.error(
    `${command} failed: ${String(/** @type {Error} */ (error)?.message ?? error).split('\n')[0]}`,
  );
  process.exit(1);
}
// What escapes every handler (an 'error' event nobody listens to, a rejection nobody
// awaits, in this code or a library's) ends the command the same way.
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);

try {
  await run({ names, flags: commandLine.values });
} catch (error) {
  if (error instanceof Refusal) {
    for (const reason of error.reasons) console.error(reason);
    const currentId = openDeployment().currentId();
    console.error(
      `Refused: nothing changed; ${currentId ? `release ${currentId} stays current` : 'no release is current'}.`,
    );
    process.exit(1);
  }
  if (error instanceof DeployError) {
    console.error(error.message);
    process.exit(1);
  }
  failed(error);
}
