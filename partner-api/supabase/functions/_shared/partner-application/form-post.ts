// A browser's form post (`application/x-www-form-urlencoded`: the form before
// or without JavaScript). The same checks and the same storage as a JSON call;
// the answer is a 303 to the site's confirmation page once stored (a repeat,
// and a filled honeypot, alike), else the endpoint's page with what is wrong
// and every value sent, ready to post again (decision 045).
import { accept, clientHashOf } from './acceptance.ts';
import { formAnswer, seeConfirmation } from './answers.ts';
import { sha256Hex } from './client-address.ts';
import { describeError, type Endpoint, type RequestContext } from './endpoint.ts';
import { parseFormBody, type FormValues } from './form-body.ts';
import { IncompleteBodyError, NotUtf8Error, PayloadTooLargeError, readLimitedText } from './request-body.ts';
import { problemMessages, validateApplication, type ApplicationLanguage } from './validation.ts';

/**
 * A form post's body is percent-encoded: each byte of UTF-8 may take three
 * (`%C3%A9`), so the longest application a browser can send fits in three
 * times the JSON limit.
 */
export const FORM_BODY_FACTOR = 3;

/** The language a browser asks for first, when the body says none: Spanish or English. */
function acceptedLanguage(request: Request): ApplicationLanguage {
  const first = (request.headers.get('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

/** The posted values, or the page saying the body could not be read (no values to give back). */
async function readForm(endpoint: Endpoint, request: Request): Promise<{ values: FormValues } | Response> {
  const unreadable = (status: number) =>
    formAnswer(endpoint, status, acceptedLanguage(request), { kind: 'unreadable' }, {});
  let raw: string;
  try {
    raw = await readLimitedText(request, endpoint.maxBodyBytes * FORM_BODY_FACTOR);
  } catch (e) {
    if (e instanceof PayloadTooLargeError) return unreadable(413);
    if (e instanceof IncompleteBodyError || e instanceof NotUtf8Error) return unreadable(400);
    throw e;
  }
  const parsed = parseFormBody(raw);
  return parsed.ok ? { values: parsed.values } : unreadable(400);
}

/**
 * Stores a valid form post once. A browser cannot send an Idempotency-Key:
 * the key is the sender (hashed address) and the application, so the same
 * application posted twice (a double click, a resend) is stored once.
 */
async function acceptFormPost(
  endpoint: Endpoint,
  { request, connection }: RequestContext,
  result: Extract<ReturnType<typeof validateApplication>, { ok: true }>,
  values: FormValues,
  lang: ApplicationLanguage,
): Promise<Response> {
  const clientHash = await clientHashOf(endpoint, request, connection);
  const fingerprint = await sha256Hex(JSON.stringify(result.value));
  const key = `form-${await sha256Hex(`${clientHash}:${fingerprint}`)}`;
  const outcome = await accept(endpoint, {
    application: result.value,
    honeypot: result.honeypot,
    key,
    fingerprint,
    clientHash,
  });
  if (outcome.kind === 'rate_limited') {
    const retryAfter = { 'retry-after': String(outcome.retryAfterSeconds) };
    return formAnswer(endpoint, 429, lang, outcome, values, retryAfter);
  }
  // A key made of the application itself cannot come with another application.
  if (outcome.kind === 'key_reused') throw new Error('A form post key matched another application.');
  return seeConfirmation(endpoint, result.value.language);
}

export async function handleFormPost(endpoint: Endpoint, context: RequestContext): Promise<Response> {
  const read = await readForm(endpoint, context.request);
  if (read instanceof Response) return read;
  const { values } = read;
  // As for a JSON body: Spanish when the application says exactly so.
  const lang: ApplicationLanguage = values.language === 'es' ? 'es' : 'en';
  const result = validateApplication(values);
  if (!result.ok) {
    const reason = { kind: 'invalid', fields: problemMessages(result.problems, lang) } as const;
    return formAnswer(endpoint, 400, lang, reason, values);
  }
  try {
    return await acceptFormPost(endpoint, context, result, values, lang);
  } catch (e) {
    endpoint.log('The partner application endpoint failed on a form post.', describeError(e));
    return formAnswer(endpoint, 500, lang, { kind: 'failed' }, values);
  }
}
