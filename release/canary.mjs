// @ts-check
// A canary per remote (decision 096): a candidate release served to a share of visitors beside
// the current one (the edge Worker splits by the visitor's bucket cookie), and the watcher that
// compares the two sides' field figures and aborts, holds, advances the share, or promotes the
// canary when it is healthy through its last stage. The watcher is the Worker's scheduled handler
// (edge/src/canary-watch.mjs), which writes its decisions to the routing state in KV; this file
// keeps the deployment's own record of the canary (canary.json) and reads what the watcher reads.
//   startCanary        preflight like any promote, then serve it to the first stage's share
//   checkCanary        one look of the watcher on the deployment's files (npm run canary -- --check)
//   adoptEdgeDecision  the watcher's decision, read back from KV into canary.json and the ledger
//   endCanary          abort or promote by hand
//   canaryStatus       the share, each side's figures, and the verdict they give now
import { readFieldSummary, stepCanary } from '@intenta/edge/src/canary-watch.mjs';
import { CANARY_THRESHOLDS } from '@intenta/edge/src/canary-thresholds.mjs';
import { judgeCanary } from '@intenta/edge/src/canary-verdict.mjs';
import { apiPort } from '@intenta/workspace/ports.mjs';
import { localViewTokenSecret } from '@intenta/workspace/view-token-secret.mjs';
import { promote } from './api.mjs';
import { appNamed, DeployError, deployDir as defaultDeployDir, openDeployment } from './deployment.mjs';
import { refusal } from './refusal.mjs';

/**
 * @typedef {import('./deployment.mjs').Canary} Canary
 * @typedef {import('@intenta/edge/src/canary-verdict.mjs').FieldSummary} FieldSummary
 * @typedef {(releaseId: string, since: Date, run: string) => Promise<FieldSummary>} FieldSource
 *   a release's figures since a time, of the views served in one canary run (its start time)
 * @typedef {import('./api.mjs').Refused} Refused
 */

/** `30m`, `2h`, `45s`, `1d`, or milliseconds: a stage's length. @param {string} text */
export function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!match) throw new DeployError(`"${text}" is not a duration (30m, 2h, 45s, 1d).`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms'] ?? 1;
  return Math.round(Number(match[1]) * unit);
}

/**
 * The shares a canary goes through: the first share, then each later stage above it.
 * @param {number} first @param {number[]} [later]
 */
export function canaryStages(first, later = []) {
  const stages = [first, ...later.filter((share) => share > first)].sort((a, b) => a - b);
  for (const share of stages)
    if (!(share > 0 && share < 100))
      throw new DeployError(`A canary's share is a percent above 0 and below 100 (got ${share}).`);
  return [...new Set(stages)];
}

/**
 * The deployment lock, waited for a little: the watcher and a person ending the canary each
 * hold it for milliseconds, and neither should fail because the other was at it.
 * @template T
 * @param {import('./deployment.mjs').Deployment} deployment
 * @param {() => T} work
 * @returns {Promise<T>}
 */
