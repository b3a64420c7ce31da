// The partner application's rules, used by the form in the browser and again by
// the endpoint (the browser is never trusted). Plain TypeScript with no imports,
// so Deno (hosted function), Node (local server, compiled) and the browser
// bundle all run the same code.

export const PARTNER_TYPES = ['referral', 'implementation', 'strategic', 'unsure'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type ApplicationLanguage = (typeof LANGUAGES)[number];

/** The seven fields the form sends (docs/product.md §11), all text trimmed. */
export interface PartnerApplication {
  name: string;
  email: string;
  company: string;
  country: string;
  partnerType: PartnerType;
  message: string;
  language: ApplicationLanguage;
}

export type ApplicationField = keyof PartnerApplication;

/** Longest accepted value of each text field, in characters. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 150,
  country: 100,
  message: 2000,
} as const;

/** The hidden field people never see; a value in it means a bot filled the form. */
export const HONEYPOT_FIELD = 'website';

export type FieldProblem =
  | 'required'
  | 'invalid_email'
  | 'email_unicode_local_part'
  | 'too_long'
  | 'not_text'
  | 'invalid_choice'
  | 'invalid_characters'
  | 'no_visible_text';

/**
 * Practical e-mail syntax: a local part, one @, a domain of dot-separated
 * labels (letters, digits, inner hyphens) ending in a top-level domain of
 * at least two letters, or a punycode one (`xn--…`). No spaces, no
 * consecutive or edge dots.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isValidEmail(value: string): boolean {
  return value.length <= FIELD_MAX_LENGTH.email && EMAIL_PATTERN.test(value) && !value.includes('=?');
}

export const REQUIRED_TEXT_FIELDS = ['name', 'email', 'company', 'country'] as const;

export type ValidationResult =
  | { ok: true; value: PartnerApplication; honeypot: boolean }
  | { ok: false; problems: Partial<Record<ApplicationField, FieldProblem>> };

/** C0 and C1 control characters and DEL: they move terminals' cursors and forge lines. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
/** The message may keep line breaks and tabs (after CR LF / CR became LF). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER_EXCEPT_TAB_AND_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/**
 * Bidirectional formatting characters (marks, embeddings, overrides,
 * isolates): they make a value display in another order than it is stored
 * ("Trojan Source"), in the team's mail client as anywhere else.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Unicode line and paragraph separators are line breaks too. */
const LINE_SEPARATOR = /[\u2028\u2029]/;
/** Half of a surrogate pair cannot be encoded as UTF-8 (the database refuses it). */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * One character a person can see: not white space, not a control or format
 * character, not a non-spacing or enclosing mark on its own (a spacing mark,
 * such as a Devanagari vowel sign, does show), not one of the characters
 * Unicode says to display as nothing (zero-width spaces, fillers) or the
 * blank braille pattern.
 */
const VISIBLE_CHARACTER =
  /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Mn}\p{Me}\u2800]/u;

/** Unicode text is compared and stored in one form (NFC), so "é" is one character however typed. */
function normalise(value: string, multiline: boolean): string {
  const unified = multiline ? value.replace(/\r\n?/g, '\n') : value;
  return unified.normalize('NFC').trim();
}

function characterProblem(value: string, multiline: boolean): FieldProblem | null {
  if (LONE_SURROGATE.test(value) || BIDI_CONTROL.test(value)) return 'invalid_characters';
  if (multiline ? CONTROL_CHARACTER_EXCEPT_TAB_AND_LF.test(value) : CONTROL_CHARACTER.test(value)) {
    return 'invalid_characters';
  }
  if (!multiline && LINE_SEPARATOR.test(value)) return 'invalid_characters';
  if (value !== '' && !VISIBLE_CHARACTER.test(value)) return 'no_visible_text';
  return null;
}

const ASCII = /^[\x20-\x7E]*$/;
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * The address as it is stored and mailed. An internationalised domain
 * (`ana@bücher.example`) is accepted and converted to its ASCII (punycode)
 * form, which every mail system routes; a non-ASCII local part needs
 * SMTPUTF8 end to end, so it is refused with its own message (decision 044).
 */
export function normaliseEmail(value: string): { value: string } | { problem: FieldProblem } {
  const at = value.lastIndexOf('@');
  if (at <= 0) return { problem: 'invalid_email' };
  const local = value.slice(0, at);
  let domain = value.slice(at + 1);
  if (!ASCII.test(local)) return { problem: 'email_unicode_local_part' };
  if (!ASCII.test(domain)) {
    if (!UNICODE_DOMAIN.test(domain)) return { problem: 'invalid_email' };
    try {
      // The WHATWG URL parser applies UTS #46 (IDNA) in browsers, Node and Deno alike.
      domain = new URL(`http://${domain}/`).hostname;
    } catch {
      return { problem: 'invalid_email' };
    }
  }
  const address = `${local}@${domain}`;
  return isValidEmail(address) ? { value: address } : { problem: 'invalid_email' };
}

