// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  buildLlmsTxt,
  buildRobotsTxt,
  buildRssFeed,
  buildSitemap,
  type FeedItem,
  type PublishedPage,
} from './site-files';

const SITE = 'https://intenta.example/';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

/** The document, or a thrown error naming what the parser rejected. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Malformed XML: ${error.textContent}`);
  return doc;
}

/** Text of the direct children named `tag` (the channel's own title, not its items'). */
const childText = (parent: Element, tag: string): string[] =>
  Array.from(parent.children)
    .filter((el) => el.tagName === tag)
    .map((el) => el.textContent ?? '');

const text = (parent: Element | Document, tag: string, ns?: string): string[] =>
  Array.from(ns ? parent.getElementsByTagNameNS(ns, tag) : parent.getElementsByTagName(tag)).map(
    (el) => el.textContent ?? '',
  );

function page(overrides: Partial<PublishedPage> & Pick<PublishedPage, 'path' | 'lang'>): PublishedPage {
  return {
    title: `Title of ${overrides.path}`,
    description: `About ${overrides.path}`,
    alternates: { [overrides.lang]: overrides.path },
    lastModified: '2024-10-01',
    section: 'Home',
    ...overrides,
  };
}

// Deliberately not in path order.
const pages: PublishedPage[] = [
  page({ path: '/es', lang: 'es', alternates: { en: '/', es: '/es' } }),
  page({
    path: '/es/blog/busqueda-ia',
    lang: 'es',
    alternates: { en: '/blog/ai-search', es: '/es/blog/busqueda-ia' },
    lastModified: '2024-11-05',
    section: 'Blog',
  }),
  page({ path: '/', lang: 'en', alternates: { en: '/', es: '/es' } }),
  page({ path: '/es/legal/aviso', lang: 'es', section: 'Legal' }),
  page({
    path: '/blog/ai-search',
    lang: 'en',
    alternates: { en: '/blog/ai-search', es: '/es/blog/busqueda-ia' },
    lastModified: '2024-11-04',
    section: 'Blog',
  }),
];

