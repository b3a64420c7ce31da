// @ts-check
// The arithmetic of the partner API soak (soak.mjs): answer-time percentiles per endpoint,
// which answers were expected, and the summary printed at the end. No server or browser here.

/** An answer slower than this is listed one by one (issue 46). */
export const SLOW_MS = 2_000;

/**
 * The value at percentile `p` (0–100) of ascending `sorted` values, by the nearest-rank
 * method: the smallest value with at least p % of the values at or below it.
 * @param {readonly number[]} sorted ascending
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) throw new Error('No values.');
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return /** @type {number} */ (sorted[Math.min(rank, sorted.length) - 1]);
}

/**
 * One answer the soak waited for: which endpoint, when it was asked (ms since the soak's
 * start), how long the answer took, and its status (0: no answer, the connection failed).
 * @typedef {{ endpoint: string, atMs: number, ms: number, status: number }} Sample
 */

/**
 * Per endpoint: how many answers, by status, and p50/p99/max of their times (whole ms);
 * then every answer slower than SLOW_MS and every status the endpoint was not expected to
 * give (`expected` maps an endpoint to the statuses that are normal for it).
 * @param {readonly Sample[]} samples
 * @param {Readonly<Record<string, readonly number[]>>} expected
 */
export function summarizeSoak(samples, expected) {
  /** @type {Map<string, Sample[]>} */
  const byEndpoint = new Map();
  for (const sample of samples) {
    const list = byEndpoint.get(sample.endpoint) ?? [];
    list.push(sample);
    byEndpoint.set(sample.endpoint, list);
  }
  const endpoints = [...byEndpoint].map(([endpoint, list]) => {
    const times = list.map((s) => s.ms).sort((a, b) => a - b);
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const s of list) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    return {
      endpoint,
      count: list.length,
      statuses,
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
      max: Math.round(percentile(times, 100)),
    };
  });
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    endpoints,
    overall: all.length
      ? {
          count: all.length,
          p50: Math.round(percentile(all, 50)),
          p99: Math.round(percentile(all, 99)),
          max: Math.round(percentile(all, 100)),
        }
      : { count: 0, p50: 0, p99: 0, max: 0 },
    slow: samples.filter((s) => s.ms > SLOW_MS),
    unexpected: samples.filter((s) => !(expected[s.endpoint] ?? []).includes(s.status)),
  };
}
