// @ts-check
// The release commands (README, "Deploying one remote alone"; decision 065):
//   npm run release  -- <app> [<app>...]          build alone, upload an immutable version
//                       [--prebuilt]               (upload the existing dist/ instead of building)
//   npm run promote  -- <app>@<version> [...]     preflight, render, make current
//   npm run promote  -- <app>@<version> --preview  ... publish as a preview instead
//   npm run promote  -- --release <id>            make a reviewed release current, as it is
//   npm run promote  -- <remote>@<version> --canary 10 [--stages 25,50] [--every 30m]
//                                                  preflight, then serve it to 10 % of visitors
//   npm run canary   [-- --abort | --promote | --check [--now <ISO>] | --from-edge]
//                                                  the canary's share and figures; end it; the watcher
//   npm run rollback [-- <release-id>]            the previous (or the named) release, current again
//   npm run releases                              every release and the versions it pins
//   npm run prune    [-- --dry-run]               remove what no kept release needs (every
//                                                  promote does it too); --dry-run: say what would go
// release and promote take --json: their result as one JSON object on stdout (api.mjs's types).
import { parseArgs } from 'node:util';
import {
  makeCurrent,
  promote as promoteCandidate,
  prune as pruneDeployment,
  releaseApps,
  rollback as rollbackTo,
} from './api.mjs';
import { canaryStages, parseDuration, startCanary } from './canary.mjs';
import { canary } from './canary-cli.mjs';
import { APPS, appNamed, DeployError, openDeployment } from './deployment.mjs';
import { describeRefusal } from './refusal.mjs';

/** @typedef {import('./deployment.mjs').PruneOutcome} PruneOutcome */

/** Refused: every reason on a line of its own, and nothing changed. */
class Refusal extends Error {
  /** @param {string[]} reasons */
  constructor(reasons) {
    super(reasons.join('\n'));
    this.reasons = reasons;
  }
}

/** @param {{ ok: false, refusals: import('./refusal.mjs').Refusal[] }} refused */
const refusedWith = (refused) => new Refusal(refused.refusals.map(describeRefusal));

/** @param {string} arg */
function parseVersionArg(arg) {
  const at = arg.lastIndexOf('@');
  if (at <= 0) throw new DeployError(`"${arg}" is not <app>@<version> (see npm run releases).`);
  return { app: appNamed(arg.slice(0, at)).name, version: arg.slice(at + 1) };
}

/** @param {Arguments} args */
async function release({ names, flags }) {
  const now = process.env.PUBLISH_NOW ? new Date(process.env.PUBLISH_NOW) : new Date();
  const result = await releaseApps({
    apps: names,
    prebuilt: flags.prebuilt,
    now,
    // With --json, stdout carries the result alone; the builds' output goes to stderr.
    output: flags.json ? 'capture' : 'inherit',
  });
  if (flags.json) {
    process.stderr.write(result.log);
    console.log(JSON.stringify({ ...result, log: undefined }));
    if (!result.ok) process.exitCode = 1;
    return;
  }
  if (!result.ok) throw refusedWith(result);
  const deployment = openDeployment();
  for (const [app, version] of Object.entries(result.versions))
    console.log(
      result.uploaded.includes(app)
        ? `Uploaded ${app} to ${deployment.versionDir(app, version)}`
        : `${app}@${version} is already uploaded: nothing changed`,
    );
  for (const [app, version] of Object.entries(result.versions)) console.log(`${app}@${version}`);
}

/** @param {Arguments} args */
async function promote({ names, flags }) {
  if (flags.release !== undefined) {
    const id = flags.release;
    if (!id) throw new DeployError('Name the release: npm run promote -- --release <id>');
    const { pruned } = makeCurrent({ releaseId: id });
    console.log(`Release ${id} is current.`);
    if (pruned) sayPruned(pruned);
    return;
  }
  const named = Object.fromEntries(names.map(parseVersionArg).map(({ app, version }) => [app, version]));
  if (flags.canary !== undefined) return promoteCanary(named, flags);
  const result = await promoteCandidate({
    versions: named,
    preview: flags.preview,
    onStep: (step) => step === 'checking' && !flags.json && console.log(`Preflight of ${names.join(' ')}...`),
  });
  if (flags.json) {
    console.log(JSON.stringify(result));
    if (!result.ok) process.exitCode = 1;
    return;
  }
  if (!result.ok) throw refusedWith(result);
  if (result.skipped) console.log(`Preflight skipped the browser check: ${result.skipped}.`);
  else console.log(`Preflight opened ${result.opened} pages in Chromium.`);
  if (result.previewUrl) {
    console.log(`Preview ${result.releaseId} at ${result.previewUrl}/ (noindex, not current).`);
    console.log(`Make it current with: npm run promote -- --release ${result.releaseId}`);
  } else
    console.log(
      `Release ${result.releaseId} is current: ${Object.entries(result.versions)
        .map(([a, v]) => `${a}@${v}`)
        .join(' ')}`,
    );
  if (result.pruned) sayPruned(result.pruned);
}

