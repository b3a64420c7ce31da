// @ts-check
// The canary's watcher (decisions 096, 071): one look compares the canary's side with the
// current release's, in the field-report endpoint's aggregates of the views served in this
// canary run, and aborts, holds, advances the share or promotes. It is the Worker's scheduled
// handler (a Cron Trigger every minute on Cloudflare; serve:deploy fires the same handler through
// Miniflare), and it writes its decision to ROUTING_KV, which every request reads: an abort
// needs no deploy and no restart. `npm run canary` reads the same summaries the same way.
import { signText } from '@intenta/serve/view-token.mjs';
import { judgeCanary } from './canary-verdict.mjs';
import { EDGE_SIGNATURE_HEADER } from './edge-counts.mjs';
import { activeCanary } from './routing.mjs';

/** @typedef {import('./canary-verdict.mjs').FieldSummary} FieldSummary */
/** @typedef {import('./routing.mjs').CanaryState} CanaryState */
/** @typedef {import('./routing.mjs').RoutingState} RoutingState */
/**
 * @typedef {'none' | 'hold' | 'stay' | 'advance' | 'abort' | 'promote'} WatchAction
 * @typedef {{ at: string, verdict: string, reason: string }} LastCheck
 * @typedef {{ url: string, secret: string }} FieldEndpoint the field-report endpoint and the
 *   secret the edge shares with it
 */

/** The KV key of the routing state (local-host.mjs, deploy.mjs and the release commands write it). */
export const ROUTING_KEY = 'routing';

/**
 * The text a summary read signs: the query's four fields in a fixed order, so a proxy that
 * re-encodes the address does not break the signature (the endpoint builds the same text).
 * @param {{ release: string, since: string, run: string, at: string }} query
 */
export const summaryReadText = ({ release, since, run, at }) =>
  `summary\n${release}\n${since}\n${run}\n${at}`;

/**
 * One release's figures for the views served in one canary run since `since`, read from the
 * field-report endpoint with a GET the edge signs (the hosted function in production, the
 * local API's here).
 * @param {FieldEndpoint} endpoint @param {string} release @param {Date} since @param {string} run
 * @param {Date} [now]
 * @returns {Promise<FieldSummary>}
 */
export async function readFieldSummary({ url, secret }, release, since, run, now = new Date()) {
  const query = { release, since: since.toISOString(), run, at: now.toISOString() };
  const address = new URL(url);
  for (const [name, value] of Object.entries(query)) address.searchParams.set(name, value);
  const answer = await fetch(address, {
    headers: { [EDGE_SIGNATURE_HEADER]: await signText(secret, summaryReadText(query)) },
  });
  if (!answer.ok) {
    await answer.body?.cancel();
    throw new Error(`the field endpoint answered ${answer.status} for ${release}`);
  }
  return /** @type {FieldSummary} */ (await answer.json());
}

/**
 * What one look does with a verdict: the pure part of the watcher. An abort ends the canary; a
 * hold, or a healthy verdict before the stage's length is over, keeps it as it is; a healthy
 * verdict after it advances to the next share, or promotes after the last one.
 * @template {CanaryState & { stages: number[], stageIndex: number, every: number, stageStartedAt: string }} C
 * @param {C} canary a running canary
 * @param {{ verdict: string, reason: string }} judged
 * @param {Date} now
 * @returns {{ action: Exclude<WatchAction, 'none'>, reason: string, canary: C & { lastCheck: LastCheck } }}
 */
