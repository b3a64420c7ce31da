// @ts-check
// How much CPU the host took from this machine while something ran. On a
// virtual machine the hypervisor runs other guests on the same cores ("steal"
// time in /proc/stat); a run during which it took much measures the neighbours
// as well as the page, so the benchmark reports it beside the blocking time.
// Some VMs never report steal; there the slowdown of Lighthouse's CPU index
// (benchmarkIndex) against the fastest run seen is the sign (decision 095).
import { readFileSync } from 'node:fs';

/**
 * The first line of /proc/stat as counters (user, nice, system, idle, iowait,
 * irq, softirq, steal), or null where there is none (not Linux).
 * @param {string} [text] the file's text, read from the system when omitted
 * @returns {number[] | null}
 */
export function readCpuTimes(text) {
  let stat = text;
  if (stat === undefined) {
    try {
      stat = readFileSync('/proc/stat', 'utf8');
    } catch {
      return null;
    }
  }
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return fields.length === 8 && fields.every(Number.isFinite) ? fields : null;
}

const STEAL = 7;

/**
 * The share of CPU time the host took (steal) between two readings, 0-1, or
 * null when either reading is missing or no time passed.
 * @param {number[] | null} before
 * @param {number[] | null} after
 * @returns {number | null}
 */
export function stolenShare(before, after) {
  if (!before || !after) return null;
  const delta = after.map((value, i) => value - (before[i] ?? 0));
  const total = delta.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return null;
  // Both readings come from readCpuTimes, which gives all eight counters.
  return /** @type {number} */ (delta[STEAL]) / total;
}

/**
 * How disturbed a site/plain pair of runs was: the larger share (in %) the host
 * took during either of its two runs; 0 when neither has a reading.
 * @param {{ site: { hostStealPct: number | null }, plain: { hostStealPct: number | null } }} pair
 * @returns {number}
 */
export function pairStealPct(pair) {
  return Math.max(pair.site.hostStealPct ?? 0, pair.plain.hostStealPct ?? 0);
}

/**
 * How disturbed a site/plain pair was, as a multiple of the limits: the host's steal
 * against its limit, or how far the slower run's CPU index fell below the fastest
 * index seen, against its limit, whichever is larger. Over 1 is disturbed.
 * @typedef {{ hostStealPct: number | null, benchmarkIndex?: number }} Run
 * @param {{ site: Run, plain: Run }} pair
 * @param {{ stealLimitPct: number, slowdownLimitPct: number, fastestIndex: number }} limits
 * @returns {number}
 */
export function pairDisturbance(pair, { stealLimitPct, slowdownLimitPct, fastestIndex }) {
  const slowest = Math.min(pair.site.benchmarkIndex ?? Infinity, pair.plain.benchmarkIndex ?? Infinity);
  const slowdownPct =
    fastestIndex > 0 && Number.isFinite(slowest) ? Math.max(0, (1 - slowest / fastestIndex) * 100) : 0;
  return Math.max(pairStealPct(pair) / stealLimitPct, slowdownPct / slowdownLimitPct);
}

/**
 * Of the attempts at one pair, the least disturbed (the first of equals).
 * @template T
 * @param {T[]} attempts at least one
 * @param {(pair: T) => number} disturbance
 * @returns {T}
 */
export function leastDisturbed(attempts, disturbance) {
  return attempts.reduce((best, pair) => (disturbance(pair) < disturbance(best) ? pair : best));
}

/**
 * Waits for a quiet host: samples the steal for `sampleMs` at a time until one
 * sample is at most `limitPct`, or `maxWaitMs` has passed (then the caller goes
 * on, and the re-run rule still applies). The host's busy stretches last minutes,
 * so re-running a disturbed pair right away mostly meets the same stretch.
 * @param {{ limitPct: number, sampleMs?: number, maxWaitMs?: number,
 *   read?: () => number[] | null, sleep?: (ms: number) => Promise<void> }} options
 * @returns {Promise<{ waitedMs: number, stealPct: number | null }>} the time spent and the last sample
 */
export async function waitForQuietHost({
  limitPct,
  sampleMs = 3000,
  maxWaitMs = 120_000,
  read = () => readCpuTimes(),
  sleep = (ms) => new Promise((done) => setTimeout(done, ms)),
}) {
  let waitedMs = 0;
  for (;;) {
    const before = read();
    await sleep(sampleMs);
    waitedMs += sampleMs;
    const share = stolenShare(before, read());
    const stealPct = share === null ? null : share * 100;
    if (stealPct === null || stealPct <= limitPct || waitedMs >= maxWaitMs) return { waitedMs, stealPct };
  }
}
