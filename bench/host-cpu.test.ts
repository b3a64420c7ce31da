import { describe, expect, it } from 'vitest';
import {
  leastDisturbed,
  pairDisturbance,
  pairStealPct,
  readCpuTimes,
  stolenShare,
  waitForQuietHost,
} from './host-cpu.mjs';

const stat = (steal: number, idle: number) =>
  `cpu  100 0 50 ${idle} 0 0 0 ${steal} 0 0\ncpu0 50 0 25 ${idle / 2} 0 0 0 ${steal / 2} 0 0\nintr 1\n`;

describe('host CPU readings', () => {
  it('reads the eight counters of the all-CPU line', () => {
    expect(readCpuTimes(stat(30, 400))).toEqual([100, 0, 50, 400, 0, 0, 0, 30]);
  });

  it('has no reading without an all-CPU line', () => {
    expect(readCpuTimes('intr 1\n')).toBeNull();
  });

  it('gives the share of the time between two readings that the host took', () => {
    // 100 jiffies passed, 25 of them stolen.
    expect(stolenShare(readCpuTimes(stat(10, 400)), readCpuTimes(stat(35, 475)))).toBe(0.25);
  });

  it('has no share when a reading is missing or no time passed', () => {
    expect(stolenShare(null, readCpuTimes(stat(1, 1)))).toBeNull();
    expect(stolenShare(readCpuTimes(stat(1, 1)), readCpuTimes(stat(1, 1)))).toBeNull();
  });
});

describe('disturbed pairs', () => {
  const pair = (site: number | null, plain: number | null) => ({
    site: { hostStealPct: site },
    plain: { hostStealPct: plain },
  });

  it('rates a pair by the more disturbed of its two runs', () => {
    expect(pairStealPct(pair(3.1, 12.5))).toBe(12.5);
    expect(pairStealPct(pair(null, null))).toBe(0);
  });

  it('keeps the attempt the host disturbed least, the first of equals', () => {
    const attempts = [pair(30, 2), pair(4, 11), pair(9, 1), pair(11, 0)];
    expect(leastDisturbed(attempts, pairStealPct)).toBe(attempts[2]);
    expect(leastDisturbed([pair(5, 5), pair(5, 1)], pairStealPct)).toEqual(pair(5, 5));
  });
});

describe('disturbance by steal or by the CPU index', () => {
  const limits = { stealLimitPct: 10, slowdownLimitPct: 20, fastestIndex: 2500 };
  const run = (hostStealPct: number | null, benchmarkIndex?: number) => ({ hostStealPct, benchmarkIndex });

  it('is under 1 when the host took little and both runs were near the fastest speed', () => {
    expect(pairDisturbance({ site: run(0, 2400), plain: run(5, 2300) }, limits)).toBe(0.5);
  });

  it('counts the slower run of the pair against the fastest index seen', () => {
    // 1750 is 30 % below 2500: one and a half times the 20 % limit, though no steal was reported.
    expect(pairDisturbance({ site: run(0, 2500), plain: run(0, 1750) }, limits)).toBeCloseTo(1.5);
  });

  it('counts steal where it is reported, whichever of the two is larger', () => {
    expect(pairDisturbance({ site: run(25, 2500), plain: run(0, 2400) }, limits)).toBe(2.5);
  });

  it('has no slowdown without indexes or before any index is known', () => {
    expect(pairDisturbance({ site: run(null), plain: run(null) }, limits)).toBe(0);
    expect(pairDisturbance({ site: run(0, 1200), plain: run(0, 1300) }, { ...limits, fastestIndex: 0 })).toBe(
      0,
    );
  });

  it('keeps the attempt with the fastest CPU index when no steal is reported', () => {
    const attempts = [
      { site: run(0, 1650), plain: run(0, 2500) },
      { site: run(0, 2450), plain: run(0, 2380) },
      { site: run(0, 2600), plain: run(0, 1700) },
    ];
    const byDisturbance = (p: (typeof attempts)[number]) =>
      pairDisturbance(p, { ...limits, fastestIndex: 2600 });
    expect(leastDisturbed(attempts, byDisturbance)).toBe(attempts[1]);
  });
});

describe('waiting for a quiet host', () => {
  /** Readings whose steal between consecutive samples is the given shares (of 100 jiffies). */
  const readings = (...stealPerSample: number[]) => {
    const values = [[100, 0, 50, 1000, 0, 0, 0, 0]];
    for (const steal of stealPerSample) {
      const last = values.at(-1)!;
      values.push(last.map((v, i) => (i === 7 ? v + steal : i === 3 ? v + 100 - steal : v)));
    }
    // Each sample reads twice: before (the previous sample's end) and after.
    const sequence = values.flatMap((v, i) => (i === 0 || i === values.length - 1 ? [v] : [v, v]));
    return () => sequence.shift() ?? null;
  };
  const noSleep = async () => {};
  const waitWith = (steals: number[], maxWaitMs?: number) =>
    waitForQuietHost({ limitPct: 10, sampleMs: 3000, maxWaitMs, read: readings(...steals), sleep: noSleep });

  it('returns after the first sample when the host is quiet', async () => {
    expect(await waitWith([4])).toEqual({ waitedMs: 3000, stealPct: 4 });
  });

  it('samples again while the host takes more than the limit', async () => {
    expect(await waitWith([30, 25, 8])).toEqual({ waitedMs: 9000, stealPct: 8 });
  });

  it('gives up after the longest wait', async () => {
    expect(await waitWith([30, 40, 50], 6000)).toEqual({ waitedMs: 6000, stealPct: 40 });
  });

  it('does not wait where there is no reading', async () => {
    const result = await waitForQuietHost({ limitPct: 10, read: () => null, sleep: noSleep });
    expect(result.stealPct).toBeNull();
  });
});
