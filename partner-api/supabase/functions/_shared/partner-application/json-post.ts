// A JSON application (the form's script): read within the body limit, parsed,
// validated, its Idempotency-Key checked, accepted; answered as JSON.
import { accept, clientHashOf, type Acceptance } from './acceptance.ts';
import { json, jsonError } from './answers.ts';
import { sha256Hex } from './client-address.ts';
import type { Endpoint, RequestContext } from './endpoint.ts';
import { IncompleteBodyError, NotUtf8Error, PayloadTooLargeError, readLimitedText } from './request-body.ts';
import { problemMessages, validateApplication, type ApplicationLanguage } from './validation.ts';

/** A submission attempt's key: 16 to 128 letters, digits, `-` or `_` (the form sends a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The body as JSON, or the answer refusing it. */
async function readJson(
  endpoint: Endpoint,
  { request, origin }: RequestContext,
): Promise<{ body: unknown } | Response> {
  const limit = endpoint.maxBodyBytes;
  let raw: string;
  try {
    raw = await readLimitedText(request, limit);
  } catch (e) {
    if (e instanceof PayloadTooLargeError) {
      return jsonError(endpoint, 413, 'payload_too_large', `The body is larger than ${limit} bytes.`, origin);
    }
    if (e instanceof IncompleteBodyError) {
      return jsonError(endpoint, 400, 'invalid_body', 'The body was not received completely.', origin);
    }
    if (e instanceof NotUtf8Error) {
      return jsonError(endpoint, 400, 'invalid_json', 'The body is not UTF-8 JSON text.', origin);
    }
    throw e;
  }
  try {
    return { body: JSON.parse(raw) };
  } catch {
    return jsonError(endpoint, 400, 'invalid_json', 'The body is not valid JSON.', origin);
  }
}

/** The refusal of invalid fields, each message in the application's language (English unless it says Spanish). */
function invalidInput(
  endpoint: Endpoint,
  body: unknown,
  fields: Parameters<typeof problemMessages>[0],
  origin: string | null,
) {
  const requested = (body as { language?: unknown } | null)?.language;
  const language: ApplicationLanguage = requested === 'es' ? 'es' : 'en';
  return jsonError(
    endpoint,
    400,
    'invalid_input',
    'Some fields are missing or invalid.',
    origin,
    {},
    { fields: problemMessages(fields, language) },
  );
}

function answer(endpoint: Endpoint, outcome: Acceptance, origin: string | null): Response {
  switch (outcome.kind) {
    case 'rate_limited':
      return jsonError(endpoint, 429, 'rate_limited', 'Too many applications; try again later.', origin, {
        'retry-after': String(outcome.retryAfterSeconds),
      });
    case 'key_reused':
      return jsonError(
        endpoint,
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was sent with another application; use a new key.',
        origin,
      );
    default:
      return json(endpoint, 200, { ok: true, id: outcome.id }, origin);
  }
}

export async function handleJsonPost(endpoint: Endpoint, context: RequestContext): Promise<Response> {
  const { request, connection, origin } = context;
  const read = await readJson(endpoint, context);
  if (read instanceof Response) return read;
  const result = validateApplication(read.body);
  if (!result.ok) return invalidInput(endpoint, read.body, result.problems, origin);

  const key = request.headers.get('idempotency-key');
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    const message = 'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_".';
    return jsonError(endpoint, 400, 'invalid_idempotency_key', message, origin);
  }
  const fingerprint = await sha256Hex(JSON.stringify(result.value));
  const outcome = await accept(endpoint, {
    application: result.value,
    honeypot: result.honeypot,
    key,
    fingerprint,
    clientHash: await clientHashOf(endpoint, request, connection),
  });
  return answer(endpoint, outcome, origin);
}