export function stepCanary(canary, { verdict, reason }, now) {
  const at = now.toISOString();
  const lastCheck = { at, verdict, reason };
  if (verdict === 'abort')
    return {
      action: 'abort',
      reason,
      canary: { ...canary, state: 'aborted', endedAt: at, reason, lastCheck },
    };
  const stageOver = now.getTime() - new Date(canary.stageStartedAt).getTime() >= canary.every;
  if (verdict === 'hold' || !stageOver)
    return { action: verdict === 'hold' ? 'hold' : 'stay', reason, canary: { ...canary, lastCheck } };
  const next = canary.stageIndex + 1;
  const share = canary.stages[next];
  if (share === undefined) {
    const promoted = { ...canary, lastCheck, reason: `healthy through its last stage: ${reason}` };
    return { action: 'promote', reason, canary: promoted };
  }
  return {
    action: 'advance',
    reason,
    canary: { ...canary, stageIndex: next, share, stageStartedAt: at, lastCheck },
  };
}

/** The steps that change what visitors get, and so are written. @param {WatchAction} action */
const changesRouting = (action) => action === 'abort' || action === 'advance' || action === 'promote';

/**
 * The routing state after a step: the canary as it now is; after a promote, its release current
 * and the canary ended as promoted.
 * @param {RoutingState} state @param {ReturnType<typeof stepCanary>} step
 * @returns {RoutingState}
 */
function routingAfter(state, { action, canary }) {
  const { lastCheck: _lastCheck, ...kept } = canary;
  if (action !== 'promote') return { ...state, canary: kept };
  return {
    ...state,
    current: canary.release,
    canary: { ...kept, state: 'promoted', endedAt: canary.lastCheck.at },
  };
}

/**
 * @typedef {{ ROUTING_KV?: { get: (key: string, type: 'json') => Promise<unknown>,
 *   put: (key: string, value: string) => Promise<void> }, FIELD_REPORT_URL?: string,
 *   VIEW_TOKEN_SECRET?: string }} WatchEnv
 */

/**
 * One look of the watcher, as the Worker's scheduled handler runs it: reads the routing state
 * from KV (not the requests' cache), the two sides' summaries, and writes KV when the step
 * changes what visitors get. A hold or a healthy look mid-stage writes nothing (KV's writes are
 * counted: one a minute would be 1,440 a day, over the Free plan's 1,000).
 * @param {WatchEnv} env @param {Date} [now]
 * @returns {Promise<{ action: WatchAction, reason: string, routing: RoutingState | null }>}
 */
export async function watchAtEdge(env, now = new Date()) {
  const { ROUTING_KV: kv, FIELD_REPORT_URL: url, VIEW_TOKEN_SECRET: secret } = env;
  if (!kv || !url || !secret)
    return { action: 'none', reason: 'no routing state or field endpoint bound', routing: null };
  const state = /** @type {RoutingState | null} */ (await kv.get(ROUTING_KEY, 'json'));
  const canary = state ? activeCanary(state) : null;
  if (!state || !canary || !isWatchable(canary))
    return { action: 'none', reason: 'no canary is running', routing: state };
  const since = new Date(canary.startedAt);
  const [canarySide, currentSide] = await Promise.all([
    readFieldSummary({ url, secret }, canary.release, since, canary.startedAt, now),
    readFieldSummary({ url, secret }, canary.base, since, canary.startedAt, now),
  ]);
  const step = stepCanary(canary, judgeCanary(canarySide, currentSide), now);
  if (!changesRouting(step.action)) return { action: step.action, reason: step.reason, routing: state };
  const routing = routingAfter(state, step);
  await kv.put(ROUTING_KEY, JSON.stringify(routing));
  console.log(`[edge] canary ${canary.app}@${canary.version}: ${step.action} (${step.reason})`);
  return { action: step.action, reason: step.reason, routing };
}

/**
 * Whether the routing state carries what a look needs (a state written before the watcher ran
 * at the edge has no stages).
 * @param {CanaryState} canary
 * @returns {canary is CanaryState & { startedAt: string, stages: number[], stageIndex: number, every: number, stageStartedAt: string }}
 */
function isWatchable(canary) {
  return (
    typeof canary.startedAt === 'string' &&
    Array.isArray(canary.stages) &&
    typeof canary.stageIndex === 'number' &&
    typeof canary.every === 'number' &&
    typeof canary.stageStartedAt === 'string'
  );
}
