import { describe, expect, it } from 'vitest';
import { percentile, SLOW_MS, summarizeSoak } from './soak-stats.mjs';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('is the smallest value with at least p % at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([3, 8, 20], 50)).toBe(8);
    expect(percentile([3, 8, 20], 99)).toBe(20);
  });

  it('of one value is that value at any percentile', () => {
    expect(percentile([7], 0)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
  });

  it('refuses no values', () => {
    expect(() => percentile([], 50)).toThrow('No values.');
  });
});

describe('summarizeSoak', () => {
  const sample = (endpoint: string, ms: number, status: number, atMs = 0) => ({ endpoint, atMs, ms, status });

  it('counts each endpoint, its statuses and its p50, p99 and max', () => {
    const samples = [
      ...Array.from({ length: 99 }, (_, i) => sample('beacon', 10 + i, 204)),
      sample('beacon', 900.4, 429),
      sample('local/field', 5, 200),
    ];
    const summary = summarizeSoak(samples, { beacon: [204, 429], 'local/field': [200] });
    expect(summary.endpoints).toEqual([
      { endpoint: 'beacon', count: 100, statuses: { 204: 99, 429: 1 }, p50: 59, p99: 108, max: 900 },
      { endpoint: 'local/field', count: 1, statuses: { 200: 1 }, p50: 5, p99: 5, max: 5 },
    ]);
    expect(summary.overall).toEqual({ count: 101, p50: 59, p99: 108, max: 900 });
    expect(summary.slow).toEqual([]);
    expect(summary.unexpected).toEqual([]);
  });

  it(`lists answers over ${SLOW_MS} ms and statuses an endpoint should not give`, () => {
    const stuck = sample('beacon', SLOW_MS + 1, 503, 60_000);
    const refused = sample('local/applications', 3, 0);
    const summary = summarizeSoak([sample('beacon', SLOW_MS, 204), stuck, refused], {
      beacon: [204],
      'local/applications': [200],
    });
    expect(summary.slow).toEqual([stuck]);
    expect(summary.unexpected).toEqual([stuck, refused]);
  });

  it('of nothing is zeros', () => {
    expect(summarizeSoak([], {}).overall).toEqual({ count: 0, p50: 0, p99: 0, max: 0 });
  });
});
