// The discovery files the prerender step publishes beside the pages: pure
// functions of what it rendered, so the same input always gives the same bytes.
import { Readable } from 'node:stream';
import { Feed, type Extension } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import { absoluteUrl, LANGS, type FeedEntry, type Lang } from 'shared';
import { isRealDate } from '@intenta/content-model/dates.mjs';

/** One published page, as the prerender step knows it after rendering it. */
export interface PublishedPage {
  /** Canonical path on the site, e.g. '/', '/es', '/es/terms'. */
  path: string;
  lang: Lang;
  title: string;
  description: string;
  /** The page in each language that has it (hreflang), paths: { en: '/terms', es: '/es/terms' }; always includes the page's own language. */
  alternates: Partial<Record<Lang, string>>;
  /** YYYY-MM-DD */
  lastModified: string;
  /** Heading the page is listed under in llms.txt: its remote's `llmsSection`, or 'Legal'. */
  section: string;
}

/** One entry of an RSS feed: a remote's feed entry (shared/src/contract.ts). */
export type FeedItem = FeedEntry;

/** A link listed in llms.txt outside the pages, e.g. a feed or the sitemap. */
export interface LlmsExtraLink {
  title: string;
  path: string;
  description: string;
}

const RSS_LANGUAGE: Record<Lang, string> = { en: 'en-US', es: 'es-ES' };

const SITEMAP_PATH = '/sitemap.xml';

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

/**
 * Characters XML 1.0 cannot carry at all, not even as a character reference:
 * control characters other than tab and newlines, U+FFFE/U+FFFF and lone
 * surrogates. One of them in a post's title would make the whole feed unreadable.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Text for an element `feed` writes as text. Its XML writer (xml-js) escapes `&`, `<`
 * and `>` but first turns every `&amp;` back into `&`, so `&` goes in escaped once
 * (as `feed` does itself for Atom) and a written "&amp;" reaches the reader as written.
 */
function feedText(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '').replace(/&/g, '&amp;');
}

/**
 * Text for an element `feed` writes as CDATA (an item's title and description). Its
 * XML writer splits only the first `]]>`, the one sequence CDATA cannot hold; the
 * later ones are split here the same way, so any text reaches the reader as written.
 */
function feedCdata(text: string): string {
  const safe = text.replace(NOT_XML_CHARACTER, '');
  const end = safe.indexOf(']]>') + ']]>'.length;
  return end < ']]>'.length
    ? safe
    : safe.slice(0, end) + safe.slice(end).replaceAll(']]>', ']]]]><![CDATA[>');
}

/** A Dublin Core element (`dc:creator`, `dc:publisher`), its namespace declared on it. */
function dublinCore(name: 'creator' | 'publisher', text: string): Extension {
  return { name: `dc:${name}`, objects: { _attributes: { 'xmlns:dc': DUBLIN_CORE }, _text: feedText(text) } };
}

/** Code-unit order: unlike `localeCompare`, the same on every machine and locale. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Midnight UTC of a YYYY-MM-DD date. Rejects anything else (including dates
 * like 2024-02-30 that `Date` would silently roll over), so a typo in a post's
 * front matter fails the deploy instead of publishing a wrong date.
 */
