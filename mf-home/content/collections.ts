// The home page's content files (`/` and `/es`), one schema per file (content-model/content.ts).
// The hero file is loaded first; every other file is one block below the fold, loaded when
// the first of those blocks comes near (decision 020).
import { join } from 'node:path';
import * as v from 'valibot';
import {
  anchor,
  type AnySchema,
  count,
  defineContent,
  imageFile,
  isoDate,
  line,
  link,
  list,
  optionalList,
  pageMetaEntries,
  paragraph,
  publishAt,
  llmsFile,
} from '@intenta/content-model/content.ts';

// Images are named by their file in mf-home/src/features/home/assets/; the page shows the
// file the build publishes for that name.

/** The hero's search-result screenshots (`assets/screens/`, drawn by scripts/make-screens.mjs). */
const SCREENSHOTS = [
  'en-1.svg',
  'en-2.svg',
  'en-3.svg',
  'en-4.svg',
  'en-5.svg',
  'en-6.svg',
  'es-1.svg',
  'es-2.svg',
  'es-3.svg',
  'es-4.svg',
  'es-5.svg',
  'es-6.svg',
] as const;
export type Screenshot = (typeof SCREENSHOTS)[number];

/**
 * Portraits of the founders and the customer quoted, by file name in `assets/people/`, where
 * the studio uploads them; each language file describes them (`photoAlt`, `imageAlt`).
 */
const portrait = (label: string) =>
  imageFile(join(import.meta.dirname, '../src/features/home/assets/people'), label, 'portrait');

const hero = v.object({
  ids: v.pipe(
    v.object({
      video: anchor('Video'),
      howItWorks: anchor('How it works'),
      results: anchor('Results'),
      press: anchor('In the press'),
      benefits: anchor('Benefits'),
      partners: anchor('Partners'),
      faq: anchor('FAQ'),
      about: anchor('About us'),
      demo: anchor('Demo request block'),
    }),
    v.title('Section anchors'),
    v.description(
      'The end of the address of each block, like /#how-it-works. The site menu and the footer link to them: change their links too.',
    ),
  ),
  meta: v.pipe(
    v.object({
      ...pageMetaEntries,
      videoName: line('Demo video: name (search engines)'),
      videoDescription: paragraph('Demo video: description (search engines)'),
      softwareDescription: paragraph('Product description (search engines)'),
      productName: line('Product name (search engines)'),
      offerDescription: paragraph('Pricing offer description (search engines)'),
    }),
    v.title('Page title, description and search engine details'),
  ),
  eyebrow: line('Small line above the headline'),
  headline: line('Headline'),
  lead: paragraph('Text under the headline'),
  claims: list(line(), 'Claims (ticked list)'),
  primaryCta: line('Main button (opens the demo form)'),
  secondaryCta: line('Second button (desktop only)'),
  secondaryUrl: v.pipe(
    v.picklist(
      ['demoStoreUrl', 'launchPostUrl'],
      'must be demoStoreUrl (the demo store) or launchPostUrl (the launch post)',
    ),
    v.title('Where the second button leads'),
    v.description(
      'demoStoreUrl: the demo store; launchPostUrl: the launch post (addresses in the site settings)',
    ),
  ),
  newTab: line('Said to screen readers after a link that opens a new tab'),
  demoLabel: line('Name of the example searches (screen readers)'),
  searchLabel: line('Name of the search bar (screen readers)'),
  pauseDemo: line('Button: pause the example searches'),
  playDemo: line('Button: play the example searches'),
  examples: list(
    v.object({
      query: line('Search typed'),
      image: v.pipe(
        v.picklist(SCREENSHOTS, `must be one of ${SCREENSHOTS.join(', ')}`),
        v.title('Screenshot'),
        v.description('en-… on the English page, es-… on the Spanish one'),
      ),
      alt: paragraph('Description of the screenshot (screen readers)'),
    }),
    'Example searches',
  ),
  video: v.object({
    heading: line(),
    text: paragraph(),
    play: line('Button: play'),
    pause: line('Button: pause'),
    fallback: line('Text when the browser cannot play video'),
    posterAlt: line('Description of the poster image (screen readers)'),
  }),
  loading: line('Shown while a block loads'),
});
export type HeroFile = v.InferOutput<typeof hero>;

/** What every block below the fold opens with. */
const blockEntries = { heading: line(), intro: paragraph('Text under the heading') };

const howItWorks = v.object({
  ...blockEntries,
  steps: list(v.object({ title: line(), description: paragraph() }), 'Steps'),
});
export type HowItWorksFile = v.InferOutput<typeof howItWorks>;

const figure = v.object({ value: count('Percentage'), label: line() });