describe('sitemap.xml', () => {
  let xml = '';
  let doc: Document;
  let urls: Element[] = [];
  beforeAll(async () => {
    xml = await buildSitemap(pages, SITE);
    doc = parseXml(xml);
    urls = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'));
  });
  const alternatesOf = (loc: string) => {
    const url = urls.find((u) => text(u, 'loc', SITEMAP_NS)[0] === loc);
    if (!url) throw new Error(`no <url> for ${loc}`);
    return Array.from(url.getElementsByTagNameNS(XHTML_NS, 'link')).map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
  };

  it('is a well-formed sitemaps.org 0.9 urlset ending in a newline', () => {
    expect(() => parseXml('<urlset>&</urlset>')).toThrow(/Malformed XML/); // the check can fail
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('lists every page once, by path, with its absolute URL (root with a trailing slash) and date', () => {
    expect(urls.map((url) => `${text(url, 'loc', SITEMAP_NS)} ${text(url, 'lastmod', SITEMAP_NS)}`)).toEqual([
      'https://intenta.example/ 2024-10-01',
      'https://intenta.example/blog/ai-search 2024-11-04',
      'https://intenta.example/es 2024-10-01',
      'https://intenta.example/es/blog/busqueda-ia 2024-11-05',
      'https://intenta.example/es/legal/aviso 2024-10-01',
    ]);
  });

  it('links every language version plus x-default = English', () => {
    const blogPost = [
      ['alternate', 'en', 'https://intenta.example/blog/ai-search'],
      ['alternate', 'es', 'https://intenta.example/es/blog/busqueda-ia'],
      ['alternate', 'x-default', 'https://intenta.example/blog/ai-search'],
    ];
    expect(alternatesOf('https://intenta.example/es/blog/busqueda-ia')).toEqual(blogPost);
    expect(alternatesOf('https://intenta.example/blog/ai-search')).toEqual(blogPost);
    expect(alternatesOf('https://intenta.example/es')).toEqual([
      ['alternate', 'en', 'https://intenta.example/'],
      ['alternate', 'es', 'https://intenta.example/es'],
      ['alternate', 'x-default', 'https://intenta.example/'],
    ]);
  });

  it('uses the page itself as x-default when it has no English version', () => {
    expect(alternatesOf('https://intenta.example/es/legal/aviso')).toEqual([
      ['alternate', 'es', 'https://intenta.example/es/legal/aviso'],
      ['alternate', 'x-default', 'https://intenta.example/es/legal/aviso'],
    ]);
  });

  it("always links the page's own path for its language", async () => {
    const missingSelf = page({ path: '/es/socios', lang: 'es', alternates: { en: '/partners' } });
    const links = Array.from(
      parseXml(await buildSitemap([missingSelf], SITE)).getElementsByTagNameNS(XHTML_NS, 'link'),
    ).map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(links).toEqual([
      'en https://intenta.example/partners',
      'es https://intenta.example/es/socios',
      'x-default https://intenta.example/partners',
    ]);
  });

  it('refuses a page whose canonical is another address (a served duplicate)', async () => {
    const duplicate = page({
      path: '/referido',
      lang: 'es',
      alternates: { en: '/referral', es: '/es/referido' },
    });
    await expect(buildSitemap([duplicate], SITE)).rejects.toThrow(/\/referido is not its own canonical/);
  });

  it('XML-escapes URLs, written as the URL parser normalises them', async () => {
    const odd = page({ path: '/search?q=a&b=<c>', lang: 'en' });
    const out = await buildSitemap([odd], 'https://intenta.example');
    expect(out).toContain('<loc>https://intenta.example/search?q=a&amp;b=%3Cc%3E</loc>');
    expect(text(parseXml(out), 'loc', SITEMAP_NS)).toEqual(['https://intenta.example/search?q=a&b=%3Cc%3E']);
  });

  it('is the same bytes whatever order the pages come in', async () => {
    expect(await buildSitemap([...pages].reverse(), SITE)).toBe(xml);
    expect(await buildSitemap(pages, 'https://intenta.example')).toBe(xml);
  });

  it('rejects two pages with one path, and dates that are not YYYY-MM-DD', async () => {
    await expect(buildSitemap([...pages, page({ path: '/es', lang: 'es' })], SITE)).rejects.toThrow(/\/es/);
    await expect(
      buildSitemap([page({ path: '/', lang: 'en', lastModified: '2024-02-30' })], SITE),
    ).rejects.toThrow(/2024-02-30/);
    await expect(
      buildSitemap([page({ path: '/', lang: 'en', lastModified: '1 Oct 2024' })], SITE),
    ).rejects.toThrow();
  });
});

describe('robots.txt', () => {
  it('allows everything and names the absolute sitemap URL', () => {
    const robots = buildRobotsTxt(SITE);
    const lines = robots.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Sitemap: https://intenta.example/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
    expect(robots.endsWith('\n')).toBe(true);
    expect(buildRobotsTxt('https://intenta.example')).toBe(robots);
  });
});

describe('RSS feeds', () => {
  const items: FeedItem[] = [
    {
      title: 'Older post',
      path: '/blog/older',
      description: 'First.',
      publishedAt: '2024-09-15',
      author: 'Ana García',
      category: 'Guides',
    },
    {
      title: 'Search & <Conversion>',
      path: '/blog/search-conversion',
      description: 'Why "search" & <discovery> matter',
      publishedAt: '2024-10-01',
      author: "Lee O'Brien",
      category: 'AI & Search',
    },
    {
      title: 'Same day, later path',
      path: '/blog/zeta',
      description: 'Third.',
      publishedAt: '2024-10-01',
      author: 'Ana García',
      category: 'News',
    },
  ];
  const english = {
    siteUrl: SITE,
    lang: 'en' as const,
    brandName: 'Intenta',
    title: 'Intenta Blog',
    description: 'AI search for online shops',
    blogPath: '/blog',
    feedPath: '/blog/rss.xml',
    items,
  };
  const spanish = {
    ...english,
    lang: 'es' as const,
    title: 'Blog de Intenta',
    description: 'Búsqueda con IA para tiendas online',
    blogPath: '/es/blog',
    feedPath: '/es/blog/rss.xml',
    items: [
      {
        title: 'Búsqueda <semántica> & ventas',
        path: '/es/blog/busqueda',
        description: 'Resumen',
        publishedAt: '2024-11-05',
        author: 'Ana García',
        category: 'Guías',
      },
    ],
  };
  const xml = buildRssFeed(english);
  const doc = parseXml(xml);
  const channel = doc.getElementsByTagName('channel')[0]!;
  const itemEls = Array.from(doc.getElementsByTagName('item'));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is well-formed RSS 2.0 with the Atom and Dublin Core namespaces', () => {
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.documentElement.getAttribute('xmlns:atom')).toBe(ATOM_NS);
    // `feed` declares only the namespaces of its own elements; the dc: ones declare theirs.
    for (const el of Array.from(doc.getElementsByTagName('*')).filter((e) => e.prefix === 'dc')) {
      expect(el.namespaceURI).toBe(DC_NS);
    }
    expect(doc.getElementsByTagNameNS(DC_NS, '*')).toHaveLength(1 + itemEls.length);
    expect(xml.endsWith('</rss>\n')).toBe(true);
  });

  it('describes the channel: title, absolute blog link, language, self link, publisher', () => {
    expect(childText(channel, 'title')).toEqual(['Intenta Blog']);
    expect(childText(channel, 'link')).toEqual(['https://intenta.example/blog']);
    expect(childText(channel, 'description')).toEqual(['AI search for online shops']);
    expect(childText(channel, 'language')).toEqual(['en-US']);
    const self = channel.getElementsByTagNameNS(ATOM_NS, 'link')[0]!;
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe('https://intenta.example/blog/rss.xml');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
    expect(text(channel, 'publisher', DC_NS)).toEqual(['Intenta']);
  });

  it('dates the build by the newest post, in RFC 822, whatever the clock says', () => {
    expect(childText(channel, 'lastBuildDate')).toEqual(['Tue, 01 Oct 2024 00:00:00 GMT']);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-05-06T12:34:56Z'));
    expect(buildRssFeed(english)).toBe(xml);
  });

  it('lists the posts newest first (same day: by path), each complete', () => {
    expect(itemEls.map((el) => text(el, 'link')[0])).toEqual([
      'https://intenta.example/blog/search-conversion',
      'https://intenta.example/blog/zeta',
      'https://intenta.example/blog/older',
    ]);
    const [first, , last] = itemEls;
    expect(text(first!, 'pubDate')).toEqual(['Tue, 01 Oct 2024 00:00:00 GMT']);
    expect(text(last!, 'pubDate')).toEqual(['Sun, 15 Sep 2024 00:00:00 GMT']);
    const guid = first!.getElementsByTagName('guid')[0]!;
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(guid.textContent).toBe('https://intenta.example/blog/search-conversion');
    expect(text(first!, 'creator', DC_NS)).toEqual(["Lee O'Brien"]);
    expect(first!.getElementsByTagName('author')).toHaveLength(0);
    expect(text(first!, 'category')).toEqual(['AI & Search']);
    expect(text(last!, 'description')).toEqual(['First.']);
  });

  it('escapes titles and descriptions with & and <', () => {
    expect(xml).toContain('<title><![CDATA[Search & <Conversion>]]></title>');
    expect(xml).toContain('<category>AI &amp; Search</category>');
    expect(text(itemEls[0]!, 'title')).toEqual(['Search & <Conversion>']);
    expect(text(itemEls[0]!, 'description')).toEqual(['Why "search" & <discovery> matter']);
  });

  it('carries text that looks like markup as written: "&amp;", "]]>" more than once', () => {
    const odd = 'a &amp; b ]]> c ]]> d ]]]>';
    const feed = parseXml(
      buildRssFeed({
        ...english,
        title: odd,
        description: odd,
        brandName: odd,
        items: [{ ...items[0]!, title: odd, description: odd, author: odd, category: odd }],
      }),
    );
    const feedChannel = feed.getElementsByTagName('channel')[0]!;
    expect(childText(feedChannel, 'title')).toEqual([odd]);
    expect(childText(feedChannel, 'description')).toEqual([odd]);
    expect(text(feedChannel, 'publisher', DC_NS)).toEqual([odd]);
    const item = feed.getElementsByTagName('item')[0]!;
    for (const tag of ['title', 'description', 'category']) expect(text(item, tag)).toEqual([odd]);
    expect(text(item, 'creator', DC_NS)).toEqual([odd]);
  });

  it('builds the Spanish feed with its own URLs and language', () => {
    const es = parseXml(buildRssFeed(spanish));
    const esChannel = es.getElementsByTagName('channel')[0]!;
    expect(childText(esChannel, 'title')).toEqual(['Blog de Intenta']);
    expect(childText(esChannel, 'language')).toEqual(['es-ES']);
    expect(childText(esChannel, 'link')).toEqual(['https://intenta.example/es/blog']);
    expect(esChannel.getElementsByTagNameNS(ATOM_NS, 'link')[0]!.getAttribute('href')).toBe(
      'https://intenta.example/es/blog/rss.xml',
    );
    expect(childText(esChannel, 'lastBuildDate')).toEqual(['Tue, 05 Nov 2024 00:00:00 GMT']);
    const [item] = Array.from(es.getElementsByTagName('item'));
    expect(text(item!, 'title')).toEqual(['Búsqueda <semántica> & ventas']);
    expect(text(item!, 'link')).toEqual(['https://intenta.example/es/blog/busqueda']);
  });

  it('is the same bytes whatever order the posts come in', () => {
    expect(buildRssFeed({ ...english, items: [...items].reverse() })).toBe(xml);
  });

  it('stays well-formed with no posts (and then has no build date)', () => {
    const empty = parseXml(buildRssFeed({ ...english, items: [] }));
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    expect(empty.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });

  it('rejects a publication date that is not YYYY-MM-DD', () => {
    const bad = { ...items[0]!, publishedAt: '2024-13-01' };
    expect(() => buildRssFeed({ ...english, items: [bad] })).toThrow(/2024-13-01/);
  });

  it('drops the characters XML cannot carry instead of breaking the feed', () => {
    const title = 'a\u0001b\uD800c\uFFFF\td';
    const feed = parseXml(buildRssFeed({ ...english, items: [{ ...items[0]!, title }] }));
    expect(text(feed.getElementsByTagName('item')[0]!, 'title')).toEqual(['abc\td']);
  });

  it('carries any title through to the parsed feed unchanged', () => {
    fc.assert(
      // An empty title is no title: `feed` leaves the element out (a post always has one).
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (title) => {
        const feed = parseXml(buildRssFeed({ ...english, title, items: [{ ...items[0]!, title }] }));
        expect(text(feed.getElementsByTagName('item')[0]!, 'title')).toEqual([title]);
      }),
    );
  });
});

