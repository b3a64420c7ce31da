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
  /**
   * How many proxies in front of the function append to `X-Forwarded-For`
   * (the platform's gateway: 1). The client address is the entry the
   * outermost of them appended, counted from the right; entries further left
   * are whatever the client sent. 0: the connection's own address.
   */
  trustedProxyHops?: number;
  /** Largest accepted body, in bytes. */
  maxBodyBytes?: number;
  /** Mixed into the address hash so stored hashes cannot be matched to addresses elsewhere. */
  hashSalt?: string;
  /** Keeps work alive after the answer (the hosted runtime's `EdgeRuntime.waitUntil`). */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Longest wait for the mail provider per attempt; shorter than the outbox claim. */
  mailTimeoutMs?: number;
  /** Attempts before a notification is given up (dead-lettered). */
  maxNotificationAttempts?: number;
  log?: (message: string, error?: unknown) => void;
}

/** What the server knows about the connection itself (not the request's headers). */
export interface ConnectionInfo {
  /** The peer's address: the client's locally, the platform's proxy when hosted. */
  remoteAddress?: string;
}

export type PartnerApplicationHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 600 };
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
/** A claimed notification is locked this long; a send must finish (or time out) well before. */
export const OUTBOX_CLAIM_SECONDS = 120;
export const DEFAULT_MAIL_TIMEOUT_MS = 15_000;
/** 10 attempts: 30 s doubling, so the last one is about 4 h 15 min after the first. */
export const DEFAULT_MAX_NOTIFICATION_ATTEMPTS = 10;
export const DEFAULT_TRUSTED_PROXY_HOPS = 0;
/** A submission attempt's key: 16 to 128 letters, digits, `-` or `_` (the form sends a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const FUNCTION_PATH = '/functions/v1/send-partner-notification';
/** Headers supabase-js sends with `functions.invoke`, plus the standard ones. */
export const ALLOWED_REQUEST_HEADERS =
  'authorization, apikey, x-client-info, x-region, content-type, idempotency-key';

type ErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'invalid_body'
  | 'invalid_idempotency_key'
  | 'idempotency_key_reused'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'origin_not_allowed'
  | 'internal_error';

export class PayloadTooLargeError extends Error {}
/** The body stream broke off (the client went away or sent a malformed chunked body). */
export class IncompleteBodyError extends Error {}
/** The body's bytes are not UTF-8. */
export class NotUtf8Error extends Error {}

