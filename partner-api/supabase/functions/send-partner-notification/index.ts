// Hosted entry of `send-partner-notification` (Supabase Edge Functions, Deno).
// It wires the real storage (the project's Postgres, through the database URL
// secret) and mailer (the mail provider's HTTP API key and the team address
// secrets) into the shared handler, the same one the local server runs.
// The tests run this file as it is under Deno against a real Postgres and a
// stand-in of the mail API (partner-api/server/live-hosted.db.test.ts).
import postgres from 'npm:postgres@3.4.7';
import { createPartnerApplicationHandler, drainOutbox } from '../_shared/partner-application/handler.ts';
import { createHttpMailer, DEFAULT_MAIL_API_BASE_URL } from '../_shared/partner-application/mail.ts';
import { createSqlStore, type Db } from '../_shared/partner-application/storage.ts';

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;

function secret(name: string, fallback?: string): string {
  const value = Deno.env.get(name) ?? fallback;
  if (!value) throw new Error(`The secret ${name} is not set (see partner-api/README.md).`);
  return value;
}

function wholeNumber(name: string, fallback: number): number {
  const raw = Deno.env.get(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (got "${raw}").`);
  return value;
}

// SUPABASE_DB_URL is provided by the platform; PARTNERS_DB_URL overrides it
// (for example a pooled connection string, port 6543).
const sql = postgres(secret('PARTNERS_DB_URL', Deno.env.get('SUPABASE_DB_URL')), {
  prepare: false,
  max: 3,
});
const db: Db = {
  query: async <T>(text: string, params: unknown[] = []) =>
    (await sql.unsafe(text, params as never[])) as unknown as T[],
};

const rateLimit = {
  max: wholeNumber('PARTNERS_RATE_LIMIT_MAX', 5),
  windowSeconds: wholeNumber('PARTNERS_RATE_LIMIT_WINDOW_SECONDS', 600),
};

const outbox = {
  store: createSqlStore(db),
  mailer: createHttpMailer({
    apiKey: secret('RESEND_API_KEY'),
    // The provider's API by default; the tests point it at a local stand-in.
    baseUrl: Deno.env.get('MAIL_API_BASE_URL') || DEFAULT_MAIL_API_BASE_URL,
  }),
  clock: { now: () => new Date() },
  teamAddress: secret('PARTNER_TEAM_EMAIL'),
  fromAddress: secret('PARTNER_MAIL_FROM', 'Intenta Partners <partners@intenta.example>'),
  log: (message: string, error?: unknown) => console.error(`[partner endpoint] ${message}`, error ?? ''),
};

const allowedOrigins = secret('ALLOWED_ORIGINS', 'https://intenta.example')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

/** The origin of an address, or nothing when it is not one. */
function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

const handler = createPartnerApplicationHandler({
  ...outbox,
  allowedOrigins,
  // Where a browser's form post is sent back to (the confirmation page): the
  // site's address, by default its first allowed origin.
  siteUrl: secret('SITE_URL', allowedOrigins[0]),
  // The function's own page (a refused form post) posts from the address
  // browsers reach the function at: the project URL the platform provides, or
  // PARTNERS_FUNCTION_ORIGIN (a custom domain).
  ownOrigins: [
    ...originOf(Deno.env.get('SUPABASE_URL')),
    ...originOf(Deno.env.get('PARTNERS_FUNCTION_ORIGIN')),
  ],
  rateLimit,
  // The platform's gateway appends the client address to X-Forwarded-For: one
  // trusted hop, counted from the right. Entries to its left are the client's own.
  trustedProxyHops: wholeNumber('PARTNERS_TRUSTED_PROXY_HOPS', 1),
  // Without a salt the stored hashes of client addresses could be reversed by
  // hashing every IPv4 address: the function refuses to start.
  hashSalt: secret('RATE_LIMIT_SALT'),
  waitUntil: (work) =>
    typeof EdgeRuntime !== 'undefined'
      ? EdgeRuntime.waitUntil(work)
      : void work.catch((error) => outbox.log('Background work failed.', error)),
});

// `POST .../send-partner-notification/drain` with `Authorization: Bearer <OUTBOX_DRAIN_SECRET>`
// retries due notifications and clears ended rate-limit windows; a schedule
// calls it (README). Without the secret it is off.
const drainSecret = Deno.env.get('OUTBOX_DRAIN_SECRET');

Deno.serve(async (request, info) => {
  if (new URL(request.url).pathname.endsWith('/drain')) {
    if (
      !drainSecret ||
      request.method !== 'POST' ||
      request.headers.get('authorization') !== `Bearer ${drainSecret}`
    ) {
      return new Response(null, { status: 404 });
    }
    const result = await drainOutbox(outbox, 50);
    await outbox.store.deleteExpiredRateLimits(new Date(), rateLimit.windowSeconds);
    return Response.json(result);
  }
  const remote = info.remoteAddr;
  return handler(request, { remoteAddress: 'hostname' in remote ? remote.hostname : undefined });
});