async function whenLockIsFree(deployment, work) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return deployment.withLock(work);
    } catch (error) {
      const busy = error instanceof DeployError && error.message.startsWith('Another release command');
      if (!busy || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** @param {Canary | null} canary @param {string | null} currentId */
const isRunning = (canary, currentId) => canary?.state === 'running' && canary.base === currentId;

/**
 * Checks the candidate like any promote (every page rendered, the changed remote's pages opened
 * in Chromium), publishes it as a preview whose pages fall back to the live remote, and starts
 * serving it to the first stage's share.
 * @param {{ versions: Record<string, string>, stages: number[], every?: number, now?: Date,
 *   deployDir?: string, onStep?: (step: import('./api.mjs').Step) => void }} options
 * @returns {Promise<{ ok: true, canary: Canary, opened: number } | Refused>}
 */
export async function startCanary({
  versions,
  stages,
  every = CANARY_THRESHOLDS.defaultStageMs,
  now = new Date(),
  deployDir = defaultDeployDir(),
  onStep,
}) {
  const deployment = openDeployment(deployDir);
  const named = Object.entries(versions).map(([name, version]) => ({ app: appNamed(name), version }));
  const base = deployment.currentId();
  const [only] = named;
  const refused = (/** @type {string} */ app, /** @type {string | undefined} */ version, reason = '') => ({
    ok: /** @type {const} */ (false),
    refusals: [refusal(app, version, reason)],
    log: '',
  });
  if (named.length !== 1 || !only || !only.app.remote)
    return refused(
      'shell',
      undefined,
      'a canary changes one remote: npm run promote -- blog@<version> --canary 10',
    );
  if (!base) return refused(only.app.name, only.version, 'nothing is current to compare a canary with');
  const running = deployment.canary();
  if (isRunning(running, base))
    return refused(
      only.app.name,
      only.version,
      `the canary of ${running?.app}@${running?.version} is running: end it first (npm run canary -- --abort or --promote)`,
    );
  const result = await promote({ versions, preview: true, fallbackToLive: true, deployDir, onStep });
  if (!result.ok) return result;
  if (result.changed.length === 0)
    return refused(only.app.name, only.version, 'is already the current version: nothing to try');
  return deployment.withLock(() => {
    if (deployment.currentId() !== base)
      return refused(only.app.name, only.version, 'another release became current while it was checked');
    const at = now.toISOString();
    /** @type {Canary} */
    const canary = {
      app: only.app.name,
      version: only.version,
      release: result.releaseId,
      base,
      share: stages[0] ?? 10,
      stages,
      stageIndex: 0,
      every,
      startedAt: at,
      stageStartedAt: at,
      state: 'running',
    };
    deployment.writeCanary(canary);
    return { ok: /** @type {const} */ (true), canary, opened: result.opened };
  });
}

/**
 * The field-report endpoint's summaries, read as the watcher reads them (a GET signed with the
 * secret the edge shares with the endpoint): FIELD_REPORT_URL and VIEW_TOKEN_SECRET for a hosted
 * deployment (docs/operations.md), else the local API's endpoint and key. Only views served in
 * the canary's own run count (their view tokens name it, decision 071): none from before it.
 * @returns {FieldSource}
 */
export function fieldSource() {
  const endpoint = {
    url: process.env.FIELD_REPORT_URL ?? `http://127.0.0.1:${apiPort()}/functions/v1/field-report`,
    secret: process.env.VIEW_TOKEN_SECRET ?? localViewTokenSecret(),
  };
  return (releaseId, since, run) => readFieldSummary(endpoint, releaseId, since, run);
}

/**
 * Both sides' figures for the views of the canary's own run: the canary's, then the current's.
 * @param {Canary} canary @param {FieldSource} field
 * @returns {Promise<[FieldSummary, FieldSummary]>}
 */
const readSides = (canary, field) =>
  Promise.all([
    field(canary.release, new Date(canary.startedAt), canary.startedAt),
    field(canary.base, new Date(canary.startedAt), canary.startedAt),
  ]);

/**
 * @typedef {{ action: 'none' | 'hold' | 'stay' | 'advance' | 'abort' | 'promote', reason: string,
 *   canary: Canary | null }} Check
 */

/**
 * One look of the watcher: compares the running canary with the current release since it
 * started, and aborts it when worse, holds when the sample is too small, advances the share
 * when a stage was healthy for its whole length, and promotes it after the last stage.
 * @param {{ deployDir?: string, now?: Date, field?: FieldSource }} [options]
 * @returns {Promise<Check>}
 */
export async function checkCanary({
  deployDir = defaultDeployDir(),
  now = new Date(),
  field = fieldSource(),
} = {}) {
  const deployment = openDeployment(deployDir);
  const canary = deployment.canary();
  if (!canary || !isRunning(canary, deployment.currentId()))
    return { action: 'none', reason: 'no canary is running', canary };
  const judged = judgeCanary(...(await readSides(canary, field)));
  return whenLockIsFree(deployment, () => {
    // Read again under the lock: a hand abort or promote may have ended it meanwhile.
    const latest = deployment.canary();
    if (!latest || !isRunning(latest, deployment.currentId()))
      return { action: /** @type {const} */ ('none'), reason: 'the canary ended meanwhile', canary: latest };
    const step = stepCanary(latest, judged, now);
    deployment.writeCanary(step.canary);
    if (step.action === 'promote')
      deployment.makeCurrent(latest.release, 'canary healthy through its last stage');
    return { action: step.action, reason: step.reason, canary: deployment.canary() };
  });
}

/**
 * The watcher's decision as the Worker wrote it to KV (an abort, a new stage, a promote), kept in
 * the deployment's files, so that the release commands, `npm run canary` and the next write of
 * the routing state agree with it. Only a decision about the canary the files still run is taken.
 * @param {{ routing: import('@intenta/edge/src/routing.mjs').RoutingState | null, deployDir?: string }} options
 * @returns {Promise<Canary | null>} the canary as kept, when it changed
 */
export async function adoptEdgeDecision({ routing, deployDir = defaultDeployDir() }) {
  const decided = routing?.canary;
  if (!decided) return null;
  const deployment = openDeployment(deployDir);
  return whenLockIsFree(deployment, () => {
    const latest = deployment.canary();
    if (!latest || !isRunning(latest, deployment.currentId()) || latest.startedAt !== decided.startedAt)
      return null;
    if (decided.state === 'running' && decided.stageIndex === latest.stageIndex) return null;
    const { state, share, stageIndex = latest.stageIndex, stageStartedAt = latest.stageStartedAt } = decided;
    const kept = { ...latest, share, stageIndex, stageStartedAt, reason: decided.reason };
    if (state === 'promoted') {
      deployment.writeCanary(kept);
      deployment.makeCurrent(latest.release, 'canary healthy through its last stage');
    } else if (state === 'aborted') deployment.writeCanary({ ...kept, state, endedAt: decided.endedAt });
    else deployment.writeCanary(kept);
    return deployment.canary();
  });
}

/**
 * Ends the running canary by hand: `abort` puts every visitor back on the current release,
 * `promote` makes the canary the current release for everyone.
 * @param {{ how: 'abort' | 'promote', reason?: string, deployDir?: string, now?: Date }} options
 */
export function endCanary({ how, reason, deployDir = defaultDeployDir(), now = new Date() }) {
  const deployment = openDeployment(deployDir);
  return whenLockIsFree(deployment, () => {
    const canary = deployment.canary();
    if (!canary || !isRunning(canary, deployment.currentId()))
      throw new DeployError('No canary is running (npm run canary shows the last one).');
    const said = reason ?? `${how === 'abort' ? 'aborted' : 'promoted'} by hand`;
    if (how === 'promote') {
      deployment.writeCanary({ ...canary, reason: said });
      deployment.makeCurrent(canary.release, 'canary promoted by hand');
    } else deployment.writeCanary({ ...canary, state: 'aborted', endedAt: now.toISOString(), reason: said });
    return /** @type {Canary} */ (deployment.canary());
  });
}

/**
 * The last canary with each side's figures and the verdict they give now, as the watcher's next
 * look would judge them (null figures when the field cannot be read).
 * @param {{ deployDir?: string, field?: FieldSource }} [options]
 */
export async function canaryStatus({ deployDir = defaultDeployDir(), field = fieldSource() } = {}) {
  const deployment = openDeployment(deployDir);
  const canary = deployment.canary();
  if (!canary) return { canary: null, running: false, sides: null, verdict: null, fieldError: null };
  const running = isRunning(canary, deployment.currentId());
  try {
    const [canarySide, currentSide] = await readSides(canary, field);
    const sides = { canary: canarySide, current: currentSide };
    return { canary, running, sides, verdict: judgeCanary(canarySide, currentSide), fieldError: null };
  } catch (error) {
    const fieldError = error instanceof Error ? error.message : String(error);
    return { canary, running, sides: null, verdict: null, fieldError };
  }
}
