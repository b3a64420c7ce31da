// @ts-check
// The content publisher (docs/decisions/081-content-studio.md): what changed between two
// commits of a checkout → the apps that own those files → `release` of those apps alone →
// `promote` through the preflight. The studio calls it when an entry goes to review (a
// preview) and when it is published; in production a CI job runs it on every push to the
// content branch:
//   npm run publish-content -- --since <commit> [--preview] [--checkout DIR]
//   npm run publish-due                         (what scheduled content became due)
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { APPS, openDeployment } from './deployment.mjs';

/**
 * @typedef {{ status: 'published' | 'preview' | 'refused' | 'nothing',
 *   apps: string[], versions: string[], releaseId?: string, previewUrl?: string,
 *   reasons: string[], log: string }} PublishResult
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
 * Runs one release command of a checkout; never throws.
 * @param {string} checkout
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number, out: string, err: string }>}
 */
export function releaseCommand(checkout, args, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(checkout, 'release/cli.mjs'), ...args], {
      cwd: checkout,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', (error) => done({ code: 1, out, err: `${err}${error.message}\n` }));
    child.on('close', (code) => done({ code: code ?? 1, out, err }));
  });
}

/**
 * Why a build or a promote was refused, in the lines a person reads: the content
 * check's lines when the content was invalid, else the command's own error lines.
 * @param {string} text
 */
export function reasonsIn(text) {
  const lines = text.split('\n').map((l) => l.trim());
  const content = lines.filter(
    (l) => /^[\w-]+\/\S+ \(\w+\): |^[\w-]+\/\S+: /.test(l) && !l.startsWith('at '),
  );
  if (content.length) return content;
  return lines.filter(
    (l) => l && !l.startsWith('at ') && !/^(npm|>|info|ready|start|File|Total|dist\/)/.test(l),
  );
}

/**
 * Publishes what changed in `checkout` since `since`.
 * @param {{ checkout: string, since: string, until?: string, preview?: boolean,
 *   deployDir?: string, log?: (line: string) => void }} options
 * @returns {Promise<PublishResult>}
 */
export async function publishChanges({
  checkout,
  since,
  until = 'HEAD',
  preview = false,
  deployDir,
  log = () => {},
}) {
  const env = { ...process.env, ...(deployDir ? { DEPLOY_DIR: resolve(deployDir) } : {}) };
  const { apps, outside } = appsOwning(changedFiles(checkout, since, until));
  /** @type {PublishResult} */
  const result = { status: 'nothing', apps, versions: [], reasons: [], log: '' };
  if (outside.length) {
    result.status = 'refused';
    result.reasons = outside.map((f) => `${f}: not content of any app; it ships through the code pipeline`);
    return result;
  }
  if (apps.length === 0) return result;

  log(`Releasing ${apps.join(', ')}...`);
  const built = await releaseCommand(checkout, ['release', ...apps], env);
  result.log += built.out + built.err;
  if (built.code !== 0) {
    result.status = 'refused';
    result.reasons = reasonsIn(built.err + built.out);
    return result;
  }
  result.versions = built.out.split('\n').filter((l) => /^[a-z]+@[0-9a-f]+$/.test(l.trim()));

  log(`Preflight of ${result.versions.join(' ')}...`);
  const promoted = await releaseCommand(checkout, ['promote', ...result.versions, '--preview'], env);
  result.log += promoted.out + promoted.err;
  const made = /^Preview (\S+) at (\S+?)\/? \(/m.exec(promoted.out);
  if (promoted.code !== 0 || !made) {
    result.status = 'refused';
    result.reasons = promoted.err
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('Refused: nothing changed'));
    return result;
  }
  result.releaseId = made[1];
  result.previewUrl = made[2];
  result.status = 'preview';
  return preview ? result : makeCurrent(checkout, result, env);
}

/**
 * The reviewed release becomes current, byte for byte what the preview showed.
 * @param {string} checkout
 * @param {PublishResult} result
 * @param {NodeJS.ProcessEnv} env
 */
async function makeCurrent(checkout, result, env) {
  const current = await releaseCommand(checkout, ['promote', '--release', String(result.releaseId)], env);
  result.log += current.out + current.err;
  if (current.code !== 0) {
    result.status = 'refused';
    result.reasons = current.err.split('\n').filter(Boolean);
  } else result.status = 'published';
  return result;
}

/**
 * Makes an earlier preview current (the studio publishes exactly what was reviewed).
 * @param {{ checkout: string, releaseId: string, deployDir?: string }} options
 */
export function publishPreview({ checkout, releaseId, deployDir }) {
  const env = { ...process.env, ...(deployDir ? { DEPLOY_DIR: resolve(deployDir) } : {}) };
  /** @type {PublishResult} */
  const result = { status: 'preview', apps: [], versions: [], releaseId, reasons: [], log: '' };
  return makeCurrent(checkout, result, env);
}

/**
 * The apps with content that became due since their live build showed it: a publish time
 * after the moment that build used, and not after `now`.
 * @param {{ checkout: string, deployDir?: string, now?: Date }} options
 */
export async function appsDue({ checkout, deployDir, now = new Date() }) {
  /** @type {typeof import('@intenta/tooling/content.ts')} */
  const { scheduledIn } = await createJiti(import.meta.url).import('@intenta/tooling/content.ts');
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
 * @param {{ checkout: string, deployDir?: string, now?: Date, log?: (line: string) => void }} options
 * @returns {Promise<PublishResult>}
 */
export async function publishDue({ checkout, deployDir, now = new Date(), log = () => {} }) {
  const apps = await appsDue({ checkout, deployDir, now });
  /** @type {PublishResult} */
  const result = { status: 'nothing', apps, versions: [], reasons: [], log: '' };
  if (apps.length === 0) return result;
  const env = {
    ...process.env,
    PUBLISH_NOW: now.toISOString(),
    ...(deployDir ? { DEPLOY_DIR: resolve(deployDir) } : {}),
  };
  log(`Due: ${apps.join(', ')}; releasing...`);
  const built = await releaseCommand(checkout, ['release', ...apps], env);
  result.log += built.out + built.err;
  if (built.code !== 0) return { ...result, status: 'refused', reasons: reasonsIn(built.err + built.out) };
  result.versions = built.out.split('\n').filter((l) => /^[a-z]+@[0-9a-f]+$/.test(l.trim()));
  const promoted = await releaseCommand(checkout, ['promote', ...result.versions], env);
  result.log += promoted.out + promoted.err;
  if (promoted.code !== 0)
    return { ...result, status: 'refused', reasons: promoted.err.split('\n').filter(Boolean) };
  result.releaseId = /^Release (\S+) is current/m.exec(promoted.out)?.[1];
  return { ...result, status: 'published' };
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
  const log = (/** @type {string} */ line) => console.log(line);
  if (!values.due && !values.since) {
    console.error('Name the last published commit (--since <commit>), or publish what is due (--due).');
    process.exit(2);
  }
  const now = process.env.PUBLISH_NOW ? new Date(process.env.PUBLISH_NOW) : new Date();
  /** @type {PublishResult} */
  let result;
  try {
    result = values.due
      ? await publishDue({ checkout, now, log })
      : await publishChanges({
          checkout,
          since: values.since ?? '',
          until: values.until,
          preview: values.preview,
          log,
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
  else console.log(`Published ${result.versions.join(' ')} (release ${result.releaseId}).`);
}
