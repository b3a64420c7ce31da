// Hosted entry of `field-report` (Supabase Edge Functions, Deno): the page-view beacons of
// the site, added to aggregates per release and app version (decision 098). It wires the
// project's Postgres into the shared handler the local server runs too. Settings: the
// partner function's ALLOWED_ORIGINS, RATE_LIMIT_SALT and PARTNERS_TRUSTED_PROXY_HOPS,
// FIELD_REPORT_RATE_LIMIT_MAX / FIELD_REPORT_RATE_LIMIT_WINDOW_SECONDS, and VIEW_TOKEN_SECRET,
// the Worker's secret of the same name (decision 071): without it the function refuses to start.
// `valibot` comes from this folder's deno.json (an npm: import).
import postgres from 'npm:postgres@3.4.7';
import { createFieldReportHandler, DEFAULT_FIELD_RATE_LIMIT } from '../_shared/field-report/handler.ts';
import type { Db } from '../_shared/field-report/storage.ts';

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

const sql = postgres(secret('PARTNERS_DB_URL', Deno.env.get('SUPABASE_DB_URL')), { prepare: false, max: 3 });
const db: Db = {
  query: async <T>(text: string, params: unknown[] = []) =>
    (await sql.unsafe(text, params as never[])) as unknown as T[],
};
const log = (message: string, error?: unknown) => console.error(`[field report] ${message}`, error ?? '');

const handler = createFieldReportHandler({
  db,
  clock: { now: () => new Date() },
  allowedOrigins: secret('ALLOWED_ORIGINS', 'https://intenta.example')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  viewTokenSecret: secret('VIEW_TOKEN_SECRET'),
  rateLimit: {
    max: wholeNumber('FIELD_REPORT_RATE_LIMIT_MAX', DEFAULT_FIELD_RATE_LIMIT.max),
    windowSeconds: wholeNumber(
      'FIELD_REPORT_RATE_LIMIT_WINDOW_SECONDS',
      DEFAULT_FIELD_RATE_LIMIT.windowSeconds,
    ),
  },
  // The platform's gateway appends the client address to X-Forwarded-For: one trusted hop.
  trustedProxyHops: wholeNumber('PARTNERS_TRUSTED_PROXY_HOPS', 1),
  // Without a salt a stored address hash could be reversed: the function refuses to start.
  hashSalt: secret('RATE_LIMIT_SALT'),
  waitUntil: (work) =>
    typeof EdgeRuntime !== 'undefined'
      ? EdgeRuntime.waitUntil(work)
      : void work.catch((e) => log('Clean-up failed.', e)),
  log,
});

Deno.serve((request, info) => {
  const remote = info.remoteAddr;
  return handler(request, { remoteAddress: 'hostname' in remote ? remote.hostname : undefined });
});