/** Reads the body as text, refusing more than `limit` bytes even without a Content-Length. */
async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (e) {
      throw new IncompleteBodyError(e instanceof Error ? e.message : String(e));
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a teed stream waits for the other branch.
      reader.cancel().catch(() => {});
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
  try {
    // `fatal`: bytes that are not UTF-8 are refused (400), not silently replaced.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotUtf8Error();
  }
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

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hashAddress(address: string, salt = ''): Promise<string> {
  return sha256Hex(`${salt}:${address}`);
}

/** Wait before the next attempt after `attempts` failures: 30 s doubling, at most 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/** The provider's idempotency key of a notification: its outbox row, the same for every attempt. */
export function notificationIdempotencyKey(outboxId: number): string {
  return `partner-outbox-${outboxId}`;
}

export class MailTimeoutError extends Error {}

/** Runs one send, aborting it and giving up waiting once `timeoutMs` have passed. */
async function sendWithTimeout(send: (signal: AbortSignal) => Promise<void>, timeoutMs: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new MailTimeoutError(`The mail provider did not answer within ${timeoutMs} ms.`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    // A mailer that ignores the signal is no longer waited for either.
    await Promise.race([send(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

type OutboxOptions = Pick<
  HandlerOptions,
  | 'store'
  | 'mailer'
  | 'clock'
  | 'teamAddress'
  | 'fromAddress'
  | 'log'
  | 'mailTimeoutMs'
  | 'maxNotificationAttempts'
>;

/**
 * Sends every due notification of the outbox once, the claimed batch side by
 * side so the whole batch ends within one mail timeout, well inside the
 * claim. A failure is recorded with the next attempt time; after the capped
 * number of attempts the notification is marked dead (and logged as an
 * error) instead. The application is never touched or dropped.
 */
export async function drainOutbox(
  options: OutboxOptions,
  batchSize = 10,
): Promise<{ sent: number; failed: number }> {
  const { store, mailer, clock } = options;
  const timeoutMs = options.mailTimeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  const maxAttempts = options.maxNotificationAttempts ?? DEFAULT_MAX_NOTIFICATION_ATTEMPTS;
  if (timeoutMs >= OUTBOX_CLAIM_SECONDS * 1000) {
    throw new Error('The mail timeout must be shorter than the outbox claim.');
  }
  const items = await store.claimDueNotifications(clock.now(), batchSize, OUTBOX_CLAIM_SECONDS);
  const results = await Promise.all(
    items.map(async (item) => {
      try {
        const message = notificationMessage(item.application, {
          from: options.fromAddress,
          to: options.teamAddress,
        });
        const idempotencyKey = notificationIdempotencyKey(item.outboxId);
        await sendWithTimeout((signal) => mailer.send(message, { idempotencyKey, signal }), timeoutMs);
        await store.markNotificationSent(item.outboxId, clock.now());
        return true;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (item.attempts >= maxAttempts) {
          options.log?.(
            `Notification ${item.outboxId} of application ${item.application.id} failed ${item.attempts} times; gave up (dead letter). Send it by hand.`,
            error,
          );
          await store
            .markNotificationDead(item.outboxId, reason, clock.now())
            .catch((e) => options.log?.('Could not record the dead notification.', e));
        } else {
          options.log?.(
            `Notification ${item.outboxId} failed (attempt ${item.attempts}); will retry.`,
            error,
          );
          const next = new Date(clock.now().getTime() + retryDelaySeconds(item.attempts) * 1000);
          await store
            .markNotificationFailed(item.outboxId, reason, next)
            .catch((e) => options.log?.('Could not record the failed notification.', e));
        }
        return false;
      }
    }),
  );
  const sent = results.filter(Boolean).length;
  return { sent, failed: results.length - sent };
}

export function createPartnerApplicationHandler(options: HandlerOptions): PartnerApplicationHandler {
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const trustedProxyHops = options.trustedProxyHops ?? DEFAULT_TRUSTED_PROXY_HOPS;
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

  /** After a stored application: its notification, and clean-up of ended rate-limit windows. */
  function afterStored(now: Date) {
    waitUntil(
      Promise.all([
        drainOutbox({ ...options, log }),
        options.store.deleteExpiredRateLimits(now, rateLimit.windowSeconds),
      ]),
    );
  }

  async function handle(request: Request, connection: ConnectionInfo | undefined): Promise<Response> {
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
      if (e instanceof IncompleteBodyError) {
        return error(400, 'invalid_body', 'The body was not received completely.', origin);
      }
      if (e instanceof NotUtf8Error) {
        return error(400, 'invalid_json', 'The body is not UTF-8 JSON text.', origin);
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

    // Every check above uses nothing up: only a well-formed application
    // reaches the idempotency record and the rate limit.
    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      return error(
        400,
        'invalid_idempotency_key',
        'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_".',
        origin,
      );
    }
    const fingerprint = await sha256Hex(JSON.stringify(result.value));
    const repeat = (first: { id: string; fingerprint: string | null }) =>
      first.fingerprint === fingerprint
        ? json(200, { ok: true, id: first.id }, origin)
        : error(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was sent with another application; use a new key.',
            origin,
          );

    // A repeat (the visitor's retry after a lost answer) gets the first answer,
    // without storing again and without using the sender's allowance.
    if (idempotencyKey !== null && !result.honeypot) {
      const first = await options.store.findByIdempotencyKey(idempotencyKey);
      if (first) return repeat(first);
    }

    const now = options.clock.now();
    const clientHash = await hashAddress(
      clientAddressOf(request, connection, trustedProxyHops),
      options.hashSalt,
    );
    const limit = await options.store.hitRateLimit(clientHash, now, rateLimit);
    if (!limit.allowed) {
      return error(429, 'rate_limited', 'Too many applications; try again later.', origin, {
        'retry-after': String(limit.retryAfterSeconds),
      });
    }

    // A filled honeypot: answer as a success so the bot learns nothing; store nothing.
    if (result.honeypot) return json(200, { ok: true, id: crypto.randomUUID() }, origin);

    const stored = await options.store.insertApplication(
      result.value,
      clientHash,
      now,
      idempotencyKey === null ? undefined : { key: idempotencyKey, fingerprint },
    );
    // The same key sent twice at once: the other request stored it first.
    if (!stored.created) return repeat(stored);
    // Stored: answer now; the notification goes out after the answer, from the outbox.
    afterStored(now);
    return json(200, { ok: true, id: stored.id }, origin);
  }

  return async (request, connection) => {
    try {
      return await handle(request, connection);
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
