// The field report's beacon rules and the p75 read from stored histograms (decision 098).
import { mintViewToken } from '../../serve/view-token.mjs';
import { readBeacon } from '../supabase/functions/_shared/field-report/beacon.ts';
import { readViewToken } from '../supabase/functions/_shared/field-report/view-token.ts';
import {
  addCounts,
  bucketOf,
  HISTOGRAM_EDGES,
  oneValue,
  p75FromHistogram,
} from '../supabase/functions/_shared/field-report/histogram.ts';

const valid = {
  v: 1,
  token: 'payload.signature',
  view: 1,
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
    ['no token', { ...valid, token: undefined }, 'token'],
    ['view 0', { ...valid, view: 0 }, 'view'],
    ['a 21st view of one page answer', { ...valid, view: 21 }, 'view'],
    ['a consent flag that is not true', { ...valid, consent: false }, 'consent'],
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

describe('the view token', () => {
  const secret = 'contract secret';
  const now = Date.parse('2026-12-01T10:00:00Z');
  const view = { release: 'r1', side: 'canary' as const, run: 'run-1', versions: { shell: 's1' }, now };

  it('minted by the site (serve/view-token.mjs) is read by the endpoint with its claims', async () => {
    const reading = await readViewToken(secret, await mintViewToken(secret, view), new Date(now + 1000));
    expect(reading).toEqual({
      ok: true,
      claims: {
        r: 'r1',
        s: 'canary',
        k: 'run-1',
        v: { shell: 's1' },
        x: now / 1000 + 6 * 3600,
        i: expect.any(String),
      },
    });
  });

  it('is refused once expired, under another secret, or altered', async () => {
    const token = await mintViewToken(secret, view);
    expect(await readViewToken(secret, token, new Date(now + 6 * 3600_000))).toEqual({
      ok: false,
      reason: 'the view token has expired',
    });
    expect((await readViewToken('other', token, new Date(now))).ok).toBe(false);
    const [payload, signature] = token.split('.');
    const altered = `${payload!.slice(0, -2)}AA.${signature}`;
    for (const bad of [altered, `${payload}`, `${token}.x`, '', '..', 'a.b'])
      expect((await readViewToken(secret, bad, new Date(now))).ok).toBe(false);
  });

  it('has a new random id for every page answer', async () => {
    const ids = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const reading = await readViewToken(secret, await mintViewToken(secret, view), new Date(now));
        return reading.ok ? reading.claims.i : '';
      }),
    );
    expect(new Set(ids).size).toBe(50);
  });
});
