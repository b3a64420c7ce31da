// @ts-check
// What the edge saw itself, per release and canary run (decision 071): documents answered,
// documents answered with 5xx, and a remote version's files answered with 404 or 5xx (a chunk
// that failed to load shows here). No client writes these: the Worker counts them in memory and
// sends them, signed with the secret it shares with the field endpoint, at most every
// EDGE_REPORT_EVERY_MS (an isolate evicted before that loses its last counts; they are errors
// of a few seconds, and the beacons still carry theirs).
import { signText } from '@intenta/serve/view-token.mjs';

/** The header the edge signs with: its counts' body, a summary read's query (canary-watch.mjs). */
export const EDGE_SIGNATURE_HEADER = 'x-intenta-edge-signature';
const DEFAULT_EVERY_MS = 10_000;

/** @typedef {{ release: string, run: string, documents: number, failedDocuments: number, failedAssets: number }} Counts */
/** @typedef {{ FIELD_REPORT_URL?: string, VIEW_TOKEN_SECRET?: string, EDGE_REPORT_EVERY_MS?: string }} CountsEnv */

/** @type {Map<string, Counts>} */
let pending = new Map();
let lastSent = 0;

/**
 * Counts one thing the edge saw of a side.
 * @param {string} release @param {string} run @param {'documents' | 'failedDocuments' | 'failedAssets'} what
 */
export function countAtEdge(release, run, what) {
  const key = `${release}\n${run}`;
  let counts = pending.get(key);
  if (!counts) {
    counts = { release, run, documents: 0, failedDocuments: 0, failedAssets: 0 };
    pending.set(key, counts);
  }
  counts[what] += 1;
}

/**
 * Sends what was counted when it is due: the caller keeps the work alive (`ctx.waitUntil`).
 * @param {CountsEnv} env @param {boolean} [force] send now whatever the interval (the scheduled handler)
 * @returns {Promise<void> | null}
 */
export function sendCountsWhenDue(env, force = false) {
  if (!env.FIELD_REPORT_URL || !env.VIEW_TOKEN_SECRET || pending.size === 0) return null;
  const every = Number(env.EDGE_REPORT_EVERY_MS ?? DEFAULT_EVERY_MS);
  if (!force && Date.now() - lastSent < every) return null;
  lastSent = Date.now();
  const counts = [...pending.values()];
  pending = new Map();
  const { FIELD_REPORT_URL: url, VIEW_TOKEN_SECRET: secret } = env;
  // The endpoint reads at most 16 rows a report.
  const reports = [];
  for (let i = 0; i < counts.length; i += 16) reports.push(sendCounts(url, secret, counts.slice(i, i + 16)));
  return Promise.all(reports).then(() => {});
}

/** @param {string} url @param {string} secret @param {Counts[]} counts */
async function sendCounts(url, secret, counts) {
  const body = JSON.stringify({ edge: 1, counts });
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [EDGE_SIGNATURE_HEADER]: await signText(secret, body) },
      body,
    });
    if (!answer.ok) console.error(`[edge] the field endpoint refused the edge's counts: ${answer.status}`);
    await answer.body?.cancel();
  } catch (error) {
    console.error(
      `[edge] the edge's counts could not be sent: ${error instanceof Error ? error.message : error}`,
    );
  }
}
