// @ts-check
// Who gets the canary: each visitor draws a bucket 0–999 once, kept in a first-party cookie
// that holds nothing but the number, and is on the canary side while bucket < share × 10.
// As the share grows, visitors already on the canary stay on it.

/** The cookie that keeps a visitor's bucket. */
export const BUCKET_COOKIE = 'intenta_bucket';
/** Buckets are 0 … BUCKETS - 1: a share is in steps of 0.1 %. */
const BUCKETS = 1000;
/** A week: a visitor keeps their side for the whole of a canary. */
const BUCKET_MAX_AGE = 604_800;

/** @typedef {'canary' | 'current'} Side */

/**
 * @param {number} bucket 0 … 999
 * @param {number} share percent of visitors on the canary, may be fractional
 * @returns {Side}
 */
export function sideFor(bucket, share) {
  return bucket < share * (BUCKETS / 100) ? 'canary' : 'current';
}

/** A new visitor's bucket, uniform over 0 … 999. */
export function drawBucket() {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % BUCKETS;
}

/**
 * The `Set-Cookie` value that keeps a bucket.
 * @param {number | string} bucket the number, or in production the signed value (reviewers.mjs)
 * @param {boolean} secure the page was served over https
 */
export function bucketCookie(bucket, secure) {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * The side a request header forces (for review), if it forces one.
 * @param {string | null | undefined} value of `X-Intenta-Side`
 * @returns {Side | undefined}
 */
export function forcedSide(value) {
  const side = value?.trim().toLowerCase();
  return side === 'canary' || side === 'current' ? side : undefined;
}
