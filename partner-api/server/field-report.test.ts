// The field report's beacon rules and the p75 read from stored histograms (decision 098).
import { readBeacon } from '../supabase/functions/_shared/field-report/beacon.ts';
import {
  addCounts,
  bucketOf,
  HISTOGRAM_EDGES,
  oneValue,
  p75FromHistogram,
} from '../supabase/functions/_shared/field-report/histogram.ts';

const valid = {
  v: 1,
  release: '20261128-215100-3fa9',
  versions: { shell: '3fa9c1d2e4b0', blog: 'v42' },
  route: '/es/blog/:slug',
  lang: 'es',
  errors: 0,
  failedRemoteLoads: [],
  formSends: 0,
  failedFormSends: 0,
};

describe('readBeacon', () => {
  it('accepts a beacon with and without vitals, and a null release', () => {
    expect(readBeacon(valid)).toEqual({ ok: true, beacon: valid });
    const withVitals = { ...valid, lcp: 1840.5, inp: 96, cls: 0.04, release: null };
    expect(readBeacon(withVitals)).toEqual({ ok: true, beacon: withVitals });
    expect(readBeacon({ ...valid, route: 'not-found' }).ok).toBe(true);
  });

  it.each([
    ['another version', { ...valid, v: 2 }, 'v'],
    ['an unknown field', { ...valid, visitorId: 'abc' }, 'visitorId'],
    ['an address with its values', { ...valid, route: '/blog/my-post?email=a@b.example' }, 'route'],
    ['a full URL as route', { ...valid, route: 'https://intenta.example/' }, 'route'],
    ['another language', { ...valid, lang: 'fr' }, 'lang'],
    ['negative errors', { ...valid, errors: -1 }, 'errors'],
    ['fractional errors', { ...valid, errors: 1.5 }, 'errors'],
    ['too many errors', { ...valid, errors: 1001 }, 'errors'],
    ['more failures than sends', { ...valid, formSends: 1, failedFormSends: 2 }, 'failedFormSends'],
    ['a missing field', { ...valid, formSends: undefined }, 'formSends'],
    ['an LCP past ten minutes', { ...valid, lcp: 600_001 }, 'lcp'],
    ['an INP that is not a number', { ...valid, inp: '96' }, 'inp'],
    ['an infinite CLS', { ...valid, cls: Infinity }, 'cls'],
    ['an app name with spaces', { ...valid, versions: { 'the shell': '1' } }, 'versions'],
    ['a version too long', { ...valid, versions: { shell: 'x'.repeat(65) } }, 'versions'],
    [
      'too many apps',
      { ...valid, versions: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`app${i}`, '1'])) },
      'apps',
    ],
    [
      'eleven failed loads',
      { ...valid, failedRemoteLoads: Array.from({ length: 11 }, () => ({ app: 'blog', version: 'v1' })) },
      'failedRemoteLoads',
    ],
    [
      'a failed load with more fields',
      { ...valid, failedRemoteLoads: [{ app: 'blog', version: 'v1', url: 'x' }] },
      'failedRemoteLoads',
    ],
  ])('refuses %s, naming the field', (_, beacon, named) => {
    const reading = readBeacon(beacon);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.reason).toContain(named);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, [], 'beacon', 1]) expect(readBeacon(value).ok).toBe(false);
  });
});

describe('histograms', () => {
  it('puts a value in the bucket below its upper edge; past the last edge in the open bucket', () => {
    expect(bucketOf('lcp', 0)).toBe(0);
    expect(bucketOf('lcp', 499)).toBe(0);
    expect(bucketOf('lcp', 500)).toBe(1);
    expect(bucketOf('lcp', 2499)).toBe(4);
    expect(bucketOf('lcp', 99_999)).toBe(HISTOGRAM_EDGES.lcp.length);
    expect(oneValue('cls', 0.1)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(oneValue('inp', undefined).every((n) => n === 0)).toBe(true);
  });

  it('reads p75 as the upper edge of the bucket holding the value at rank ⌈0.75 n⌉', () => {
    // 100 LCPs: 70 under 500 ms, 10 in [2000, 2500), 20 in [4000, 5000).
    const counts = addCounts(
      addCounts(
        oneValue('lcp', 100).map((n) => n * 70),
        oneValue('lcp', 2100).map((n) => n * 10),
      ),
      oneValue('lcp', 4200).map((n) => n * 20),
    );
    expect(p75FromHistogram('lcp', counts)).toEqual({ p75: 2500, count: 100 });
    // 4 values: rank 3 is the third smallest.
    const four = [90, 120, 180, 700].map((ms) => oneValue('inp', ms)).reduce(addCounts);
    expect(p75FromHistogram('inp', four)).toEqual({ p75: 200, count: 4 });
    expect(p75FromHistogram('inp', oneValue('inp', 120))).toEqual({ p75: 150, count: 1 });
  });

  it('reports the open bucket by its lower edge, and no p75 without values', () => {
    expect(p75FromHistogram('lcp', oneValue('lcp', 30_000))).toEqual({ p75: 20_000, count: 1 });
    expect(p75FromHistogram('cls', oneValue('cls', undefined))).toEqual({ p75: null, count: 0 });
    expect(p75FromHistogram('cls', [])).toEqual({ p75: null, count: 0 });
  });
});
