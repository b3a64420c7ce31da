// Hosted entry of `send-partner-notification` (Supabase Edge Functions, Deno).
// It wires the real storage (the project's Postgres, through the database URL
// secret) and mailer (the mail provider's HTTP API key and the team address
// secrets) into the shared handler, the same one the local server runs.
import postgres from 'npm:postgres@3.4.7';
import { createPartnerApplicationHandler, drainOutbox } from '../_shared/partner-application/handler.ts';
import { createHttpMailer } from '../_shared/partner-application/mail.ts';
import { createSqlStore, type Db } from '../_shared/partner-application/storage.ts';

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;

function secret(name: string, fallback?: string): string {
  const value = Deno.env.get(name) ?? fallback;
  if (!value) throw new Error(`The secret ${name} is not set (see mf-partners/README.md).`);
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

const rateMax = Number(Deno.env.get('PARTNERS_RATE_LIMIT_MAX') ?? '5');
const rateWindow = Number(Deno.env.get('PARTNERS_RATE_LIMIT_WINDOW_SECONDS') ?? '600');

const outbox = {
  store: createSqlStore(db),
  mailer: createHttpMailer({ apiKey: secret('RESEND_API_KEY') }),
  clock: { now: () => new Date() },
  teamAddress: secret('PARTNER_TEAM_EMAIL'),
  fromAddress: secret('PARTNER_MAIL_FROM', 'Intenta Partners <partners@intenta.example>'),
};

const handler = createPartnerApplicationHandler({
  ...outbox,
  allowedOrigins: secret('ALLOWED_ORIGINS', 'https://intenta.example')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  rateLimit: { max: rateMax, windowSeconds: rateWindow },
  hashSalt: Deno.env.get('RATE_LIMIT_SALT') ?? '',
  waitUntil: (work) =>
    typeof EdgeRuntime !== 'undefined'
      ? EdgeRuntime.waitUntil(work)
      : void work.catch((error) => console.error(error)),
});

// `POST .../send-partner-notification/drain` with `Authorization: Bearer <OUTBOX_DRAIN_SECRET>`
// retries due notifications; a schedule calls it (README). Without the secret it is off.
const drainSecret = Deno.env.get('OUTBOX_DRAIN_SECRET');

Deno.serve(async (request) => {
  if (new URL(request.url).pathname.endsWith('/drain')) {
    if (
      !drainSecret ||
      request.method !== 'POST' ||
      request.headers.get('authorization') !== `Bearer ${drainSecret}`
    ) {
      return new Response(null, { status: 404 });
    }
    return Response.json(await drainOutbox(outbox, 50));
  }
  return handler(request);
});
