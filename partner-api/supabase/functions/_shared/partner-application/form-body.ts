// The body of a browser's form post (`application/x-www-form-urlencoded`), as the
// partner form sends it when no script handles it (before hydration, without
// JavaScript, or when the partners remote failed to load). It is read strictly
// and then checked by the same `validateApplication` as a JSON body.
// Web APIs only: Deno, Node and the browser bundle.
import { LANGUAGE_FIELD, VISIBLE_FIELD_NAMES } from './form-fields.ts';
import { HONEYPOT_FIELD } from './validation.ts';

/** The media type of a plain HTML form post. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The names a form post carries: the seven fields of the application and the honeypot. */
export const FORM_FIELD_NAMES = [...VISIBLE_FIELD_NAMES, LANGUAGE_FIELD, HONEYPOT_FIELD] as const;
export type FormFieldName = (typeof FORM_FIELD_NAMES)[number];
export type FormValues = Partial<Record<FormFieldName, string>>;

export type FormBodyResult =
  | { ok: true; values: FormValues }
  /**
   * `malformed`: a percent sign not followed by two hex digits, or bytes that
   * are not UTF-8 once decoded; `repeated`: a field named twice. A browser sends
   * neither for this form, so neither is guessed at.
   */
  | { ok: false; problem: 'malformed' | 'repeated' };

const KNOWN = new Set<string>(FORM_FIELD_NAMES);

/** `+` is a space; every `%XX` must decode, as UTF-8, or the whole body is refused. */
function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Reads an `application/x-www-form-urlencoded` body (already decoded from
 * UTF-8 bytes): `name=value` pairs joined by `&`, as the WHATWG URL standard
 * defines them, but strictly. Names other than the form's are ignored, as the
 * JSON body's other keys are; a pair without `=` has an empty value.
 */
export function parseFormBody(text: string): FormBodyResult {
  const values: FormValues = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1));
    if (name === null || value === null) return { ok: false, problem: 'malformed' };
    if (!KNOWN.has(name)) continue;
    const field = name as FormFieldName;
    if (values[field] !== undefined) return { ok: false, problem: 'repeated' };
    values[field] = value;
  }
  return { ok: true, values };
}
