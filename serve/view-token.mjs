// @ts-check
// The view token (decision 071): minted for each page answer by whatever serves the page (the
// edge Worker in production and on serve:deploy, npm start's shell server locally) and sent
// back by the page's field beacons, so the field endpoint counts only views the site served.
// `<payload>.<signature>`: the payload is base64url JSON naming the release, the side, the
// canary run, the app versions, an expiry and a random id; the signature is HMAC-SHA-256 of
// the payload text with a secret the endpoint shares. The endpoint's reader is
// partner-api/supabase/functions/_shared/field-report/view-token.ts (same format: a contract
// test mints here and reads there). Web Crypto only: it runs on workerd and Node alike.

/** Where a served page carries its token: an attribute of `<html>`, read by the shell. */
export const VIEW_TOKEN_ATTRIBUTE = 'data-view-token';
/** How long a token counts: a view's beacon goes when the view ends, and tabs stay open. */
export const VIEW_TOKEN_TTL_SECONDS = 6 * 3600;

/**
 * What a token says.
 * @typedef {object} ViewClaims
 * @property {string} r the release the page belongs to
 * @property {'only' | 'current' | 'canary' | 'local'} s the side the visitor was served
 * @property {string} k the canary run the view belongs to (its start time), or ''
 * @property {Record<string, string>} v app → version of the release
 * @property {number} x expiry, seconds since the epoch
 * @property {string} i a random id: one view counted once
 */

/** @type {Map<string, Promise<CryptoKey>>} */
const keys = new Map();
/** @param {string} secret */
function hmacKey(secret) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** @param {Uint8Array} bytes */
function base64url(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Signs any text with the secret (the view token's payload, an edge report's body).
 * @param {string} secret @param {string} text
 */
export async function signText(secret, text) {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(text));
  return base64url(new Uint8Array(signature));
}

/**
 * A new token for one page answer.
 * @param {string} secret
 * @param {{ release: string, side: ViewClaims['s'], run?: string, versions: Record<string, string>,
 *   now?: number, ttlSeconds?: number }} view
 */
export async function mintViewToken(
  secret,
  { release, side, run = '', versions, now = Date.now(), ttlSeconds },
) {
  /** @type {ViewClaims} */
  const claims = {
    r: release,
    s: side,
    k: run,
    v: versions,
    x: Math.floor(now / 1000) + (ttlSeconds ?? VIEW_TOKEN_TTL_SECONDS),
    i: base64url(crypto.getRandomValues(new Uint8Array(12))),
  };
  const payload = base64url(new TextEncoder().encode(JSON.stringify(claims)));
  return `${payload}.${await signText(secret, payload)}`;
}

/**
 * The served page with its token on `<html>`: the first `<html …>` tag gains the attribute last,
 * as the edge's HTMLRewriter adds it to the streamed answer.
 * @param {string} html @param {string} token
 */
export function withViewToken(html, token) {
  return html.replace(
    /<html(\s[^>]*)?>/i,
    (tag, attributes = '') => `<html${attributes} ${VIEW_TOKEN_ATTRIBUTE}="${token}">`,
  );
}
