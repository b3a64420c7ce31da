// Who sent a request, for the rate limit and the form post's key: the client
// address as the platform guarantees it, only ever stored hashed.

/** What the server knows about the connection itself (not the request's headers). */
export interface ConnectionInfo {
  /** The peer's address: the client's locally, the platform's proxy when hosted. */
  remoteAddress?: string;
}

/**
 * The client address, from what the platform guarantees and never from what
 * the client says: with `trustedProxyHops` proxies in front, the entry the
 * outermost one appended to `X-Forwarded-For` (counted from the right);
 * without proxies, the connection's address. A request that did not come
 * through the proxies (too few entries) is keyed by its connection address.
 */
export function clientAddressOf(
  request: Request,
  connection: ConnectionInfo | undefined,
  trustedProxyHops: number,
): string {
  const fallback = connection?.remoteAddress?.trim() || 'unknown';
  if (trustedProxyHops <= 0) return fallback;
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
  if (entries.length < trustedProxyHops) return fallback;
  return entries[entries.length - trustedProxyHops] || fallback;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hashAddress(address: string, salt = ''): Promise<string> {
  return sha256Hex(`${salt}:${address}`);
}
