// The page the endpoint answers a browser's form post with when it did not
// store the application (invalid values, rate limit, failure): in the
// application's language, it says what is wrong and holds everything the
// visitor typed in a form that posts here again, so nothing typed is lost and
// nothing goes into an address. A stored application is answered with a 303 to
// the site's confirmation page instead (handler.ts). No script, no external
// file, every value escaped; its own strict Content-Security-Policy.
// The words are the endpoint's, like its field messages (validation.ts): the
// function is deployed on its own and carries them (decision 045).
// Web APIs only: Deno, Node and the browser bundle.
import { FORM_FIELD_NAMES, type FormFieldName, type FormValues } from './form-body.ts';
import {
  HONEYPOT_INPUT,
  LANGUAGE_FIELD,
  MESSAGE_FIELD,
  PARTNER_TYPE_FIELD,
  TEXT_INPUT_FIELDS,
  type TextFieldName,
  type TextInputField,
} from './form-fields.ts';
import {
  HONEYPOT_FIELD,
  type ApplicationField,
  type ApplicationLanguage,
  type PartnerType,
} from './validation.ts';

/** Why the application was not stored. */
export type FormPageReason =
  /** `fields`: the endpoint's message per refused field, in the page's language. */
  | { kind: 'invalid'; fields: Partial<Record<ApplicationField, string>> }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'failed' }
  /** The body could not be read (malformed, too large): there are no values to give back. */
  | { kind: 'unreadable' };

interface Words {
  title: string;
  invalid: string;
  rateLimited: (minutes: number) => string;
  failed: string;
  unreadable: string;
  summary: string;
  labels: Record<TextFieldName | 'partnerType' | 'message', string>;
  optional: string;
  choose: string;
  options: Record<PartnerType, string>;
  honeypot: string;
  submit: string;
  back: string;
  backNote: string;
}

export const FORM_PAGE_WORDS: Record<ApplicationLanguage, Words> = {
  en: {
    title: 'Your application has not been sent yet',
    invalid:
      'Please correct the fields marked below. Everything you typed is still here, so you can send it again from this page.',
    rateLimited: (minutes) =>
      `We have received several applications from your connection in a short time, so this one was not stored. Please send it again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}; everything you typed is kept below.`,
    failed:
      'Something went wrong on our side and your application was not stored. Please send it again in a moment; everything you typed is kept below.',
    unreadable:
      'We could not read what your browser sent, so nothing was stored. Please go back to the partner page and fill in the form again.',
    summary: 'Please correct:',
    labels: {
      name: 'Full name',
      email: 'Email',
      company: 'Company',
      country: 'Country',
      partnerType: 'Partner type',
      message: 'Message',
    },
    optional: '(optional)',
    choose: 'Select a partner type',
    options: {
      referral: 'Referral Partner',
      implementation: 'Implementation Partner',
      strategic: 'Strategic Partner',
      unsure: 'Not sure yet',
    },
    honeypot: 'Leave this field empty',
    submit: 'Send application',
    back: 'Back to the partner page',
    backNote: 'The form there starts empty.',
  },
  es: {
    title: 'Tu solicitud todavía no se ha enviado',
    invalid:
      'Corrige los campos marcados abajo. Todo lo que escribiste sigue aquí, así que puedes volver a enviarla desde esta página.',
    rateLimited: (minutes) =>
      `Recibimos varias solicitudes desde tu conexión en poco tiempo, así que esta no se guardó. Vuelve a enviarla dentro de ${minutes === 1 ? 'un minuto' : `${minutes} minutos`}; todo lo que escribiste se conserva abajo.`,
    failed:
      'Algo falló de nuestro lado y tu solicitud no se guardó. Vuelve a enviarla en un momento; todo lo que escribiste se conserva abajo.',
    unreadable:
      'No pudimos leer lo que envió tu navegador, así que no se guardó nada. Vuelve a la página de partners y completa el formulario de nuevo.',
    summary: 'Por corregir:',
    labels: {
      name: 'Nombre completo',
      email: 'Email',
      company: 'Empresa',
      country: 'País',
      partnerType: 'Tipo de partner',
      message: 'Mensaje',
    },
    optional: '(opcional)',
    choose: 'Selecciona un tipo de partner',
    options: {
      referral: 'Partner de Referidos',
      implementation: 'Partner de Implementación',
      strategic: 'Partner Estratégico',
      unsure: 'Aún no estoy seguro',
    },
    honeypot: 'Deja este campo vacío',
    submit: 'Enviar solicitud',
    back: 'Volver a la página de partners',
    backNote: 'Allí el formulario empieza vacío.',
  },
};

