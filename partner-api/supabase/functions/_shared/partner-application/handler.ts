// The `send-partner-notification` endpoint as one web-standard handler
// `(Request) => Promise<Response>`. Storage, mailer and clock are passed in,
// so the hosted Deno function and the local Node server run this same code.
// It takes the application as JSON (the form's script) or as a browser's plain
// form post (`application/x-www-form-urlencoded`: the form before or without
// JavaScript), checks both with the same validation and stores either once;
// a form post is answered for a browser: a 303 to the site's confirmation page,
// or a page that says what is wrong and keeps what was typed (decision 045).
// This file is the public surface; the parts: router.ts (request kinds and
// middleware), json-post.ts, form-post.ts, acceptance.ts (idempotency, rate
// limit, storage), answers.ts, request-body.ts, client-address.ts, outbox.ts.
import type { ConnectionInfo } from './client-address.ts';
import { resolveEndpoint, type HandlerOptions } from './endpoint.ts';
import { route } from './router.ts';

export { clientAddressOf, hashAddress, type ConnectionInfo } from './client-address.ts';
export {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_RATE_LIMIT,
  DEFAULT_TRUSTED_PROXY_HOPS,
  describeError,
  type Clock,
  type HandlerOptions,
} from './endpoint.ts';
export { FORM_BODY_FACTOR } from './form-post.ts';
export { IDEMPOTENCY_KEY_PATTERN } from './json-post.ts';
export {
  DEFAULT_MAIL_TIMEOUT_MS,
  DEFAULT_MAX_NOTIFICATION_ATTEMPTS,
  drainOutbox,
  MailTimeoutError,
  notificationIdempotencyKey,
  OUTBOX_CLAIM_SECONDS,
  retryDelaySeconds,
} from './outbox.ts';
export { IncompleteBodyError, NotUtf8Error, PayloadTooLargeError } from './request-body.ts';
export { ALLOWED_REQUEST_HEADERS } from './router.ts';

export const FUNCTION_PATH = '/functions/v1/send-partner-notification';

export type PartnerApplicationHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

export function createPartnerApplicationHandler(options: HandlerOptions): PartnerApplicationHandler {
  const endpoint = resolveEndpoint(options);
  return (request, connection) =>
    route(endpoint, { request, connection, origin: request.headers.get('origin') });
}
