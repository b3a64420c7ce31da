// Every page in the sitemap names a share card of its own (og:image), drawn for it at
// prerender time in its language, and that card is served as a 1200×630 PNG under 200 KB,
// cached for good. A hydrated page keeps the card it was served with.
import { pngSize } from '@intenta/test-helpers/png-size';
import { expect, siteOrigin, test } from '../../support/fixtures';

const SITE = 'https://intenta.example';
/** A canonical URL of the site, fetched from the local copy of it. */
const local = (url: string) => url.replace(SITE, siteOrigin);

/** The content of the head's `<meta>` with that property or name. */
function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
  return tag
    ?.match(/content="([^"]*)"/)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&amp;/g, '&');
}

test('every page in the sitemap names its own share card, served as a 1200×630 PNG under 200 KB', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${siteOrigin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // 13 pages and 6 posts, each at its canonical address only.
  expect(locs.length).toBeGreaterThanOrEqual(19);
  const cards = new Map<string, string>();
  for (const loc of locs) {
    const html = await (await request.get(local(loc))).text();
    const image = metaContent(html, 'og:image');
    expect(image, loc).toMatch(new RegExp(`^${SITE}/share/.+\\.[0-9a-f]{10}\\.png$`));
    expect(metaContent(html, 'og:image:width'), loc).toBe('1200');
    expect(metaContent(html, 'og:image:height'), loc).toBe('630');
    expect(metaContent(html, 'twitter:card'), loc).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image'), loc).toBe(image);
    const alt = metaContent(html, 'og:image:alt') ?? '';
    expect(metaContent(html, 'twitter:image:alt'), loc).toBe(alt);
    // The card shows the page's own title, in the page's language ("Intenta | …" without the brand).
    const title = (metaContent(html, 'og:title') ?? '').replace(/^Intenta \| /, '').replace(/…$/, '');
    expect(alt, loc).toContain(title.slice(0, 30));

    const response = await request.get(local(image!));
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
    expect(response.headers()['cache-control'], image).toContain('immutable');
    const bytes = await response.body();
    expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
    expect(bytes.length, image).toBeLessThan(200_000);
    cards.set(metaContent(html, 'og:url')!, image!);
  }
  // Made for each page: no two pages share a card, not even a page and its translation
  // (the sitemap lists canonical addresses only, so each is a page of its own).
  expect(new Set(cards.values()).size).toBe(cards.size);
  expect(cards.size).toBe(locs.length);
});

test("a post's card is made from its title and illustration; the hydrated page keeps it", async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${siteOrigin}/blog/ai-search-revolution`)).text();
  const image = metaContent(html, 'og:image')!;
  expect(image).toContain('/share/blog/ai-search-revolution.');
  expect(metaContent(html, 'og:image:alt')).toMatch(/ · Blog · .+/);
  // With its illustration the card holds far more than a text-only card.
  const postCard = (await (await request.get(local(image))).body()).length;
  const listHtml = await (await request.get(`${siteOrigin}/blog`)).text();
  const listCard = (await (await request.get(local(metaContent(listHtml, 'og:image')!))).body()).length;
  expect(postCard).toBeGreaterThan(listCard);

  await page.goto('/blog/ai-search-revolution');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    metaContent(html, 'og:image:alt')!,
  );
});
