// The leads team's content files, one schema per kind (tooling/content.ts).
import * as v from 'valibot';
import {
  defineContent,
  line,
  list,
  pageMetaEntries,
  paragraph,
  type FieldMeta,
} from '@intenta/tooling/content.ts';

const step = v.object({ title: line(), text: paragraph() });

/** A page's head and breadcrumbs, and the line above the title on its share card. */
const pageMeta = v.object({
  ...pageMetaEntries,
  breadcrumbHome: line(),
  breadcrumbPage: line(),
  shareCardEyebrow: line('Small line above the title on the share card'),
});

const referral = v.object({
  meta: pageMeta,
  eyebrow: line(),
  title: line('Headline'),
  intro: paragraph(),
  benefitsHeading: line(),
  benefits: list(
    v.object({
      icon: v.picklist(['rewards', 'growth', 'simple'], 'must be rewards, growth or simple'),
      ...step.entries,
    }),
  ),
  form: v.object({
    heading: line(),
    text: paragraph(),
    frameTitle: line('Form frame name (screen readers)'),
    loading: line(),
    failedHeading: line('Heading when the form cannot load'),
    failedText: paragraph('Text when the form cannot load'),
    mailSubject: line('E-mail subject of the fallback'),
  }),
  next: v.object({ heading: line(), steps: list(step) }),
});
export type ReferralContent = v.InferOutput<typeof referral>;

const successCasesPage = v.object({
  meta: pageMeta,
  backLink: line('Link back to the home page'),
  eyebrow: line(),
  headline: line('Headline'),
  pitch: paragraph(),
  mobileButton: line('Button on small screens (goes to the form)'),
  includesHeading: line(),
  includes: list(line(), 'What the report includes'),
  highlightsHeading: line('Heading of the customer stories'),
  card: v.object({ heading: line(), bullets: list(line(), 'Bullets'), button: line() }),
  form: v.object({
    heading: line(),
    loading: line(),
    failedHeading: line('Heading when the form cannot load'),
    failedText: paragraph('Text when the form cannot load'),
    mailSubject: line('E-mail subject of the fallback'),
  }),
  thanks: v.object({
    heading: line(),
    text: paragraph(),
    view: line('Link: view the PDF'),
    download: line('Link: download the PDF'),
    downloadFileName: v.pipe(
      v.string('must be text'),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/, 'must be a file name like casos-de-exito.pdf'),
      v.metadata<string, FieldMeta>({ widget: 'string', label: 'Name of the downloaded file' }),
    ),
  }),
  newTab: line('Note after a link that opens a new tab (screen readers)'),
  notes: v.object({ privacy: line(), trust: line() }),
  cta: v.object({ heading: line(), text: paragraph(), button: line() }),
});
export type SuccessCasesContent = v.InferOutput<typeof successCasesPage>;

/** A customer story (docs/product.md §13: company, result, quote), with the report's details. */
const successCase = v.object({
  id: v.pipe(
    v.string('must be text'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
    v.metadata<string, FieldMeta>({ widget: 'string', label: 'Id (lowercase words joined by hyphens)' }),
  ),
  company: line(),
  location: line(),
  sector: line(),
  result: line('Headline figure, e.g. +45%'),
  metric: line('What the figure measures, e.g. conversiones'),
  summary: paragraph(),
  figures: list(
    v.object({ label: line(), before: line('Before'), after: line('After') }),
    'Figures (before and after)',
  ),
  quote: paragraph(),
  author: line(),
  role: line(),
});
export type SuccessCase = v.InferOutput<typeof successCase>;

export default defineContent('mf-leads', [
  {
    name: 'leads',
    label: 'Referral and success cases',
    files: [
      {
        name: 'referral',
        label: 'Referral page',
        file: 'content/referral.json',
        translated: true,
        schema: referral,
        hint: '/referral, /referido and /es/referido',
      },
      {
        name: 'success-cases',
        label: 'Success cases page',
        file: 'content/success-cases.json',
        translated: false,
        schema: successCasesPage,
        hint: '/casos-de-exito (Spanish only)',
      },
      {
        name: 'cases',
        label: 'Success cases (customer stories)',
        file: 'content/cases.json',
        translated: false,
        schema: v.object({ cases: list(successCase, 'Customer stories') }),
        hint: 'Fictional, replaceable stories shown on /casos-de-exito; also the report PDF (npm run report -w mf-leads)',
      },
    ],
  },
]);
