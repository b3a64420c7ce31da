// The leads team's content files, one schema per kind (content-model/content.ts).
import * as v from 'valibot';
import {
  defineContent,
  line,
  list,
  pageMetaEntries,
  paragraph,
  template,
  type FieldMeta,
  llmsFile,
} from '@intenta/content-model/content.ts';

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

/** The text of the success-cases report PDF (Spanish only), around the customer stories. */
const report = v.object({
  info: v.object({
    title: line('Document title (PDF readers)'),
    subject: line('Document subject (PDF readers)'),
    keywords: line('Document keywords, separated by commas'),
  }),
  footer: template(['page'], 'Footer of every page ({brand}: the brand, {page}: the page number)'),
  cover: v.object({
    title: line('Title'),
    lead: line('Line under the title'),
    highlightsHeading: line('Heading of the results'),
    inThisReport: paragraph('What the report holds (under the results)'),
  }),
  case: v.object({
    position: template(
      ['number', 'count', 'sector', 'location'],
      'Line above each story ({number} of {count}, the sector and the place)',
    ),
    figuresHeading: line('Heading of the figures'),
    indicator: line('Column: indicator'),
    before: line('Column: before'),
    after: line('Column: after'),
  }),
  averages: v.object({
    heading: line(),
    lead: paragraph('Text under the heading'),
    items: list(v.object({ figure: line(), label: line(), text: paragraph() }), 'Averages'),
  }),
  contact: v.object({
    heading: line(),
    text: paragraph(),
    email: line('Label: e-mail address'),
    website: line('Label: website'),
    address: line('Label: postal address'),
  }),
});
export type ReportText = v.InferOutput<typeof report>;

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
        page: '/referral',
      },
      {
        name: 'success-cases',
        label: 'Success cases page',
        file: 'content/success-cases.json',
        translated: false,
        schema: successCasesPage,
        hint: '/casos-de-exito (Spanish only)',
        page: '/casos-de-exito',
      },
      {
        name: 'cases',
        label: 'Success cases (customer stories)',
        file: 'content/cases.json',
        translated: false,
        schema: v.object({ cases: list(successCase, 'Customer stories') }),
        hint: 'Fictional, replaceable stories shown on /casos-de-exito; also the report PDF (npm run report -w mf-leads)',
        page: '/casos-de-exito',
      },
      {
        name: 'report',
        label: 'Success cases report (PDF)',
        file: 'content/report.json',
        translated: false,
        schema: report,
        hint: 'The text of the downloadable report around the customer stories, in Spanish (npm run report -w mf-leads makes the PDF)',
        page: '/casos-de-exito',
      },
      llmsFile,
    ],
  },
]);