function text(raw: unknown, multiline = false): { value: string } | { problem: 'not_text' } {
  if (raw === undefined || raw === null) return { value: '' };
  if (typeof raw !== 'string') return { problem: 'not_text' };
  return { value: normalise(raw, multiline) };
}

/**
 * Checks an untrusted value (a parsed JSON body or the form's state): every
 * field normalised to NFC, trimmed, typed and length-limited; name, email,
 * company, country, partner type and language required; one-line fields
 * without control, text-direction or line-separator characters, the message
 * without control characters other than tab and line feed; every text value
 * with at least one visible character; e-mail syntax; partner type and
 * language from their lists. The message is optional.
 */
export function validateApplication(input: unknown): ValidationResult {
  const body: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const problems: Partial<Record<ApplicationField, FieldProblem>> = {};
  const values: Record<string, string> = {};

  for (const field of [...REQUIRED_TEXT_FIELDS, 'message'] as const) {
    const multiline = field === 'message';
    const result = text(body[field], multiline);
    if ('problem' in result) {
      problems[field] = result.problem;
      continue;
    }
    values[field] = result.value;
    const characters = characterProblem(result.value, multiline);
    if (!multiline && result.value === '') problems[field] = 'required';
    else if (characters) problems[field] = characters;
    else if (result.value.length > FIELD_MAX_LENGTH[field]) problems[field] = 'too_long';
    else if (field === 'email') {
      const email = normaliseEmail(result.value);
      if ('problem' in email) problems[field] = email.problem;
      else values[field] = email.value;
    }
  }

  for (const [field, allowed] of [
    ['partnerType', PARTNER_TYPES],
    ['language', LANGUAGES],
  ] as const) {
    const result = text(body[field]);
    if ('problem' in result) problems[field] = result.problem;
    else if (result.value === '') problems[field] = 'required';
    else if (!(allowed as readonly string[]).includes(result.value)) problems[field] = 'invalid_choice';
    else values[field] = result.value;
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const trap = body[HONEYPOT_FIELD];
  return {
    ok: true,
    honeypot: typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null,
    value: {
      name: values.name ?? '',
      email: values.email ?? '',
      company: values.company ?? '',
      country: values.country ?? '',
      partnerType: values.partnerType as PartnerType,
      message: values.message ?? '',
      language: values.language as ApplicationLanguage,
    },
  };
}

/** The endpoint's message for each problem, in the application's language. */
const SERVER_MESSAGES: Record<ApplicationLanguage, Record<FieldProblem, string>> = {
  en: {
    required: 'This field is required.',
    invalid_email: 'Enter a valid email address.',
    too_long: 'This value is too long.',
    not_text: 'This value must be text.',
    invalid_choice: 'Choose one of the listed options.',
    invalid_characters: 'Please remove the control or text-direction characters from this field.',
    no_visible_text: 'Please enter visible text, not only spaces or invisible characters.',
    email_unicode_local_part:
      'Please use only unaccented letters, digits and symbols before the @ (accents are fine after it).',
  },
  es: {
    required: 'Este campo es obligatorio.',
    invalid_email: 'Ingresa un correo electrónico válido.',
    too_long: 'Este valor es demasiado largo.',
    not_text: 'Este valor debe ser texto.',
    invalid_choice: 'Elige una de las opciones de la lista.',
    invalid_characters: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
    no_visible_text: 'Por favor escribe texto visible, no solo espacios o caracteres invisibles.',
    email_unicode_local_part:
      'Por favor usa solo letras sin acentos, números y símbolos antes de la @ (después de la @ se aceptan acentos).',
  },
};

export function problemMessages(
  problems: Partial<Record<ApplicationField, FieldProblem>>,
  language: ApplicationLanguage,
): Partial<Record<ApplicationField, string>> {
  const messages: Partial<Record<ApplicationField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [ApplicationField, FieldProblem][]) {
    const suffix =
      problem === 'too_long' && field in FIELD_MAX_LENGTH
        ? ` (max ${FIELD_MAX_LENGTH[field as keyof typeof FIELD_MAX_LENGTH]})`
        : '';
    messages[field] = SERVER_MESSAGES[language][problem] + suffix;
  }
  return messages;
}
