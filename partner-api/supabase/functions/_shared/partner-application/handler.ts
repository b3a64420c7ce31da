// The `send-partner-notification` endpoint as one web-standard handler
// `(Request) => Promise<Response>`. Storage, mailer and clock are passed in,
// so the hosted Deno function and the local Node server run this same code.
// It takes the application as JSON (the form's script) or as a browser's plain
// form post (`application/x-www-form-urlencoded`: the form before or without
// JavaScript), checks both with the same validation and stores either once;
// a form post is answered for a browser: a 303 to the site's confirmation page,
// or a page that says what is wrong and keeps what was typed (decision 045).
import { FORM_MEDIA_TYPE, parseFormBody, type FormValues } from './form-body.ts';
import { formPage, formPageSecurityPolicy, type FormPageReason } from './form-page.ts';
import { notificationMessage, type Mailer } from './mail.ts';
import { CONFIRMATION_PATHS, PARTNER_PAGE_PATHS } from './site-paths.ts';
import type { ApplicationStore } from './storage.ts';
import {
  problemMessages,
  validateApplication,
  type ApplicationLanguage,
  type PartnerApplication,
} from './validation.ts';

export interface Clock {
  now(): Date;
}

export interface HandlerOptions {
  store: ApplicationStore;
  mailer: Mailer;
  clock: Clock;
  /** Site origins allowed to call from a browser (exact `scheme://host:port`). */
  allowedOrigins: readonly string[];
  /**
   * The site's address (`https://intenta.example`), from configuration: a
   * browser's form post is sent back to its pages (the confirmation, the
   * partner page), never to an address taken from the request.
   */
  siteUrl: string;
  /**
   * The origins browsers reach this endpoint at. Its own page (a refused form
   * post) posts from there, so a form post may come with one of these as its
   * Origin; a JSON call may not (no CORS for them).
   */
  ownOrigins?: readonly string[];
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
  /** Largest accepted JSON body, in bytes; a form post may take three times as many (percent-encoding). */
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
/**
 * A form post's body is percent-encoded: each byte of UTF-8 may take three
 * (`%C3%A9`), so the longest application a browser can send fits in three
 * times the JSON limit.
 */
export const FORM_BODY_FACTOR = 3;
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

/**
 * What is logged of a failure: its name, message and stack, never the other
 * properties a driver attaches (a database error's `detail` can quote the
 * row, the visitor's values with it).
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return `A non-error value was thrown (${typeof error}).`;
}

/** The language a browser asks for first, when the body says none: Spanish or English. */
function acceptedLanguage(request: Request): ApplicationLanguage {
  const first = (request.headers.get('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

/** What happened to a well-formed application, whichever way it came. */
type Acceptance =
  | { kind: 'stored' | 'repeat' | 'honeypot'; id: string }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'key_reused' };

export function createPartnerApplicationHandler(options: HandlerOptions): PartnerApplicationHandler {
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const trustedProxyHops = options.trustedProxyHops ?? DEFAULT_TRUSTED_PROXY_HOPS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const allowed = new Set(options.allowedOrigins);
  const own = new Set(options.ownOrigins ?? []);
  const site = new URL(options.siteUrl);
  if (site.protocol !== 'https:' && site.protocol !== 'http:') {
    throw new Error(`The site URL must be an http(s) address (got "${options.siteUrl}").`);
  }
  /** An address of the site: the configured origin and one of the fixed paths, nothing from the request. */
  const siteAddress = (path: string) => new URL(path, site.origin).href;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const waitUntil =
    options.waitUntil ??
    ((work: Promise<unknown>) => {
      work.catch((error) => log('Background work failed.', describeError(error)));
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

  /** The headers of every answer to a form post: for a browser's address bar, never cached. */
  const FORM_ANSWER_HEADERS = {
    'cache-control': 'no-store',
    // Not `no-referrer`: with it a browser sends `Origin: null` with the page's own form post.
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-robots-tag': 'noindex',
  };

  /** A form post that was not stored: the page in its language, with what was typed. */
  async function formAnswer(
    status: number,
    lang: ApplicationLanguage,
    reason: FormPageReason,
    values: FormValues,
    extra: Record<string, string> = {},
  ) {
    const html = formPage({ lang, reason, values, partnerPageUrl: siteAddress(PARTNER_PAGE_PATHS[lang]) });
    return new Response(html, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-language': lang,
        'content-security-policy': await formPageSecurityPolicy(site.origin),
        ...FORM_ANSWER_HEADERS,
        ...extra,
      },
    });
  }

  /** A stored form post: the browser goes to the site's confirmation in its language. */
  function seeConfirmation(lang: ApplicationLanguage) {
    return new Response(null, {
      status: 303,
      headers: { location: siteAddress(CONFIRMATION_PATHS[lang]), ...FORM_ANSWER_HEADERS },
    });
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

  const clientHashOf = (request: Request, connection: ConnectionInfo | undefined) =>
    hashAddress(clientAddressOf(request, connection, trustedProxyHops), options.hashSalt);

  /**
   * Stores a well-formed application once. Only such an application reaches
   * the idempotency record and the rate limit, so refused requests use up
   * nothing. A repeat of `key` (the visitor's retry after a lost answer) gets
   * the first answer without storing again or using the sender's allowance.
   */
  async function accept(
    application: PartnerApplication,
    honeypot: boolean,
    key: string | null,
    fingerprint: string,
    clientHash: string,
  ): Promise<Acceptance> {
    const repeatOf = (first: { id: string; fingerprint: string | null }): Acceptance =>
      first.fingerprint === fingerprint ? { kind: 'repeat', id: first.id } : { kind: 'key_reused' };
    if (key !== null && !honeypot) {
      const first = await options.store.findByIdempotencyKey(key);
      if (first) return repeatOf(first);
    }
    const now = options.clock.now();
    const limit = await options.store.hitRateLimit(clientHash, now, rateLimit);
    if (!limit.allowed) return { kind: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
    // A filled honeypot: answered as a success so the bot learns nothing; nothing stored.
    if (honeypot) return { kind: 'honeypot', id: crypto.randomUUID() };
    const stored = await options.store.insertApplication(
      application,
      clientHash,
      now,
      key === null ? undefined : { key, fingerprint },
    );
    // The same key sent twice at once: the other request stored it first.
    if (!stored.created) return repeatOf(stored);
    // Stored: answer now; the notification goes out after the answer, from the outbox.
    afterStored(now);
    return { kind: 'stored', id: stored.id };
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
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const formPost = request.method === 'POST' && mediaType === FORM_MEDIA_TYPE;
    if (origin && !allowed.has(origin) && !(formPost && own.has(origin))) {
      return error(403, 'origin_not_allowed', 'This origin may not call the endpoint.', origin);
    }
    if (request.method !== 'POST') {
      return error(405, 'method_not_allowed', 'Use POST.', origin, { allow: 'POST, OPTIONS' });
    }
    if (formPost) return handleFormPost(request, connection);
    if (mediaType !== 'application/json') {
      return error(
        415,
        'unsupported_media_type',
        'Send the application as application/json, or as a form post (application/x-www-form-urlencoded).',
        origin,
      );
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
    const outcome = await accept(
      result.value,
      result.honeypot,
      idempotencyKey,
      fingerprint,
      await clientHashOf(request, connection),
    );
    switch (outcome.kind) {
      case 'rate_limited':
        return error(429, 'rate_limited', 'Too many applications; try again later.', origin, {
          'retry-after': String(outcome.retryAfterSeconds),
        });
      case 'key_reused':
        return error(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was sent with another application; use a new key.',
          origin,
        );
      default:
        return json(200, { ok: true, id: outcome.id }, origin);
    }
  }

  /**
   * A browser's form post. The same checks and the same storage as a JSON
   * call; the answer is a 303 to the site's confirmation page once stored (a
   * repeat, and a filled honeypot, alike), else the endpoint's page with what
   * is wrong and every value sent, ready to post again. A browser cannot send
   * an Idempotency-Key: the key is the sender (hashed address) and the
   * application, so the same application posted twice (a double click, a
   * resend) is stored once.
   */
  async function handleFormPost(request: Request, connection: ConnectionInfo | undefined) {
    const unreadable = (status: number) =>
      formAnswer(status, acceptedLanguage(request), { kind: 'unreadable' }, {});
    let raw: string;
    try {
      raw = await readLimitedText(request, maxBodyBytes * FORM_BODY_FACTOR);
    } catch (e) {
      if (e instanceof PayloadTooLargeError) return unreadable(413);
      if (e instanceof IncompleteBodyError || e instanceof NotUtf8Error) return unreadable(400);
      throw e;
    }
    const parsed = parseFormBody(raw);
    if (!parsed.ok) return unreadable(400);
    const { values } = parsed;
    // As for a JSON body: Spanish when the application says exactly so.
    const lang: ApplicationLanguage = values.language === 'es' ? 'es' : 'en';

    const result = validateApplication(values);
    if (!result.ok) {
      return formAnswer(
        400,
        lang,
        { kind: 'invalid', fields: problemMessages(result.problems, lang) },
        values,
      );
    }
    try {
      const clientHash = await clientHashOf(request, connection);
      const fingerprint = await sha256Hex(JSON.stringify(result.value));
      const key = `form-${await sha256Hex(`${clientHash}:${fingerprint}`)}`;
      const outcome = await accept(result.value, result.honeypot, key, fingerprint, clientHash);
      if (outcome.kind === 'rate_limited') {
        return formAnswer(429, lang, outcome, values, { 'retry-after': String(outcome.retryAfterSeconds) });
      }
      // A key made of the application itself cannot come with another application.
      if (outcome.kind === 'key_reused') throw new Error('A form post key matched another application.');
      return seeConfirmation(result.value.language);
    } catch (e) {
      log('The partner application endpoint failed on a form post.', describeError(e));
      return formAnswer(500, lang, { kind: 'failed' }, values);
    }
  }

  return async (request, connection) => {
    try {
      return await handle(request, connection);
    } catch (e) {
      log('The partner application endpoint failed.', describeError(e));
      return error(
        500,
        'internal_error',
        'The application could not be processed. Please try again.',
        request.headers.get('origin'),
      );
    }
  };
}
