// The partner application's rules, used by the form in the browser and again by
// the endpoint (the browser is never trusted). Plain TypeScript with no imports,
// so Deno (hosted function), Node (local server, compiled) and the browser
// bundle all run the same code.

export const PARTNER_TYPES = ['referral', 'implementation', 'strategic', 'unsure'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type ApplicationLanguage = (typeof LANGUAGES)[number];

/** The seven fields the form sends (spec section 3), all text trimmed. */
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

export type FieldProblem = 'required' | 'invalid_email' | 'too_long' | 'not_text' | 'invalid_choice';

/**
 * Practical e-mail syntax: a local part, one @, a domain of dot-separated
 * labels (letters, digits, inner hyphens) ending in a top-level domain of
 * at least two letters. No spaces, no consecutive or edge dots.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= FIELD_MAX_LENGTH.email && EMAIL_PATTERN.test(value);
}

export const REQUIRED_TEXT_FIELDS = ['name', 'email', 'company', 'country'] as const;

export type ValidationResult =
  | { ok: true; value: PartnerApplication; honeypot: boolean }
  | { ok: false; problems: Partial<Record<ApplicationField, FieldProblem>> };

function text(raw: unknown): { value: string } | { problem: 'not_text' } {
  if (raw === undefined || raw === null) return { value: '' };
  if (typeof raw !== 'string') return { problem: 'not_text' };
  return { value: raw.trim() };
}

/**
 * Checks an untrusted value (a parsed JSON body or the form's state): every
 * field trimmed, typed and length-limited; name, email, company, country,
 * partner type and language required; e-mail syntax; partner type and
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
    const result = text(body[field]);
    if ('problem' in result) {
      problems[field] = result.problem;
      continue;
    }
    values[field] = result.value;
    if (field !== 'message' && result.value === '') problems[field] = 'required';
    else if (result.value.length > FIELD_MAX_LENGTH[field]) problems[field] = 'too_long';
    else if (field === 'email' && !isValidEmail(result.value)) problems[field] = 'invalid_email';
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
  },
  es: {
    required: 'Este campo es obligatorio.',
    invalid_email: 'Ingresa un correo electrónico válido.',
    too_long: 'Este valor es demasiado largo.',
    not_text: 'Este valor debe ser texto.',
    invalid_choice: 'Elige una de las opciones de la lista.',
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
