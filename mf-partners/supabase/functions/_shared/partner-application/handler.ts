// The `send-partner-notification` endpoint as one web-standard handler
// `(Request) => Promise<Response>`. Storage, mailer and clock are passed in,
// so the hosted Deno function and the local Node server run this same code.
import { notificationMessage, type Mailer } from './mail.ts';
import type { ApplicationStore } from './storage.ts';
import { problemMessages, validateApplication, type ApplicationLanguage } from './validation.ts';

export interface Clock {
  now(): Date;
}

export interface HandlerOptions {
  store: ApplicationStore;
  mailer: Mailer;
  clock: Clock;
  /** Site origins allowed to call from a browser (exact `scheme://host:port`). */
  allowedOrigins: readonly string[];
  /** Where notifications go, and who they come from. */
  teamAddress: string;
  fromAddress: string;
  /** Accepted submissions per client address and window. */
  rateLimit?: { max: number; windowSeconds: number };
  /** Largest accepted body, in bytes. */
  maxBodyBytes?: number;
  /** Mixed into the address hash so stored hashes cannot be matched to addresses elsewhere. */
  hashSalt?: string;
  /** Keeps work alive after the answer (the hosted runtime's `EdgeRuntime.waitUntil`). */
  waitUntil?: (work: Promise<unknown>) => void;
  log?: (message: string, error?: unknown) => void;
}

export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 600 };
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
export const FUNCTION_PATH = '/functions/v1/send-partner-notification';
/** Headers supabase-js sends with `functions.invoke`, plus the standard ones. */
export const ALLOWED_REQUEST_HEADERS = 'authorization, apikey, x-client-info, x-region, content-type';

type ErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'origin_not_allowed'
  | 'internal_error';

export class PayloadTooLargeError extends Error {}

/** Reads the body as text, refusing more than `limit` bytes even without a Content-Length. */
async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The client address as the platform's gateway reports it (first `X-Forwarded-For` entry). */
export function clientAddressOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || request.headers.get('x-real-ip')?.trim() || 'unknown';
}

export async function hashAddress(address: string, salt = ''): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${address}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Wait before the next attempt after `attempts` failures: 30 s doubling, at most 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/**
 * Sends every due notification of the outbox once. A failure is recorded with
 * the next attempt time; the application is never touched or dropped.
 */
export async function drainOutbox(
  options: Pick<HandlerOptions, 'store' | 'mailer' | 'clock' | 'teamAddress' | 'fromAddress' | 'log'>,
  batchSize = 10,
): Promise<{ sent: number; failed: number }> {
  const { store, mailer, clock } = options;
  const items = await store.claimDueNotifications(clock.now(), batchSize, 120);
  let sent = 0;
  let failed = 0;
  for (const item of items) {
    try {
      await mailer.send(
        notificationMessage(item.application, { from: options.fromAddress, to: options.teamAddress }),
      );
      await store.markNotificationSent(item.outboxId, clock.now());
      sent++;
    } catch (error) {
      failed++;
      options.log?.(`Notification ${item.outboxId} failed (attempt ${item.attempts}); will retry.`, error);
      const next = new Date(clock.now().getTime() + retryDelaySeconds(item.attempts) * 1000);
      await store
        .markNotificationFailed(item.outboxId, error instanceof Error ? error.message : String(error), next)
        .catch((e) => options.log?.('Could not record the failed notification.', e));
    }
  }
  return { sent, failed };
}

export function createPartnerApplicationHandler(
  options: HandlerOptions,
): (request: Request) => Promise<Response> {
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const allowed = new Set(options.allowedOrigins);
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const waitUntil =
    options.waitUntil ??
    ((work: Promise<unknown>) => {
      work.catch((error) => log('Background work failed.', error));
    });

  function corsHeaders(origin: string | null): Record<string, string> {
    const headers: Record<string, string> = { vary: 'Origin' };
    if (origin && allowed.has(origin)) headers['access-control-allow-origin'] = origin;
    return headers;
  }

  function json(status: number, body: unknown, origin: string | null, extra: Record<string, string> = {}) {
    return new Response(JSON.stringify(body), {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...corsHeaders(origin),
        ...extra,
      },
    });
  }

  function error(
    status: number,
    code: ErrorCode,
    message: string,
    origin: string | null,
    extra: Record<string, string> = {},
    more: Record<string, unknown> = {},
  ) {
    return json(status, { error: { code, message, ...more } }, origin, extra);
  }

  async function handle(request: Request): Promise<Response> {
    const origin = request.headers.get('origin');

    if (request.method === 'OPTIONS') {
      if (!origin || !allowed.has(origin))
        return new Response(null, { status: 403, headers: { vary: 'Origin' } });
      return new Response(null, {
        status: 204,
        headers: {
          ...corsHeaders(origin),
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': ALLOWED_REQUEST_HEADERS,
          'access-control-max-age': '86400',
        },
      });
    }
    if (origin && !allowed.has(origin)) {
      return error(403, 'origin_not_allowed', 'This origin may not call the endpoint.', origin);
    }
    if (request.method !== 'POST') {
      return error(405, 'method_not_allowed', 'Use POST.', origin, { allow: 'POST, OPTIONS' });
    }
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return error(415, 'unsupported_media_type', 'Send the application as application/json.', origin);
    }

    let raw: string;
    try {
      raw = await readLimitedText(request, maxBodyBytes);
    } catch (e) {
      if (e instanceof PayloadTooLargeError) {
        return error(413, 'payload_too_large', `The body is larger than ${maxBodyBytes} bytes.`, origin);
      }
      throw e;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return error(400, 'invalid_json', 'The body is not valid JSON.', origin);
    }

    const result = validateApplication(body);
    if (!result.ok) {
      const requested = (body as { language?: unknown } | null)?.language;
      const language: ApplicationLanguage = requested === 'es' ? 'es' : 'en';
      return error(
        400,
        'invalid_input',
        'Some fields are missing or invalid.',
        origin,
        {},
        {
          fields: problemMessages(result.problems, language),
        },
      );
    }

    const now = options.clock.now();
    const clientHash = await hashAddress(clientAddressOf(request), options.hashSalt);
    const limit = await options.store.hitRateLimit(clientHash, now, rateLimit);
    if (!limit.allowed) {
      return error(429, 'rate_limited', 'Too many applications; try again later.', origin, {
        'retry-after': String(limit.retryAfterSeconds),
      });
    }

    // A filled honeypot: answer as a success so the bot learns nothing; store nothing.
    if (result.honeypot) return json(200, { ok: true, id: crypto.randomUUID() }, origin);

    const id = await options.store.insertApplication(result.value, clientHash, now);
    // Stored: answer now; the notification goes out after the answer, from the outbox.
    waitUntil(drainOutbox({ ...options, log }));
    return json(200, { ok: true, id }, origin);
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (e) {
      log('The partner application endpoint failed.', e);
      return error(
        500,
        'internal_error',
        'The application could not be processed. Please try again.',
        request.headers.get('origin'),
      );
    }
  };
}