function parseIsoDate(date: string): Date {
  if (!isRealDate(date)) throw new Error(`Expected a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  return new Date(`${date}T00:00:00Z`);
}

/** `date` as it is, once known to be a real YYYY-MM-DD date. */
function checkedIsoDate(date: string): string {
  parseIsoDate(date);
  return date;
}

/**
 * The page's hreflang links, absolute: each language's version plus
 * x-default (English if there is one, else the page itself), as `buildHead`
 * puts them in the page's head, so the sitemap and the head never disagree.
 */
function hreflangLinks(page: PublishedPage, siteUrl: string): { hreflang: string; href: string }[] {
  // The page's own path is its canonical URL, whatever `alternates` says for its language.
  const byLang: Partial<Record<Lang, string>> = { ...page.alternates, [page.lang]: page.path };
  const links = LANGS.flatMap((lang): { hreflang: string; href: string }[] => {
    const path = byLang[lang];
    return path === undefined ? [] : [{ hreflang: lang, href: absoluteUrl(siteUrl, path) }];
  });
  links.push({ hreflang: 'x-default', href: absoluteUrl(siteUrl, byLang.en ?? page.path) });
  return links;
}

/** sitemap.xml (sitemaps.org 0.9, written by `sitemap`) with hreflang alternates, pages in path order. */
export async function buildSitemap(pages: readonly PublishedPage[], siteUrl: string): Promise<string> {
  const sorted = [...pages].sort((a, b) => compareStrings(a.path, b.path));
  for (const page of sorted) {
    const canonical = page.alternates[page.lang];
    if (canonical !== undefined && canonical !== page.path) {
      throw new Error(
        `${page.path} is not its own canonical (${canonical}): the sitemap lists canonical pages only`,
      );
    }
  }
  sorted.forEach((page, i) => {
    if (i > 0 && sorted[i - 1]!.path === page.path) {
      throw new Error(`Two published pages share the path ${page.path}`);
    }
  });
  const urls = sorted.map((page) => ({
    url: absoluteUrl(siteUrl, page.path),
    lastmod: checkedIsoDate(page.lastModified),
    links: hreflangLinks(page, siteUrl).map(({ hreflang, href }) => ({ lang: hreflang, url: href })),
  }));
  const sitemap = new SitemapStream({
    lastmodDateOnly: true,
    xmlns: { news: false, image: false, video: false, xhtml: true },
  });
  return `${(await streamToPromise(Readable.from(urls).pipe(sitemap))).toString('utf8')}\n`;
}

/** robots.txt: everything may be crawled; the sitemap lists it all. */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ''].join('\n');
}

/**
 * One language's blog as RSS 2.0 (written by `feed`), newest post first. The author
 * goes in `dc:creator` because RSS's own `<author>` must be an e-mail address, and the
 * brand in `dc:publisher`.
 */
export function buildRssFeed(options: {
  siteUrl: string;
  lang: Lang;
  brandName: string;
  title: string;
  description: string;
  /** The page whose news the feed carries (the remote's `Feed.pagePath`). */
  blogPath: string;
  /** Where the feed is published (the remote's `Feed.path`). */
  feedPath: string;
  items: readonly FeedItem[];
}): string {
  const { siteUrl } = options;
  // Ties broken by path so the order never depends on the input's order.
  const items = [...options.items].sort(
    (a, b) => compareStrings(b.publishedAt, a.publishedAt) || compareStrings(a.path, b.path),
  );
  const newest = items[0];
  const feed = new Feed({
    title: feedText(options.title),
    link: absoluteUrl(siteUrl, options.blogPath),
    description: feedText(options.description),
    language: RSS_LANGUAGE[options.lang],
    feedLinks: { rss: absoluteUrl(siteUrl, options.feedPath) },
    // From the content, not the clock: rebuilding unchanged posts yields the same bytes.
    ...(newest ? { updated: parseIsoDate(newest.publishedAt) } : {}),
    generator: false,
  });
  feed.addExtension(dublinCore('publisher', options.brandName));
  for (const item of items) {
    feed.addItem({
      title: feedCdata(item.title),
      link: absoluteUrl(siteUrl, item.path),
      date: parseIsoDate(item.publishedAt),
      description: feedCdata(item.description),
      category: [{ name: feedText(item.category) }],
      extensions: [dublinCore('creator', item.author)],
    });
  }
  const rss = feed.rss2();
  // `feed` dates a feed without posts by the clock; such a feed has no build date instead.
  return `${newest ? rss : rss.replace(/\n *<lastBuildDate>[^<]*<\/lastBuildDate>/, '')}\n`;
}

/** One line of markdown: every run of whitespace, newlines included, becomes one space. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text that cannot end the link early: `\`, `[` and `]` backslash-escaped. */
function markdownLinkText(text: string): string {
  return singleLine(text).replace(/[\\[\]]/g, '\\$&');
}

/** A link destination that cannot end the link early: spaces and parentheses percent-encoded. */
function markdownLinkUrl(url: string): string {
  return url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

function llmsListEntry(link: { title: string; path: string; description: string }, siteUrl: string): string {
  const entry = `- [${markdownLinkText(link.title)}](${markdownLinkUrl(absoluteUrl(siteUrl, link.path))})`;
  const description = singleLine(link.description);
  return description ? `${entry}: ${description}` : entry;
}

/**
 * llms.txt (https://llmstxt.org): the brand as title, the summary as a
 * quote, then one list of pages per section in order of first appearance,
 * and the extras under "Optional", the section the convention lets a reader
 * skip when its context is short.
 */
export function buildLlmsTxt(options: {
  siteUrl: string;
  brandName: string;
  /** One paragraph: what the company/site is. */
  summary: string;
  pages: readonly PublishedPage[];
  /** Extra links listed under an "Optional" heading, e.g. the RSS feeds and sitemap. */
  extras?: readonly LlmsExtraLink[];
}): string {
  const sections = new Map<string, string[]>();
  const addEntry = (section: string, entry: string) => {
    const heading = singleLine(section);
    const entries = sections.get(heading) ?? [];
    if (!sections.has(heading)) sections.set(heading, entries);
    entries.push(entry);
  };
  for (const page of options.pages) addEntry(page.section, llmsListEntry(page, options.siteUrl));
  for (const extra of options.extras ?? []) addEntry('Optional', llmsListEntry(extra, options.siteUrl));

  const lines = [`# ${singleLine(options.brandName)}`, '', `> ${singleLine(options.summary)}`];
  for (const [heading, entries] of sections) lines.push('', `## ${heading}`, '', ...entries);
  return `${lines.join('\n')}\n`;
}
