// What happens to a well-formed application, whichever way it came: the
// idempotency record, then the rate limit, then the honeypot, then storage.
// Only such an application reaches them, so refused requests use up nothing.
import { clientAddressOf, hashAddress, type ConnectionInfo } from './client-address.ts';
import type { Endpoint } from './endpoint.ts';
import { drainOutbox } from './outbox.ts';
import type { PartnerApplication } from './validation.ts';

export type Acceptance =
  | { kind: 'stored' | 'repeat' | 'honeypot'; id: string }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'key_reused' };

/** One application to accept, with the key of its submission attempt (if any). */
export interface Submission {
  application: PartnerApplication;
  honeypot: boolean;
  key: string | null;
  /** A hash of the application: a repeated key must come with the same one. */
  fingerprint: string;
  clientHash: string;
}

export function clientHashOf(
  endpoint: Endpoint,
  request: Request,
  connection: ConnectionInfo | undefined,
): Promise<string> {
  const address = clientAddressOf(request, connection, endpoint.trustedProxyHops);
  return hashAddress(address, endpoint.options.hashSalt);
}

/** The answer to a key stored before: the first application's, if this is the same application. */
function repeatOf(first: { id: string; fingerprint: string | null }, fingerprint: string): Acceptance {
  return first.fingerprint === fingerprint ? { kind: 'repeat', id: first.id } : { kind: 'key_reused' };
}

/** After a stored application: its notification, and clean-up of ended rate-limit windows. */
function afterStored(endpoint: Endpoint, now: Date) {
  const { options, log, rateLimit } = endpoint;
  endpoint.waitUntil(
    Promise.all([
      drainOutbox({ ...options, log }),
      options.store.deleteExpiredRateLimits(now, rateLimit.windowSeconds),
    ]),
  );
}

/**
 * Stores a well-formed application once. A repeat of its key (the visitor's
 * retry after a lost answer) gets the first answer without storing again or
 * using the sender's allowance.
 */
export async function accept(endpoint: Endpoint, submission: Submission): Promise<Acceptance> {
  const { store, clock } = endpoint.options;
  const { application, honeypot, key, fingerprint, clientHash } = submission;
  if (key !== null && !honeypot) {
    const first = await store.findByIdempotencyKey(key);
    if (first) return repeatOf(first, fingerprint);
  }
  const now = clock.now();
  const limit = await store.hitRateLimit(clientHash, now, endpoint.rateLimit);
  if (!limit.allowed) return { kind: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
  // A filled honeypot: answered as a success so the bot learns nothing; nothing stored.
  if (honeypot) return { kind: 'honeypot', id: crypto.randomUUID() };
  const idempotency = key === null ? undefined : { key, fingerprint };
  const stored = await store.insertApplication(application, clientHash, now, idempotency);
  // The same key sent twice at once: the other request stored it first.
  if (!stored.created) return repeatOf(stored, fingerprint);
  // Stored: answer now; the notification goes out after the answer, from the outbox.
  afterStored(endpoint, now);
  return { kind: 'stored', id: stored.id };
}
