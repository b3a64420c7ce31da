// The shell's content files, one schema per kind (content-model/content.ts): the legal pages, the
// not-found page, and the copy of the header, footer, demo dialog and cookie notice.
import * as v from 'valibot';
import {
  defineContent,
  isoDate,
  line,
  list,
  pageMetaEntries,
  paragraph,
  sitePath,
} from '@intenta/content-model/content.ts';

/** A section's anchor, the end of its link: `/terms#data-usage`. */
const anchor = (label: string) =>
  v.pipe(
    line(label),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens, like data-usage'),
  );

/** One block of a legal section: a paragraph, or a bullet list (one of the two). */
const legalBlock = v.pipe(
  v.object({
    paragraph: v.optional(paragraph('Paragraph')),
    list: v.optional(list(paragraph(), 'Bullet list')),
  }),
  v.check(
    (block) => (block.paragraph === undefined) !== (block.list === undefined),
    'each block is either a paragraph or a bullet list: fill in one of the two',
  ),
);

const legalSection = v.object({
  id: anchor('Anchor (the link to this section: /terms#anchor)'),
  heading: line('Heading'),
  blocks: list(legalBlock, 'Paragraphs and bullet lists'),
});

const legalPage = v.object({
  meta: v.object(pageMetaEntries),
  title: line('Headline'),
  dateLabel: line('Text before the date ("Effective date:")'),
  date: line('Date as shown on the page'),
  isoDate: isoDate('The same date, for browsers and search engines'),
  intro: list(paragraph(), 'Introduction (paragraphs)'),
  contentsLabel: line('Heading of the table of contents'),
  sections: v.pipe(
    list(legalSection, 'Sections'),
    v.check(
      (sections) => new Set(sections.map((s) => s.id)).size === sections.length,
      'two sections have the same anchor',
    ),
  ),
});
export type LegalContent = v.InferOutput<typeof legalPage>;

const notFound = v.object({
  title: line('Headline (also the browser tab title)'),
  body: paragraph('Text under the headline'),
  metaDescription: paragraph('Page description (search results)'),
  homeButton: line('Button to the home page'),
  blogButton: line('Button to the blog'),
  linksLabel: line('Name of the helpful links (screen readers)'),
  links: list(v.object({ label: line(), to: sitePath('Address') }), 'Helpful links'),
});
export type NotFoundContent = v.InferOutput<typeof notFound>;

const chrome = v.object({
  homeLabel: line('Name of the logo link (screen readers)'),
  skip: line('"Skip to content" link (keyboard users)'),
  mainNav: line('Name of the main menu (screen readers)'),
  nav: list(
    v.object({ label: line(), to: sitePath('Address (a page, or a section of the home page like /#faq)') }),
    'Menu links (header, and the footer quick links)',
  ),
  demo: line('Demo button in the header'),
  menu: line('Menu button on phones (screen readers)'),
  footer: v.object({
    tagline: paragraph('Tagline under the brand name'),
    quickLinks: line('Heading of the quick links'),
    company: line('Heading of the company links'),
    investors: line('Investors link'),
    privacy: line('Privacy policy link'),
    terms: line('Terms of service link'),
    cookies: line('Cookie preferences link'),
    contact: line('Contact heading'),
    emailLabel: line('Label before the e-mail address'),
    follow: line('Heading of the social links'),
    newTab: line('Said after links that open a new tab (screen readers)'),
    rights: line('Text after the copyright line'),
    switchLabel: line("Language switch button: the other language's name, in that language"),
    switchHint: line('Language switch tooltip, in the other language'),
  }),
});
export type ChromeContent = v.InferOutput<typeof chrome>;

const demoDialog = v.object({
  title: line('Headline'),
  intro: paragraph('Text under the headline'),
  frameTitle: line('Name of the calendar frame (screen readers)'),
  close: line('Close button (screen readers)'),
});
export type DemoDialogContent = v.InferOutput<typeof demoDialog>;

const consent = v.object({
  title: line('Cookie preferences: headline'),
  body: paragraph('Cookie preferences: text'),
  essentialTitle: line('Essential storage: heading'),
  essentialBody: paragraph('Essential storage: text'),
  analyticsTitle: line('Analytics cookies: heading'),
  analyticsBody: paragraph('Analytics cookies: text'),
  current: v.object({
    accepted: line('Current choice, when analytics was accepted'),
    declined: line('Current choice, when analytics was declined'),
    unset: line('Current choice, when none was made yet'),
  }),
  accept: line('Accept button'),
  decline: line('Decline button'),
  close: line('Close button'),
  saved: line('Message once the choice is saved'),
  bannerLabel: line('Name of the cookie notice (screen readers)'),
  bannerBody: paragraph('Cookie notice: text'),
  settings: line('Cookie notice: settings button'),
});
export type ConsentContent = v.InferOutput<typeof consent>;

export default defineContent('shell', [
  {
    name: 'shell-pages',
    label: 'Legal and error pages',
    files: [
      {
        name: 'terms',
        label: 'Terms of Service',
        file: 'content/terms.json',
        translated: true,
        schema: legalPage,
        hint: '/terms and /es/terms',
        page: '/terms',
      },
      {
        name: 'privacy',
        label: 'Privacy Policy',
        file: 'content/privacy.json',
        translated: true,
        schema: legalPage,
        hint: '/privacy and /es/privacy',
        page: '/privacy',
      },
      {
        name: 'not-found',
        label: 'Page not found (404)',
        file: 'content/not-found.json',
        translated: true,
        schema: notFound,
        hint: 'Any unknown address (Spanish under /es/…)',
        page: '/no-such-page',
      },
    ],
  },
  {
    name: 'shell-chrome',
    label: 'Header, footer and dialogs',
    files: [
      {
        name: 'chrome',
        label: 'Header and footer',
        file: 'content/chrome.json',
        translated: true,
        schema: chrome,
        hint: 'On every page',
      },
      {
        name: 'demo-dialog',
        label: 'Demo booking dialog',
        file: 'content/demo-dialog.json',
        translated: true,
        schema: demoDialog,
        hint: 'Opens from every "Request a Demo" button',
      },
      {
        name: 'consent',
        label: 'Cookie notice and preferences',
        file: 'content/consent.json',
        translated: true,
        schema: consent,
        hint: 'The notice on a first visit, and the "Cookies" link in the footer',
      },
    ],
  },
]);