const results = v.object({
  ...blockEntries,
  stats: optionalList(figure, 'Figures shown as they are'),
  counters: optionalList(figure, 'Figures counted up from 0 when they come into view'),
  caseStudy: v.optional(
    v.pipe(
      v.object({
        title: line(),
        text: paragraph(),
        figures: list(v.object({ value: line('Figure'), label: line() }), 'Figures'),
      }),
      v.title('Case study'),
      v.description('Optional: without it, the block shows no case study'),
    ),
  ),
  testimonial: v.object({
    quote: paragraph(),
    name: line('Name of the customer'),
    role: line('Role and company'),
    photo: portrait('Photo'),
    photoAlt: line('Description of the photo (screen readers)'),
  }),
  logosHeading: line('Heading of the client names'),
  logos: list(line(), 'Client names'),
});
export type ResultsFile = v.InferOutput<typeof results>;

const press = v.object({
  ...blockEntries,
  funding: paragraph('Funding announcement'),
  readMore: line('Link to each article'),
  items: list(
    v.object({
      outlet: line('Outlet'),
      logo: line('Outlet wordmark (short text)'),
      title: line(),
      excerpt: paragraph(),
      date: isoDate(),
      url: link('Address of the article'),
      // Optional: the article stays off the page until then (decision 035).
      publishAt: publishAt(),
    }),
    'Articles',
  ),
});
export type PressFile = v.InferOutput<typeof press>;

const benefits = v.object({
  ...blockEntries,
  items: list(
    v.object({
      icon: v.pipe(
        v.picklist(
          ['conversion', 'experience', 'order-value', 'personalisation'],
          'must be conversion, experience, order-value or personalisation',
        ),
        v.title('Icon'),
      ),
      title: line(),
      description: paragraph(),
    }),
    'Benefits',
  ),
});
export type BenefitsFile = v.InferOutput<typeof benefits>;

const partners = v.object({
  ...blockEntries,
  groups: list(v.object({ name: line('Group'), partners: list(line(), 'Partner names') }), 'Groups'),
});
export type PartnersFile = v.InferOutput<typeof partners>;

const faq = v.object({
  ...blockEntries,
  items: list(v.object({ question: line(), answer: paragraph() }), 'Questions'),
  contactText: line('Line above the contact button'),
  contactCta: line('Contact button'),
});
export type FaqFile = v.InferOutput<typeof faq>;

const about = v.object({
  ...blockEntries,
  founded: line('Founding badge'),
  visionTitle: line('Vision: heading'),
  vision: paragraph('Vision: text'),
  profileLabel: line('Link to each founder’s profile'),
  team: list(
    v.object({
      name: line(),
      role: line(),
      bio: paragraph(),
      image: portrait('Portrait'),
      imageAlt: line('Description of the portrait (screen readers)'),
      profileUrl: link('Address of the professional profile'),
    }),
    'Founders',
  ),
});
export type AboutFile = v.InferOutput<typeof about>;

const demo = v.object({
  heading: line(),
  text: paragraph(),
  requestCta: line('Button: request a demo'),
  tourCta: line('Button: product tour'),
  panelTitle: line('Panel: heading'),
  panelItems: list(line(), 'Panel: ticked list'),
});
export type DemoFile = v.InferOutput<typeof demo>;

const shareCard = v.object({ eyebrow: line('Small line above the title') });
export type ShareCardFile = v.InferOutput<typeof shareCard>;

const translated = (name: string, label: string, schema: AnySchema, hint: string) => ({
  name,
  label,
  file: `content/${name}.json`,
  translated: true,
  schema,
  hint,
});

export default defineContent('mf-home', [
  {
    name: 'home',
    label: 'Home page',
    files: [
      translated(
        'hero',
        'Top of the page, page title and description',
        hero,
        'The first screen of / and /es, the demo video block, the section anchors and what search engines show',
      ),
      translated('how-it-works', 'How it works', howItWorks, 'The four steps, below the video'),
      translated('results', 'Results', results, 'Figures, case study, customer quote and client names'),
      translated('press', 'In the press', press, 'Funding announcement and press articles'),
      translated('benefits', 'Benefits', benefits, 'The four benefit cards'),
      translated('partners', 'Partners', partners, 'Platform, technology and cloud partner names'),
      translated('faq', 'Frequently asked questions', faq, 'Also sent to search engines as the FAQ'),
      translated('about', 'About us', about, 'Founders and vision'),
      translated('demo', 'Demo request block', demo, 'The last block, with the demo buttons'),
      translated(
        'share-card',
        'Share card',
        shareCard,
        'The picture a link to / or /es shows when shared; its title is the page title without the brand',
      ),
      llmsFile,
    ],
  },
]);
