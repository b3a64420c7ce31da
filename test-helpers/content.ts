// The copy a marketer edits, as the built pages show it: tests compare a page with these files
// instead of quoting the copy, so editing an entry in the studio leaves the tests green
// (issue 29 item 8) while a page that drops or garbles the text still fails them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSiteConfig } from 'shared/site-config';
import { publishNow, withoutScheduled } from '@intenta/content-model/schedule.mjs';
import { loadPosts, type PostFileMeta } from 'mf-blog/posts';
import type {
  AboutFile,
  BenefitsFile,
  DemoFile,
  FaqFile,
  HeroFile,
  HowItWorksFile,
  PartnersFile,
  PressFile,
  ResultsFile,
  ShareCardFile,
} from 'mf-home/content';
import type { BlogContent } from 'mf-blog/content';
import type { Partner, PartnersPageContent } from 'mf-partners/content';
import type { ReferralContent, SuccessCase, SuccessCasesContent } from 'mf-leads/content';
import type {
  ChromeContent,
  ConsentContent,
  DemoDialogContent,
  LegalContent,
  NotFoundContent,
} from 'shell/content';

const ROOT = join(import.meta.dirname, '..');

/** Each app's translated content files (`<app>/content/<name>/<name>.<lang>.json`), by name. */
interface TranslatedFiles {
  'mf-home': {
    hero: HeroFile;
    'how-it-works': HowItWorksFile;
    results: ResultsFile;
    press: PressFile;
    benefits: BenefitsFile;
    partners: PartnersFile;
    faq: FaqFile;
    about: AboutFile;
    demo: DemoFile;
    'share-card': ShareCardFile;
  };
  'mf-blog': { blog: BlogContent };
  'mf-partners': { 'partners-page': PartnersPageContent };
  'mf-leads': { referral: ReferralContent };
  shell: {
    chrome: ChromeContent;
    consent: ConsentContent;
    'demo-dialog': DemoDialogContent;
    'not-found': NotFoundContent;
    privacy: LegalContent;
    terms: LegalContent;
  };
}

/** The files in one language for both (`<app>/content/<name>.json`), by name. */
interface NeutralFiles {
  'mf-partners': { partners: { partners: Partner[] } };
  'mf-leads': { 'success-cases': SuccessCasesContent; cases: { cases: SuccessCase[] } };
}

type Lang = 'en' | 'es';

/** `{brand}`, `{email}`, `{address}` as the site fills them with its default configuration. */
function withSiteText<T>(value: T): T {
  if (typeof value === 'string')
    return value
      .replaceAll('{brand}', defaultSiteConfig.brandName)
      .replaceAll('{email}', defaultSiteConfig.contactEmail)
      .replaceAll('{address}', defaultSiteConfig.postalAddress) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withSiteText(item)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withSiteText(v)])) as T;
  return value;
}

function read(path: string): unknown {
  const data: unknown = JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
  // What the build compiles: list items scheduled for later are not on the page yet.
  return withSiteText(withoutScheduled(data, publishNow()));
}

/**
 * A translated content file as the page shows it (placeholders filled, scheduled items left
 * out): `content('mf-home', 'faq', 'es').items[0].question`.
 */
export function content<A extends keyof TranslatedFiles, N extends keyof TranslatedFiles[A] & string>(
  app: A,
  name: N,
  lang: Lang,
): TranslatedFiles[A][N] {
  return read(`${app}/content/${name}/${name}.${lang}.json`) as TranslatedFiles[A][N];
}

/** A content file shared by both languages: `neutralContent('mf-partners', 'partners')`. */
export function neutralContent<A extends keyof NeutralFiles, N extends keyof NeutralFiles[A] & string>(
  app: A,
  name: N,
): NeutralFiles[A][N] {
  return read(`${app}/content/${name}.json`) as NeutralFiles[A][N];
}

/** The blog posts out now in one language, newest first, as the list shows them. */
export function posts(lang: Lang): PostFileMeta[] {
  return loadPosts()
    .map((post) => withSiteText(post.meta))
    .filter((meta) => meta.language === lang)
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}

/** One post by its translation key (`ai-search-revolution`) and language. */
export function post(translationKey: string, lang: Lang): PostFileMeta {
  const found = posts(lang).find((meta) => meta.translationKey === translationKey);
  if (!found) throw new Error(`No ${lang} post with the translation key ${translationKey}`);
  return found;
}

/** The HTML body of one post, as its file holds it, with `{brand}` and the like filled. */
export function postBody(translationKey: string, lang: Lang): string {
  const meta = post(translationKey, lang);
  const file = loadPosts().find((one) => one.meta.id === meta.id);
  if (!file) throw new Error(`No ${lang} post file with the translation key ${translationKey}`);
  return withSiteText(file.content);
}

/**
 * Words that open a paragraph of a post's body, up to the end of that line in the file (so the
 * blog's scripts hold them as written), that are in neither its title nor its excerpt: only the
 * body shows them.
 */
export function postBodyPhrase(translationKey: string, lang: Lang): string {
  const meta = post(translationKey, lang);
  for (const [, text] of postBody(translationKey, lang).matchAll(/<p>\s*([^<\n]+)/g)) {
    const phrase = text!.trim().split(/\s+/).slice(0, 4).join(' ');
    if (phrase.split(' ').length === 4 && !meta.title.includes(phrase) && !meta.excerpt.includes(phrase))
      return phrase;
  }
  throw new Error(`No paragraph of the ${lang} post ${translationKey} opens with words of its own`);
}