describe('llms.txt', () => {
  const llmsPages: PublishedPage[] = [
    page({ path: '/', lang: 'en', title: 'AI search for shops', description: 'What Intenta does.' }),
    page({
      path: '/blog',
      lang: 'en',
      title: 'Blog',
      description: 'Articles on\n  AI search.',
      section: 'Blog',
    }),
    page({
      path: '/partners',
      lang: 'en',
      title: 'Partners [agencies]',
      description: 'For agencies.',
      section: 'Partners',
    }),
    page({ path: '/blog/ai-search', lang: 'en', title: 'A \\ B', description: '', section: 'Blog' }),
    page({ path: '/es', lang: 'es', title: 'Búsqueda con IA', description: 'Qué hace Intenta.' }),
  ];
  const options = {
    siteUrl: SITE,
    brandName: 'Intenta',
    summary: 'Intenta sells an AI search engine\nto online shops.',
    pages: llmsPages,
    extras: [
      { title: 'Blog RSS (English)', path: '/blog/rss.xml', description: 'New posts.' },
      { title: 'Sitemap', path: '/sitemap.xml', description: 'Every page.' },
    ],
  };
  const llms = buildLlmsTxt(options);

  it('is the brand, the summary, the sections in order of first appearance, then the extras', () => {
    expect(llms).toBe(
      [
        '# Intenta',
        '',
        '> Intenta sells an AI search engine to online shops.',
        '',
        '## Home',
        '',
        '- [AI search for shops](https://intenta.example/): What Intenta does.',
        '- [Búsqueda con IA](https://intenta.example/es): Qué hace Intenta.',
        '',
        '## Blog',
        '',
        '- [Blog](https://intenta.example/blog): Articles on AI search.',
        '- [A \\\\ B](https://intenta.example/blog/ai-search)',
        '',
        '## Partners',
        '',
        '- [Partners \\[agencies\\]](https://intenta.example/partners): For agencies.',
        '',
        '## Optional',
        '',
        '- [Blog RSS (English)](https://intenta.example/blog/rss.xml): New posts.',
        '- [Sitemap](https://intenta.example/sitemap.xml): Every page.',
        '',
      ].join('\n'),
    );
  });

  it('gives every page exactly one list line', () => {
    const entries = llms.split('\n').filter((line) => line.startsWith('- ['));
    expect(entries).toHaveLength(llmsPages.length + options.extras.length);
    for (const p of llmsPages) {
      expect(
        entries.filter((line) => line.includes(`](https://intenta.example${p.path === '/' ? '/' : p.path})`)),
      ).toHaveLength(1);
    }
  });

  it('keeps a multi-line title on its line and percent-encodes link-breaking URL characters', () => {
    const out = buildLlmsTxt({
      ...options,
      extras: [],
      pages: [page({ path: '/a b(c)', lang: 'en', title: 'Two\nlines]', description: 'x\r\ny' })],
    });
    expect(out.split('\n')).toContain('- [Two lines\\]](https://intenta.example/a%20b%28c%29): x y');
  });

  it('has no Optional section without extras, and ends with a newline', () => {
    const { extras: _extras, ...withoutExtras } = options;
    const out = buildLlmsTxt(withoutExtras);
    expect(out).not.toContain('## Optional');
    expect(out.endsWith('](https://intenta.example/partners): For agencies.\n')).toBe(true);
  });

  it('is the same bytes for the same input', () => {
    expect(buildLlmsTxt(structuredClone(options))).toBe(llms);
  });
});
