// @ts-check
// The content publisher (docs/decisions/081-content-studio.md): what changed between two
// commits of a checkout → the apps that own those files → `release` of those apps alone →
// `promote` through the preflight. The studio calls it when an entry goes to review (a
// preview) and when it is published; in production a CI job runs it on every push to the
// content branch:
//   npm run publish-content -- --since <commit> [--preview] [--checkout DIR]
//   npm run publish-due                         (what scheduled content became due)
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { makeCurrent, promote, releaseApps } from './api.mjs';
import { APPS, openDeployment } from './deployment.mjs';
import { describeRefusal } from './refusal.mjs';

/**
 * What a publish did. `refusals` say why it was refused (`reasons`: the same, in words);
 * `log` is the builds' output, for people who want it.
 * @typedef {{ status: 'published' | 'preview' | 'refused' | 'nothing',
 *   apps: string[], versions: Record<string, string>, releaseId?: string, previewUrl?: string,
 *   refusals: import('./refusal.mjs').Refusal[], reasons: string[], log: string }} PublishResult
 * @typedef {'building' | import('./api.mjs').Step} PublishStep
 */

/**
 * The apps whose files changed; files outside every app are returned apart.
 * @param {string[]} files repository paths
 */
export function appsOwning(files) {
  /** @type {Set<string>} */
  const apps = new Set();
  /** @type {string[]} */
  const outside = [];
  for (const file of files) {
    const app = APPS.find((a) => file.startsWith(`${a.folder}/`));
    if (app) apps.add(app.name);
    else outside.push(file);
  }
  return { apps: APPS.map((a) => a.name).filter((name) => apps.has(name)), outside };
}

/**
 * @param {string} checkout
 * @param {string} since
 * @param {string} until
 */
export function changedFiles(checkout, since, until = 'HEAD') {
  const out = spawnSync('git', ['diff', '--name-only', `${since}...${until}`], {
    cwd: checkout,
    encoding: 'utf8',
  });
  if (out.status !== 0)
    throw new Error(`git diff ${since}...${until} failed: ${out.error?.message ?? out.stderr.trim()}`);
  return out.stdout.split('\n').filter(Boolean);
}

/**
 * @param {PublishResult} result
 * @param {import('./refusal.mjs').Refusal[]} refusals
 * @returns {PublishResult}
 */
const refused = (result, refusals) => ({
  ...result,
  status: 'refused',
  refusals,
  reasons: refusals.map(describeRefusal),
});

/**
 * Releases `apps` of a checkout and promotes them through the preflight: as a preview, or current.
 * @param {PublishResult} result the apps to release in `result.apps`
 * @param {{ checkout: string, deployDir?: string, preview: boolean, now: Date,
 *   onStep: (step: PublishStep) => void }} options
 * @returns {Promise<PublishResult>}
 */
async function releaseAndPromote(result, { checkout, deployDir, preview, now, onStep }) {
  onStep('building');
  const built = await releaseApps({ apps: result.apps, root: checkout, deployDir, now, output: 'capture' });
  result.log += built.log;
  if (!built.ok) return refused(result, built.refusals);
  result.versions = built.versions;
  // Content merged for later (scheduled) goes with the release that shows it (content-history.mjs).
  const deployment = openDeployment(deployDir ? resolve(deployDir) : undefined);
  const content = preview ? [] : deployment.pendingContent();
  const promoted = await promote({ versions: built.versions, preview, deployDir, onStep, content });
  if (!promoted.ok) return refused(result, promoted.refusals);
  if (content.length) deployment.clearPendingContent();
  return {
    ...result,
    status: preview ? 'preview' : 'published',
    releaseId: promoted.releaseId,
    ...(promoted.previewUrl ? { previewUrl: promoted.previewUrl } : {}),
  };
}

/**
 * Publishes what changed in `checkout` since `since`.
 * @param {{ checkout: string, since: string, until?: string, preview?: boolean,
 *   deployDir?: string, now?: Date, onStep?: (step: PublishStep) => void }} options
 *   `now`: the moment scheduled content is shown as of (a preview of a scheduled entry: its time)
 * @returns {Promise<PublishResult>}
 */