/** The page's only style, inline: its hash is in the page's policy. */
const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;background:#f6f7fb}
main{max-width:44rem;margin:0 auto;padding:2rem 1rem}
.panel{background:#fff;border:1px solid #d4d8e6;border-radius:1.25rem;padding:1.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
.summary{border-left:4px solid #b91c1c;background:#fef2f2;padding:.75rem 1rem;margin:1rem 0}
.summary h2{font-size:1rem;margin:0 0 .25rem}
.summary ul{margin:0;padding-left:1.25rem}
a{color:#4338ca}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}
label{font-weight:600}
.optional{font-weight:400;color:#4b5563}
input,select,textarea{font:inherit;width:100%;box-sizing:border-box;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:#111827}
[aria-invalid=true]{border-color:#b91c1c;box-shadow:0 0 0 1px #b91c1c}
.error{margin:0;color:#b91c1c;font-size:.875rem}
.trap{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
button{font:inherit;font-weight:600;min-height:2.75rem;width:100%;border:0;border-radius:.75rem;background:#4338ca;color:#fff;cursor:pointer}
button:hover{background:#3730a3}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.back{margin:1.5rem 0 0}
`;

/** Text as HTML text or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

let styleHash: Promise<string> | null = null;
/** `'sha256-…'` of the inline style, computed once. */
function styleSource(): Promise<string> {
  styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE)).then((digest) => {
    let binary = '';
    for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
    return `'sha256-${btoa(binary)}'`;
  });
  return styleHash;
}

/**
 * The page's policy: nothing loads, no script runs, it cannot be framed, and
 * its form may post only here and be redirected only to the site.
 */
export async function formPageSecurityPolicy(siteOrigin: string): Promise<string> {
  return [
    "default-src 'none'",
    `style-src ${await styleSource()}`,
    `form-action 'self' ${siteOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** What the visitor sent, in the form's order: every field but the honeypot. */
const SUMMARY_ORDER = FORM_FIELD_NAMES.filter((field): field is ApplicationField => field !== HONEYPOT_FIELD);

export interface FormPageOptions {
  lang: ApplicationLanguage;
  reason: FormPageReason;
  /** What the visitor sent, exactly as sent (not trimmed or normalised). */
  values: FormValues;
  /** The partner page of the site in the page's language (from configuration). */
  partnerPageUrl: string;
}

/** What one page needs to draw a field: its words, the refusals by field, the values sent. */
interface Page {
  w: Words;
  errors: Partial<Record<ApplicationField, string>>;
  values: FormValues;
}

function invalidAttributes({ errors }: Page, field: ApplicationField): string {
  return errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
}

function errorText({ errors }: Page, field: ApplicationField): string {
  const message = errors[field];
  return message ? `<p class="error" id="${field}-error">${escapeHtml(message)}</p>` : '';
}

function value({ values }: Page, field: FormFieldName): string {
  return escapeHtml(values[field] ?? '');
}

function leadText(w: Words, reason: FormPageReason): string {
  switch (reason.kind) {
    case 'invalid':
      return w.invalid;
    case 'rate_limited':
      return w.rateLimited(Math.max(1, Math.ceil(reason.retryAfterSeconds / 60)));
    case 'failed':
      return w.failed;
    default:
      return w.unreadable;
  }
}

/** Each refusal, linked to its field (the language has no field to point at). */
function summary({ w, errors }: Page): string {
  const items = SUMMARY_ORDER.flatMap((field) => {
    const message = errors[field];
    if (!message) return [];
    const label = field === 'language' ? '' : `${escapeHtml(w.labels[field])}: `;
    const text = `${label}${escapeHtml(message)}`;
    return [`<li>${field === 'language' ? text : `<a href="#${field}">${text}</a>`}</li>`];
  });
  if (!items.length) return '';
  return `<div class="summary"><h2>${escapeHtml(w.summary)}</h2><ul>${items.join('')}</ul></div>`;
}

function requiredLabel(page: Page, field: TextFieldName | 'partnerType'): string {
  return `<label for="${field}">${escapeHtml(page.w.labels[field])} <span aria-hidden="true">*</span></label>`;
}

function textInput(page: Page, input: TextInputField): string {
  const { field, type, autocomplete, maxLength } = input;
  const inputmode = 'inputmode' in input ? ` inputmode="${input.inputmode}"` : '';
  return (
    `<div class="field">${requiredLabel(page, field)}` +
    `<input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}"` +
    `${inputmode} maxlength="${maxLength}" required` +
    ` value="${value(page, field)}"${invalidAttributes(page, field)}>${errorText(page, field)}</div>`
  );
}

function partnerTypeSelect(page: Page): string {
  const { field, options } = PARTNER_TYPE_FIELD;
  const chosen = page.values.partnerType?.trim();
  const option = (type: PartnerType) =>
    `<option value="${type}"${chosen === type ? ' selected' : ''}>${escapeHtml(page.w.options[type])}</option>`;
  return (
    `<div class="field">${requiredLabel(page, field)}` +
    `<select id="${field}" name="${field}" required${invalidAttributes(page, field)}>` +
    `<option value="">${escapeHtml(page.w.choose)}</option>` +
    options.map(option).join('') +
    `</select>${errorText(page, field)}</div>`
  );
}

function messageTextarea(page: Page): string {
  const { field, rows, maxLength } = MESSAGE_FIELD;
  const { w } = page;
  // The parser drops one newline right after <textarea>: this one, never the visitor's.
  return (
    `<div class="field"><label for="${field}">${escapeHtml(w.labels.message)} <span class="optional">${escapeHtml(w.optional)}</span></label>` +
    `<textarea id="${field}" name="${field}" rows="${rows}" maxlength="${maxLength}"${invalidAttributes(page, field)}>\n${value(page, field)}</textarea>` +
    `${errorText(page, field)}</div>`
  );
}

/** Hidden from people and assistive technology, as on the site; never given back filled. */
function honeypot({ w }: Page): string {
  const { field, type, tabIndex, autocomplete } = HONEYPOT_INPUT;
  return (
    `<div class="trap" aria-hidden="true"><label for="${field}">${escapeHtml(w.honeypot)}</label>` +
    `<input id="${field}" name="${field}" type="${type}" tabindex="${tabIndex}" autocomplete="${autocomplete}" value=""></div>`
  );
}

/** The form that posts here again, holding what was sent; none when nothing could be read. */
function form(page: Page, lang: ApplicationLanguage, reason: FormPageReason): string {
  if (reason.kind === 'unreadable') return '';
  return (
    `<form method="post" accept-charset="UTF-8" novalidate>` +
    `<input type="hidden" name="${LANGUAGE_FIELD}" value="${lang}">` +
    TEXT_INPUT_FIELDS.map((input) => textInput(page, input)).join('') +
    `${partnerTypeSelect(page)}${messageTextarea(page)}${honeypot(page)}` +
    `<button type="submit">${escapeHtml(page.w.submit)}</button></form>`
  );
}

/** The whole HTML document. */
export function formPage({ lang, reason, values, partnerPageUrl }: FormPageOptions): string {
  const w = FORM_PAGE_WORDS[lang];
  const page: Page = { w, errors: reason.kind === 'invalid' ? reason.fields : {}, values };
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(w.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main><div class="panel">',
    `<h1>${escapeHtml(w.title)}</h1>`,
    `<p>${escapeHtml(leadText(w, reason))}</p>`,
    summary(page),
    form(page, lang, reason),
    `<p class="back"><a href="${escapeHtml(partnerPageUrl)}">${escapeHtml(w.back)}</a> ${escapeHtml(w.backNote)}</p>`,
    '</div></main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
