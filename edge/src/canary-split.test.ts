// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUCKET_COOKIE, bucketCookie, drawBucket, forcedSide, sideFor } from './canary-split.mjs';
import { bucketOf, cookieValue } from './reviewers.mjs';

/** The bucket a `Cookie` header carries, as the Worker reads it off production (unsigned). */
const bucketFromCookie = (header: string | null) => bucketOf(cookieValue(header, BUCKET_COOKIE), {});

const bucket = fc.integer({ min: 0, max: 999 });
/** Shares as canary.json may hold them: percents, fractional ones included. */
const share = fc.double({ min: 0, max: 100, noNaN: true });

describe('the canary split', () => {
  it('is monotone in the share: a visitor on the canary stays on it as the share grows', () => {
    fc.assert(
      fc.property(bucket, share, share, (b, first, second) => {
        const [smaller, larger] = first <= second ? [first, second] : [second, first];
        if (sideFor(b, smaller) === 'canary') expect(sideFor(b, larger)).toBe('canary');
      }),
    );
  });

  it('gives the same bucket the same side, and reads back the bucket its cookie keeps', async () => {
    await fc.assert(
      fc.asyncProperty(bucket, share, fc.boolean(), async (b, s, secure) => {
        expect(sideFor(b, s)).toBe(sideFor(b, s));
        const cookie = bucketCookie(b, secure).split(';')[0];
        expect(await bucketFromCookie(`theme=dark; ${cookie}; other=1`)).toBe(b);
      }),
    );
  });

  it('puts share × 10 buckets of 1,000 on the canary', () => {
    const onCanary = (s: number) =>
      Array.from({ length: 1000 }, (_, b) => sideFor(b, s)).filter((x) => x === 'canary').length;
    expect(onCanary(0)).toBe(0);
    expect(onCanary(10)).toBe(100);
    expect(onCanary(2.5)).toBe(25);
    expect(onCanary(100)).toBe(1000);
  });

  it('keeps nothing but the number, first-party, for a week', () => {
    expect(bucketCookie(42, false)).toBe(
      `${BUCKET_COOKIE}=42; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly`,
    );
    expect(bucketCookie(42, true)).toBe(
      `${BUCKET_COOKIE}=42; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly; Secure`,
    );
  });

  it('ignores a cookie that is not a bucket', async () => {
    for (const header of [
      null,
      '',
      'intenta_bucket=',
      'intenta_bucket=1000',
      'intenta_bucket=-1',
      'intenta_bucket=4x',
      'x_intenta_bucket=5',
    ])
      expect(await bucketFromCookie(header), String(header)).toBeUndefined();
  });

  it('draws buckets in 0–999', () => {
    const drawn = Array.from({ length: 2000 }, drawBucket);
    expect(drawn.every((b) => Number.isInteger(b) && b >= 0 && b <= 999)).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(500);
  });

  it('lets review force a side, and nothing else', () => {
    expect(forcedSide('canary')).toBe('canary');
    expect(forcedSide(' Current ')).toBe('current');
    expect(forcedSide('both')).toBeUndefined();
    expect(forcedSide(null)).toBeUndefined();
  });
});
