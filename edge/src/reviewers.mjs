// @ts-check
// Who may choose what they see (decision 071). In production (SITE_MODE=production) a visitor
// never chooses a side: the bucket cookie is signed by the edge, and forcing a side
// (`X-Intenta-Side`) or opening a preview host needs a reviewer credential: a signed, expiring
// review link (`npm run review-link`), kept as a cookie on the host it was opened on. An aborted
// canary's preview expires a day after the abort, for everyone. Locally both stay open, and the
// bucket cookie is the plain number it always was.
import { signText } from '@intenta/serve/view-token.mjs';

export const REVIEW_PARAMETER = 'review';
const REVIEW_COOKIE = 'intenta_review';
/** How long an aborted canary's preview stays open for review after the abort. */
export const ABORTED_PREVIEW_MS = 24 * 3600_000;

/** @typedef {{ SITE_MODE?: string, VIEW_TOKEN_SECRET?: string }} ReviewEnv */

/** @param {ReviewEnv} env */
export const isProduction = (env) => env.SITE_MODE === 'production';

/**
 * The review credential `<scope>.<expiry>.<signature>`: `scope` is a release id (its preview
 * host) or `site` (forcing a side on the site).
 * @param {string} secret @param {string} scope @param {number} expiresAtMs
 */
export async function reviewCredential(secret, scope, expiresAtMs) {
  const expiry = Math.floor(expiresAtMs / 1000);
  return `${scope}.${expiry}.${await signText(secret, `review:${scope}:${expiry}`)}`;
}

/**
 * Whether `credential` is a valid, unexpired review credential for `scope`.
 * @param {string | null | undefined} credential @param {string} scope @param {string} secret @param {number} now
 */
async function isReviewCredential(credential, scope, secret, now) {
  const match = /^([A-Za-z0-9._-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(credential ?? '');
  if (!match || match[1] !== scope || Number(match[2]) * 1000 <= now) return false;
  return (await signText(secret, `review:${scope}:${match[2]}`)) === match[3];
}

/** @param {string | null} cookieHeader @param {string} name */
export function cookieValue(cookieHeader, name) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * Whether the request comes from a reviewer of `scope`: always locally; in production, with the
 * review cookie or the review link's parameter.
 * @param {Request} request @param {ReviewEnv} env @param {string} scope
 */
export async function isReviewer(request, env, scope) {
  if (!isProduction(env)) return true;
  if (!env.VIEW_TOKEN_SECRET) return false;
  const now = Date.now();
  const fromLink = new URL(request.url).searchParams.get(REVIEW_PARAMETER);
  const fromCookie = cookieValue(request.headers.get('Cookie'), REVIEW_COOKIE);
  for (const credential of [fromLink, fromCookie])
    if (await isReviewCredential(credential, scope, env.VIEW_TOKEN_SECRET, now)) return true;
  return false;
}

/**
 * A review link's first answer: the same address without the credential, which is kept as a
 * cookie on this host until it expires. Null when the request carries no valid link.
 * @param {Request} request @param {ReviewEnv} env @param {string} scope
 */
export async function reviewLinkAnswer(request, env, scope) {
  const url = new URL(request.url);
  const credential = url.searchParams.get(REVIEW_PARAMETER);
  if (!credential || !env.VIEW_TOKEN_SECRET) return null;
  if (!(await isReviewCredential(credential, scope, env.VIEW_TOKEN_SECRET, Date.now()))) return null;
  const maxAge = Math.max(0, Number(credential.split('.')[1]) - Math.floor(Date.now() / 1000));
  url.searchParams.delete(REVIEW_PARAMETER);
  const headers = new Headers({ Location: url.pathname + url.search, 'Cache-Control': 'no-store' });
  headers.append(
    'Set-Cookie',
    `${REVIEW_COOKIE}=${credential}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`,
  );
  return new Response(null, { status: 303, headers });
}

/**
 * The bucket cookie's value: in production `<bucket>.<signature>`, so a visitor cannot pick a
 * bucket (and with it a side); locally the plain number.
 * @param {number} bucket @param {ReviewEnv} env
 */
export async function bucketValue(bucket, env) {
  if (!isProduction(env) || !env.VIEW_TOKEN_SECRET) return String(bucket);
  return `${bucket}.${(await signText(env.VIEW_TOKEN_SECRET, `bucket:${bucket}`)).slice(0, 22)}`;
}

/**
 * The bucket a cookie value holds, if the edge gave it.
 * @param {string | undefined} value @param {ReviewEnv} env
 * @returns {Promise<number | undefined>}
 */
export async function bucketOf(value, env) {
  const match = /^(\d{1,3})(?:\.([A-Za-z0-9_-]{22}))?$/.exec(value ?? '');
  if (!match) return undefined;
  const bucket = Number(match[1]);
  if (!isProduction(env)) return bucket;
  return match[2] && match[2] === (await bucketValue(bucket, env)).split('.')[1] ? bucket : undefined;
}
