// Fixed-bucket histograms of LCP, INP and CLS, so a percentile can be read from stored
// counts without storing a single measurement. Bucket i counts values in
// [edges[i-1], edges[i]); the first starts at 0, the last has no upper edge. The edges
// include the Web Vitals thresholds (LCP 2,500/4,000 ms, INP 200/500 ms, CLS 0.1/0.25).

export const HISTOGRAM_EDGES = {
  lcp: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000],
  inp: [50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 5000],
  cls: [0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2],
} as const;

export type Vital = keyof typeof HISTOGRAM_EDGES;
export const VITALS = Object.keys(HISTOGRAM_EDGES) as Vital[];

/** How many buckets a vital's histogram has: one more than its edges. */
export function bucketCount(vital: Vital): number {
  return HISTOGRAM_EDGES[vital].length + 1;
}

/** The bucket a value falls in. */
export function bucketOf(vital: Vital, value: number): number {
  const edges = HISTOGRAM_EDGES[vital];
  const index = edges.findIndex((edge) => value < edge);
  return index === -1 ? edges.length : index;
}

/** A histogram counting one value, or none (all zeros) when the value is absent. */
export function oneValue(vital: Vital, value: number | undefined): number[] {
  const counts = new Array<number>(bucketCount(vital)).fill(0);
  if (value !== undefined) counts[bucketOf(vital, value)] = 1;
  return counts;
}

/** Two histograms of the same vital added bucket by bucket. */
export function addCounts(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/**
 * The 75th percentile from counts: the upper edge of the bucket holding the value at
 * rank ⌈0.75 · n⌉, so a p75 of 2,500 means "at most 2,500, above 2,000". The open last
 * bucket reports its lower edge (at least that). Null with no values.
 */
export function p75FromHistogram(
  vital: Vital,
  counts: readonly number[],
): { p75: number | null; count: number } {
  const edges = HISTOGRAM_EDGES[vital];
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { p75: null, count: 0 };
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return { p75: edges[Math.min(i, edges.length - 1)] ?? null, count: total };
  }
  return { p75: edges[edges.length - 1] ?? null, count: total };
}
