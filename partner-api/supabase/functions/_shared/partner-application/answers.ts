// The endpoint's answers: JSON for the form's script (with its CORS headers),
// and for a browser's form post the endpoint's page or a 303 to the site.
import { corsHeaders } from '../cors.ts';
import { siteAddress, type Endpoint } from './endpoint.ts';
import type { FormValues } from './form-body.ts';
import { formPage, formPageSecurityPolicy, type FormPageReason } from './form-page.ts';
import { CONFIRMATION_PATHS, PARTNER_PAGE_PATHS } from './site-paths.ts';
import type { ApplicationLanguage } from './validation.ts';

export type ErrorCode =
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

export function json(
  endpoint: Endpoint,
  status: number,
  body: unknown,
  origin: string | null,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...corsHeaders(endpoint, origin),
      ...extra,
    },
  });
}

/** A refusal as JSON: `{ error: { code, message, ...more } }`. */
export function jsonError(
  endpoint: Endpoint,
  status: number,
  code: ErrorCode,
  message: string,
  origin: string | null,
  extra: Record<string, string> = {},
  more: Record<string, unknown> = {},
): Response {
  return json(endpoint, status, { error: { code, message, ...more } }, origin, extra);
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
export async function formAnswer(
  endpoint: Endpoint,
  status: number,
  lang: ApplicationLanguage,
  reason: FormPageReason,
  values: FormValues,
  extra: Record<string, string> = {},
): Promise<Response> {
  const partnerPageUrl = siteAddress(endpoint, PARTNER_PAGE_PATHS[lang]);
  const html = formPage({ lang, reason, values, partnerPageUrl });
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-language': lang,
      'content-security-policy': await formPageSecurityPolicy(endpoint.site.origin),
      ...FORM_ANSWER_HEADERS,
      ...extra,
    },
  });
}

/** A stored form post: the browser goes to the site's confirmation in its language. */
export function seeConfirmation(endpoint: Endpoint, lang: ApplicationLanguage): Response {
  return new Response(null, {
    status: 303,
    headers: { location: siteAddress(endpoint, CONFIRMATION_PATHS[lang]), ...FORM_ANSWER_HEADERS },
  });
}