export async function publishChanges({
  checkout,
  since,
  until = 'HEAD',
  preview = false,
  deployDir,
  now = new Date(),
  onStep = () => {},
}) {
  const { apps, outside } = appsOwning(changedFiles(checkout, since, until));
  /** @type {PublishResult} */
  const result = { status: 'nothing', apps, versions: {}, refusals: [], reasons: [], log: '' };
  if (outside.length)
    return refused(
      result,
      outside.map((file) => ({
        app: 'content',
        reason: `${file}: not content of any app; it ships through the code pipeline`,
      })),
    );
  if (apps.length === 0) return result;
  return releaseAndPromote(result, { checkout, deployDir, preview, now, onStep });
}

/**
 * Makes an earlier preview current (the studio publishes exactly what was reviewed).
 * @param {{ releaseId: string, deployDir?: string }} options
 */
export function publishPreview({ releaseId, deployDir }) {
  makeCurrent({ releaseId, deployDir });
}

/**
 * The apps with content that became due since their live build showed it: a publish time
 * after the moment that build used, and not after `now`.
 * @param {{ checkout: string, deployDir?: string, now?: Date }} options
 */
export async function appsDue({ checkout, deployDir, now = new Date() }) {
  /** @type {typeof import('@intenta/content-model/content.ts')} */
  const { scheduledIn } = await createJiti(import.meta.url).import('@intenta/content-model/content.ts');
  const deployment = openDeployment(deployDir ? resolve(deployDir) : undefined);
  const currentId = deployment.currentId();
  if (!currentId) return [];
  const live = deployment.release(currentId).versions;
  return APPS.filter((app) => {
    const version = live[app.name];
    const info = version ? deployment.buildInfo(app.name, version) : null;
    const asOf = info?.contentAsOf ? Date.parse(info.contentAsOf) : 0;
    return scheduledIn(join(checkout, app.folder)).some(
      ({ publishAt }) => Date.parse(publishAt) > asOf && Date.parse(publishAt) <= now.getTime(),
    );
  }).map((app) => app.name);
}

/**
 * `npm run publish-due`: releases and promotes, through the preflight, every app whose
 * scheduled content is due. The studio runs it every minute; production, a scheduled CI job.
 * @param {{ checkout: string, deployDir?: string, now?: Date, onStep?: (step: PublishStep) => void }} options
 * @returns {Promise<PublishResult>}
 */
export async function publishDue({ checkout, deployDir, now = new Date(), onStep = () => {} }) {
  const apps = await appsDue({ checkout, deployDir, now });
  /** @type {PublishResult} */
  const result = { status: 'nothing', apps, versions: {}, refusals: [], reasons: [], log: '' };
  if (apps.length === 0) return result;
  return releaseAndPromote(result, { checkout, deployDir, preview: false, now, onStep });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      until: { type: 'string', default: 'HEAD' },
      preview: { type: 'boolean', default: false },
      due: { type: 'boolean', default: false },
      checkout: { type: 'string', default: process.cwd() },
    },
  });
  const checkout = resolve(values.checkout);
  const onStep = (/** @type {string} */ step) => console.log(`${step[0]?.toUpperCase()}${step.slice(1)}...`);
  if (!values.due && !values.since) {
    console.error('Name the last published commit (--since <commit>), or publish what is due (--due).');
    process.exit(2);
  }
  const now = process.env.PUBLISH_NOW ? new Date(process.env.PUBLISH_NOW) : new Date();
  /** @type {PublishResult} */
  let result;
  try {
    result = values.due
      ? await publishDue({ checkout, now, onStep })
      : await publishChanges({
          checkout,
          since: values.since ?? '',
          until: values.until,
          preview: values.preview,
          now,
          onStep,
        });
  } catch (error) {
    // A fault of the machine or the checkout (git, the deployment folder): one line, never a
    // stack, and nothing published (each release command changes the site in one rename).
    console.error(
      `Publishing failed: ${String(/** @type {Error} */ (error)?.message ?? error).split('\n')[0]}`,
    );
    process.exit(1);
  }
  if (result.status === 'nothing')
    console.log(values.due ? 'Nothing is due.' : 'No app changed: nothing to publish.');
  else if (result.status === 'refused') {
    for (const reason of result.reasons) console.error(reason);
    console.error('Refused: nothing changed on the site.');
    process.exit(1);
  } else if (result.status === 'preview') console.log(`Preview ${result.releaseId} at ${result.previewUrl}/`);
  else
    console.log(
      `Published ${Object.entries(result.versions)
        .map(([app, version]) => `${app}@${version}`)
        .join(' ')} (release ${result.releaseId}).`,
    );
}
