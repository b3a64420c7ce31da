// One answer per page for search engines (docs/product.md §18): every URL the sitemap lists
// is the canonical its page declares, the page's hreflang set is the one the sitemap gives it,
// the set is reciprocal (each page it names names the same set back), and a page in one
// language names only itself.
import { expect, siteOrigin, test } from '../../support/fixtures';
import { localPath, sitemapUrls } from '../../support/served-pages';

type Links = { canonical: string | null; hreflang: Record<string, string> };

/** The canonical and hreflang links of a served document's head. */
function headLinks(html: string): Links {
  const head = html.slice(0, html.indexOf('</head>'));
  const out: Links = { canonical: null, hreflang: {} };
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    const attr = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
    if (attr('rel') === 'canonical') out.canonical = attr('href') ?? null;
    else if (attr('rel') === 'alternate' && attr('hreflang')) out.hreflang[attr('hreflang')!] = attr('href')!;
  }
  return out;
}

test('every sitemap URL is its page’s canonical, with reciprocal hreflang alternates', async ({
  request,
}) => {
  const xml = await (await request.get(`${siteOrigin}/sitemap.xml`)).text();
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(10);
  const sitemapSets = new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
      entry!.match(/<loc>([^<]+)<\/loc>/)![1]!,
      Object.fromEntries(
        [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!]),
      ),
    ]),
  );
  const heads = new Map<string, Links>();
  for (const url of urls) {
    const response = await request.get(`${siteOrigin}${localPath(url)}`);
    expect(response.status(), url).toBe(200);
    heads.set(url, headLinks(await response.text()));
  }
  const problems: string[] = [];
  for (const url of urls) {
    const { canonical, hreflang } = heads.get(url)!;
    if (canonical !== url) problems.push(`${url}: canonical is ${canonical}`);
    if (JSON.stringify(hreflang) !== JSON.stringify(sitemapSets.get(url))) {
      problems.push(
        `${url}: head hreflang ${JSON.stringify(hreflang)} ≠ sitemap ${JSON.stringify(sitemapSets.get(url))}`,
      );
    }
    const named = Object.entries(hreflang).filter(([lang]) => lang !== 'x-default');
    if (!named.some(([, href]) => href === url))
      problems.push(`${url}: its hreflang set does not name itself`);
    for (const [lang, href] of named) {
      if (href === url) continue;
      const other = heads.get(href);
      if (!other) {
        problems.push(`${url}: its ${lang} alternate ${href} is not in the sitemap`);
        continue;
      }
      if (JSON.stringify(other.hreflang) !== JSON.stringify(hreflang)) {
        problems.push(
          `${url} ↔ ${href}: hreflang sets differ ${JSON.stringify(hreflang)} / ${JSON.stringify(other.hreflang)}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});
