// sitemap.xml, robots.txt, one RSS feed per language and llms.txt: published by
// the prerender step from the route table and the content, every address in
// them answering.
import type { Page } from '@playwright/test';
import { expect, siteOrigin, test } from '../../support/fixtures';

const SITE = 'https://intenta.example';
/** A canonical URL of the site, fetched from the local copy of it. */
const local = (url: string) => url.replace(SITE, siteOrigin);

const STATIC_PAGES = [
  '/',
  '/es',
  '/terms',
  '/es/terms',
  '/privacy',
  '/es/privacy',
  '/casos-de-exito',
  '/blog',
  '/es/blog',
  '/partners',
  '/es/partners',
  '/referral',
  '/es/referido',
];

async function parseXml(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    return { error, root: doc.documentElement.nodeName };
  }, xml);
}

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get(`${siteOrigin}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('sitemap.xml lists every page with its alternates and date, and each answers 200', async ({
  page,
  request,
}) => {
  const xml = await (await request.get(`${siteOrigin}/sitemap.xml`)).text();
  expect(await parseXml(page, xml)).toEqual({ error: null, root: 'urlset' });
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const locs = entries.map((e) => e.match(/<loc>([^<]+)<\/loc>/)![1]!);
  for (const path of STATIC_PAGES) expect(locs).toContain(path === '/' ? `${SITE}/` : `${SITE}${path}`);
  // The blog's posts, both languages (three each).
  expect(locs.filter((l) => /\/blog\/[a-z0-9-]+$/.test(l))).toHaveLength(6);
  expect(locs).toHaveLength(STATIC_PAGES.length + 6);
  // `/referido` is served, but its canonical is `/es/referido`: one answer per page.
  expect(locs).not.toContain(`${SITE}/referido`);
  for (const entry of entries) {
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(entry).toContain('hreflang="x-default"');
  }
  const home = entries.find((e) => e.includes(`<loc>${SITE}/</loc>`))!;
  expect(home).toContain(`hreflang="es" href="${SITE}/es"`);
  for (const loc of locs) expect((await request.get(local(loc))).status(), loc).toBe(200);
});

for (const [lang, blog] of [
  ['en', '/blog'],
  ['es', '/es/blog'],
] as const) {
  test(`${blog}/rss.xml is an RSS 2.0 feed of the ${lang} posts, linked from the blog pages`, async ({
    page,
    request,
  }) => {
    const response = await request.get(`${siteOrigin}${blog}/rss.xml`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(await parseXml(page, xml)).toEqual({ error: null, root: 'rss' });
    expect(xml).toContain('<rss version="2.0"');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toMatch(new RegExp(`^${SITE}${blog}/[a-z0-9-]+$`));
      expect((await request.get(local(link))).status(), link).toBe(200);
    }
    const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The list page and a post page both name the feed in their head.
    for (const path of [blog, `${blog}/${links[0]!.split('/').pop()}`]) {
      const html = await (await request.get(`${siteOrigin}${path}`)).text();
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${SITE}${blog}/rss.xml"`,
        ),
      );
    }
  });
}

test('llms.txt lists every page with a one-line summary', async ({ request }) => {
  const response = await request.get(`${siteOrigin}/llms.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^# Intenta\n\n> .{20,}/);
  const sitemap = await (await request.get(`${siteOrigin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const loc of locs) {
    const line = text.split('\n').find((l) => l.includes(`](${loc})`));
    expect(line, loc).toMatch(/^- \[[^\]]+\]\([^)]+\): .{20,}$/);
  }
  expect(text).toContain(`(${SITE}/blog/rss.xml)`);
});