/** What a promote pruned, in one line (only when it removed something). @param {PruneOutcome} pruned */
function sayPruned({ removed, rules, assetFiles }) {
  if (removed.releases.length + removed.versions.length === 0) return;
  console.log(
    `Pruned ${removed.releases.length} release(s) and ${removed.versions.length} app version(s) ` +
      `(RELEASES_KEPT=${rules.releasesKept}, PREVIEWS_KEPT_DAYS=${rules.previewsKeptDays}); ` +
      `${assetFiles.toLocaleString('en')} asset files left.`,
  );
}

/** @param {Arguments} args */
function prune({ flags }) {
  const outcome = pruneDeployment({ dryRun: flags['dry-run'] });
  const { removed, kept, rules } = outcome;
  const verb = outcome.dryRun ? 'Would remove' : 'Removed';
  for (const id of removed.releases) console.log(`${verb} release ${id}`);
  for (const name of removed.versions) console.log(`${verb} ${name}`);
  console.log(
    `${verb} ${removed.releases.length} release(s) and ${removed.versions.length} app version(s); ` +
      `kept ${kept.releases.length} release(s) and ${kept.versions.length} app version(s) ` +
      `(RELEASES_KEPT=${rules.releasesKept}, PREVIEWS_KEPT_DAYS=${rules.previewsKeptDays}).`,
  );
  console.log(
    `${outcome.assetFiles.toLocaleString('en')} asset files ${outcome.dryRun ? 'would be ' : ''}left ` +
      `(what wrangler uploads; Cloudflare allows 20,000 a Worker version on the Free plan).`,
  );
  if (outcome.dryRun) console.log('Nothing changed (--dry-run).');
}

/**
 * @param {Record<string, string>} versions
 * @param {Arguments['flags']} flags
 */
async function promoteCanary(versions, flags) {
  const stages = canaryStages(
    Number(flags.canary),
    (flags.stages ?? '').split(',').filter(Boolean).map(Number),
  );
  const result = await startCanary({
    versions,
    stages,
    ...(flags.every ? { every: parseDuration(flags.every) } : {}),
    onStep: (step) => step === 'checking' && !flags.json && console.log('Preflight of the canary...'),
  });
  if (flags.json) {
    console.log(JSON.stringify(result));
    if (!result.ok) process.exitCode = 1;
    return;
  }
  if (!result.ok) throw refusedWith(result);
  const { canary: started } = result;
  console.log(`Preflight opened ${result.opened} pages in Chromium.`);
  console.log(
    `Canary ${started.app}@${started.version} (release ${started.release}) serves ${started.share} % of visitors; ` +
      `the rest get release ${started.base}. Stages: ${started.stages.join(' → ')} %, ${started.every / 60_000} min each.`,
  );
  console.log('Watch it with: npm run canary');
}

/** @param {Arguments} args */
function rollback({ names }) {
  const { releaseId, was, reverted } = rollbackTo({ releaseId: names[0] });
  console.log(`Rolled back: release ${releaseId} is current again (was ${was}).`);
  if (reverted)
    console.log(`The content published since (${reverted} change(s)) is reverted on the content branch.`);
}

function releases() {
  const deployment = openDeployment();
  const currentId = deployment.currentId();
  const book = deployment.ledger();
  if (book.releases.length === 0)
    return console.log('No releases yet: npm run release, then npm run promote.');
  for (const entry of book.releases) {
    const mark =
      entry.id === currentId ? 'current' : entry.pruned ? 'pruned' : entry.preview ? 'preview' : '';
    const pins = APPS.map((a) => `${a.name}@${entry.versions[a.name]}`).join(' ');
    console.log(`${entry.id}  ${mark.padEnd(7)}  ${pins}`);
  }
}

const commands = { release, promote, rollback, releases, canary, prune };
/** @typedef {{ names: string[], flags: ReturnType<typeof parseCommandLine>['values'] }} Arguments */

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      prebuilt: { type: 'boolean', default: false },
      preview: { type: 'boolean', default: false },
      release: { type: 'string' },
      canary: { type: 'string' },
      stages: { type: 'string' },
      every: { type: 'string' },
      abort: { type: 'boolean', default: false },
      promote: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      'from-edge': { type: 'boolean', default: false },
      now: { type: 'string' },
      reason: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      // The result as one JSON object on stdout (release, promote): for programs, not people.
      json: { type: 'boolean', default: false },
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
