// Reading a view token (decision 071): what the site's server minted for one page answer
// (serve/view-token.mjs writes it; a contract test mints there and reads here). The field
// endpoint counts a beacon only under a token whose signature, expiry, release and versions
// hold. This side only verifies; the format is `<base64url JSON>.<base64url HMAC-SHA-256>`.

export interface ViewClaims {
  /** The release the page belongs to. */
  r: string;
  /** The side the visitor was served: no canary, the current side, the canary side, npm start. */
  s: 'only' | 'current' | 'canary' | 'local';
  /** The canary run (its start time) the view belongs to, or ''. */
  k: string;
  /** App → version of the release. */
  v: Record<string, string>;
  /** Expiry, seconds since the epoch. */
  x: number;
  /** A random id: each of its views counts once. */
  i: string;
}

export type TokenReading = { ok: true; claims: ViewClaims } | { ok: false; reason: string };

const SIDES = new Set(['only', 'current', 'canary', 'local']);
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Whether `signature` (base64url) is the HMAC of `text` under the secret. */
export async function verifySignature(secret: string, text: string, signature: string): Promise<boolean> {
  const bytes = fromBase64url(signature);
  if (!bytes || bytes.byteLength !== 32) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, new TextEncoder().encode(text));
}

function isClaims(value: unknown): value is ViewClaims {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.r === 'string' &&
    typeof c.s === 'string' &&
    SIDES.has(c.s) &&
    typeof c.k === 'string' &&
    typeof c.x === 'number' &&
    typeof c.i === 'string' &&
    c.i.length >= 8 &&
    !!c.v &&
    typeof c.v === 'object' &&
    Object.values(c.v).every((version) => typeof version === 'string')
  );
}

/** The token's claims when its signature holds and it has not expired, else why not. */
export async function readViewToken(secret: string, token: string, now: Date): Promise<TokenReading> {
  const [payload = '', signature = '', extra] = token.split('.');
  if (extra !== undefined || !payload || !(await verifySignature(secret, payload, signature)))
    return { ok: false, reason: 'the view token is not one the site issued' };
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload) ?? new Uint8Array()));
  } catch {
    return { ok: false, reason: 'the view token is not one the site issued' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'the view token is not one the site issued' };
  if (claims.x * 1000 <= now.getTime()) return { ok: false, reason: 'the view token has expired' };
  return { ok: true, claims };
}
