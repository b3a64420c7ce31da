import { content, neutralContent } from '@intenta/test-helpers/content';

export const LANGS = ['en', 'es'] as const;
type Lang = (typeof LANGS)[number];

// The endpoint's own page for a refused application (mf-partners/supabase/functions/_shared/
// partner-application/form-page.ts): interface text in code, not content.
const REFUSAL = {
  en: {
    h1: 'Your application has not been sent yet',
    invalidEmail: 'Enter a valid email address.',
    required: 'This field is required.',
    submit: 'Send application',
  },
  es: {
    h1: 'Tu solicitud todavía no se ha enviado',
    invalidEmail: 'Ingresa un correo electrónico válido.',
    required: 'Este campo es obligatorio.',
    submit: 'Enviar solicitud',
  },
} as const;

/**
 * What the partner page says, per language, from its content file
 * (mf-partners/content/partners-page/): a studio edit keeps the specs green.
 */
function copyOf(lang: Lang) {
  const page = content('mf-partners', 'partners-page', lang);
  const { form } = page;
  return {
    path: lang === 'es' ? '/es/partners' : '/partners',
    h1: page.hero.title,
    cta: page.hero.cta,
    sections: [page.benefits.title, page.types.title, page.directory.title, form.title],
    types: page.types.items.map((item) => item.title),
    typeItems: page.types.items,
    benefitCount: page.benefits.items.length,
    flagLabel: page.directory.flagLabel,
    labels: {
      name: form.name.label,
      email: form.email.label,
      company: form.company.label,
      country: form.country.label,
      type: form.partnerType.label,
      message: form.message.label,
    },
    errors: {
      name: form.name.required,
      email: form.email.required,
      emailInvalid: form.email.invalid,
      company: form.company.required,
      country: form.country.required,
    },
    countryPlaceholder: form.country.placeholder!,
    unsure: form.partnerType.options.unsure,
    missingType: form.missingType,
    submit: form.submit,
    sending: form.sending,
    successTitle: form.successTitle,
    successText: form.successText,
    errorText: form.errorText,
    invalidCharacters: form.invalidCharacters,
    // Without JavaScript (decision 045): the confirmation page and the endpoint's page.
    confirmation: {
      path: lang === 'es' ? '/es/partners/gracias' : '/partners/thanks',
      h1: page.confirmation.title,
    },
    refusal: REFUSAL[lang],
  };
}

export const copy = { en: copyOf('en'), es: copyOf('es') };

/** The partner directory, both languages (mf-partners/content/partners.json). */
export const DIRECTORY = neutralContent('mf-partners', 'partners').partners;
