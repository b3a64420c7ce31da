// The partner form's fields, declared once: their names, order, kinds, input
// attributes and limits. The site's form (mf-partners, through
// `@intenta/partner-api/form-fields`) and the endpoint's own page for browsers
// without scripts (form-page.ts) both render from these lists, and a form post
// is read by the same names (form-body.ts). It lives here, not in `shared/`:
// the function deploys alone and may only import files under
// `supabase/functions/` (decision 041), while the site may import this
// package by its exports. The words stay with each page: the site's in its
// content files (edited in the studio), the endpoint's in form-page.ts.
// Web APIs only, no imports beyond validation: Deno, Node and the browser bundle.
import { FIELD_MAX_LENGTH, HONEYPOT_FIELD, PARTNER_TYPES } from './validation.ts';

/** The fields a visitor fills in, in the form's order (the first refused one takes focus). */
export const VISIBLE_FIELD_NAMES = ['name', 'email', 'company', 'country', 'partnerType', 'message'] as const;
export type VisibleFieldName = (typeof VISIBLE_FIELD_NAMES)[number];

/** The four required one-line fields, in order, with their input attributes and longest value. */
export const TEXT_INPUT_FIELDS = [
  { field: 'name', type: 'text', autocomplete: 'name', maxLength: FIELD_MAX_LENGTH.name },
  {
    field: 'email',
    type: 'email',
    autocomplete: 'email',
    inputmode: 'email',
    maxLength: FIELD_MAX_LENGTH.email,
  },
  { field: 'company', type: 'text', autocomplete: 'organization', maxLength: FIELD_MAX_LENGTH.company },
  { field: 'country', type: 'text', autocomplete: 'country-name', maxLength: FIELD_MAX_LENGTH.country },
] as const satisfies readonly {
  field: VisibleFieldName;
  type: string;
  autocomplete: string;
  inputmode?: string;
  maxLength: number;
}[];
export type TextInputField = (typeof TEXT_INPUT_FIELDS)[number];
export type TextFieldName = TextInputField['field'];

/** The required choice of partner type: an empty first option, then each type. */
export const PARTNER_TYPE_FIELD = { field: 'partnerType', options: PARTNER_TYPES } as const;

/** The optional message, several lines. */
export const MESSAGE_FIELD = { field: 'message', rows: 4, maxLength: FIELD_MAX_LENGTH.message } as const;

/** The honeypot: hidden from people and assistive technology, never focused by the keyboard; bots fill it. */
export const HONEYPOT_INPUT = {
  field: HONEYPOT_FIELD,
  type: 'text',
  tabIndex: -1,
  autocomplete: 'off',
} as const;

/** The hidden field that says the page's language. */
export const LANGUAGE_FIELD = 'language';
