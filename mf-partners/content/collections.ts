// The partner programme's content files, one schema per kind (content-model/content.ts).
import { join } from 'node:path';
import * as v from 'valibot';
import {
  defineContent,
  imageFile,
  line,
  list,
  pageMetaEntries,
  paragraph,
  pictureAlt,
  template,
  llmsFile,
} from '@intenta/content-model/content.ts';

/** The three kinds of partnership (docs/product.md §10); the form adds 'unsure'. */
const offerType = v.picklist(
  ['referral', 'implementation', 'strategic'],
  'must be referral, implementation or strategic',
);

/** One text per kind of partnership. */
const perOfferType = (label: string) =>
  v.object({
    strategic: line(`${label}: strategic`),
    implementation: line(`${label}: implementation`),
    referral: line(`${label}: referral`),
  });

/** A text box of the form. */
const textField = {
  label: line(),
  placeholder: v.optional(line('Placeholder (example in the empty box)')),
  required: line('Message when empty'),
};

const partnersPage = v.object({
  meta: v.object({
    ...pageMetaEntries,
    catalogName: line('Name of the program (search engines)'),
    shareCardEyebrow: line('Small line above the title on the share card'),
  }),
  hero: v.object({
    eyebrow: line(),
    title: line('Headline'),
    lead: paragraph(),
    cta: line('Button (scrolls to the form)'),
  }),
  benefits: v.object({
    title: line('Heading'),
    lead: paragraph(),
    items: list(
      v.object({
        icon: v.picklist(
          ['conversion', 'speed', 'region', 'training'],
          'must be conversion, speed, region or training',
        ),
        title: line(),
        description: paragraph(),
      }),
      'Benefits',
    ),
  }),
  types: v.object({
    title: line('Heading'),
    lead: paragraph(),
    idealForLabel: line('Label before "ideal for"'),
    items: list(
      v.object({
        type: offerType,
        title: line(),
        idealFor: line('Ideal for'),
        highlight: line('Highlight (search engines)'),
        benefits: list(line(), 'Benefits'),
      }),
      'Partner types',
    ),
  }),
  directory: v.object({
    title: line('Heading'),
    lead: paragraph(),
    groups: perOfferType('Group heading'),
    typeLabel: perOfferType('Tag on each card'),
    strategicBadge: line('Badge of a strategic partner (screen readers, tooltip)'),
    flagLabel: template(['country'], 'Flag description (screen readers)'),
  }),
  form: v.object({
    title: line('Heading'),
    lead: paragraph(),
    requiredNote: line('Note on required fields'),
    name: v.object(textField),
    email: v.object({
      ...textField,
      invalid: line('Message when not an e-mail address'),
      unicodeLocalPart: line('Message when accents come before the @'),
    }),
    company: v.object(textField),
    country: v.object(textField),
    partnerType: v.object({
      label: line(),
      placeholder: line('Text of the list before a choice'),
      required: line('Message when none is chosen'),
      options: v.object({
        referral: line(),
        implementation: line(),
        strategic: line(),
        unsure: line('Option: not sure yet'),
      }),
    }),
    message: v.object({
      label: line(),
      optional: line('Mark of an optional field'),
      placeholder: line('Placeholder (example in the empty box)'),
    }),
    honeypot: line('Label of the hidden anti-spam field'),
    tooLong: template(['max'], 'Message when a value is too long'),
    invalidCharacters: line('Message when a value has control characters'),
    noVisibleText: line('Message when a value has no visible text'),
    submit: line('Button'),
    sending: line('Button while sending'),
    missingType: line('Message when no partner type is chosen'),
    successTitle: line(),
    successText: line(),
    errorTitle: line(),
    errorText: line(),
  }),
  confirmation: v.object({
    meta: v.object({
      title: line('Page title (browser tab)'),
      description: paragraph('Page description (not shown in search results: the page is not indexed)'),
    }),
    eyebrow: line(),
    title: line('Headline'),
    lead: paragraph(),
    backLink: line('Link back to the partner page'),
    homeLink: line('Link to the home page'),
  }),
});
export type PartnersPageContent = v.InferOutput<typeof partnersPage>;

const inBothLanguages = (field: (label: string) => v.GenericSchema<string>) =>
  v.object({ en: field('English'), es: field('Spanish') });

const partner = v.pipe(
  v.object({
    name: line(),
    type: offerType,
    country: inBothLanguages(line),
    countryCode: v.pipe(
      v.string('must be text'),
      v.regex(/^(?:[A-Z]{2}|LATAM)$/, 'must be a two-letter country code (UY) or LATAM'),
    ),
    flag: line('Flag (emoji)'),
    logo: v.optional(
      imageFile(join(import.meta.dirname, 'logos'), 'Logo (without one, the initials)', 'logo'),
    ),
    logoAlt: v.optional(pictureAlt('Logo description (screen readers), in both languages')),
    description: inBothLanguages(paragraph),
  }),
  // The file is shared by both pages: a logo is described in each language, here.
  v.forward(
    v.partialCheck(
      [['logo'], ['logoAlt']],
      (partner) => !partner.logo || partner.logoAlt !== undefined,
      'needs the description of the logo in English and Spanish',
    ),
    ['logoAlt'],
  ),
);

const partnerDirectory = v.object({ partners: list(partner, 'Partners') });
export type Partner = v.InferOutput<typeof partner>;

export default defineContent('mf-partners', [
  {
    name: 'partners',
    label: 'Partner program',
    files: [
      {
        name: 'partners-page',
        label: 'Partner page',
        file: 'content/partners-page.json',
        translated: true,
        schema: partnersPage,
        hint: '/partners and /es/partners: every text of the page and its form; the confirmation after sending it without JavaScript (/partners/thanks, /es/partners/gracias)',
        page: '/partners',
      },
      {
        name: 'partners',
        label: 'Partner directory',
        file: 'content/partners.json',
        translated: false,
        schema: partnerDirectory,
        hint: 'The cards under "Our Partners", both languages; the page groups them by type, in this order',
        page: '/partners',
      },
      llmsFile,
    ],
  },
]);
