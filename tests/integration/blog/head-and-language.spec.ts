import { content, post, posts } from '@intenta/test-helpers/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const SITE = 'https://intenta.example';

/** Text starting with the first words of `text` (a head title or headline may be shortened). */
const beginningOf = (text: string) =>
  new RegExp(`^${text.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function jsonLdTypes(page: Page): Promise<{ '@type': string; [k: string]: unknown }[]> {
  return page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
}

test.describe('blog head tags (from each page’s declared metadata)', () => {
  test('the list declares title, canonical, hreflang pair and a Blog item list', async ({ page }) => {
    const spanish = posts('es');
    await page.goto('/es/blog');
    await expect(page.getByTestId('post-card')).toHaveCount(spanish.length);
    await expect(page).toHaveTitle(new RegExp(content('mf-blog', 'blog', 'es').list.heading));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/es/blog`);
    await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute('href', `${SITE}/blog`);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute(
      'content',
      new RegExp(content('mf-blog', 'blog', 'es').list.keywords[0]!),
    );
    const blog = (await jsonLdTypes(page)).find((j) => j['@type'] === 'Blog') as unknown as {
      mainEntity: { '@type': string; itemListElement: { url: string }[] };
    };
    expect(blog.mainEntity['@type']).toBe('ItemList');
    expect(blog.mainEntity.itemListElement.map((i) => i.url)).toEqual(
      spanish.map((meta) => `${SITE}/es/blog/${meta.slug}`),
    );
  });

  test('a post declares its pair as hreflang, BlogPosting and BreadcrumbList', async ({ page }) => {
    // The post's front matter (mf-blog/content/posts/): a studio edit keeps this green.
    const meta = post('ai-search-revolution', 'en');
    await page.goto(`/blog/${meta.slug}`);
    await expect(page.getByTestId('post-body')).toBeVisible();
    await expect(page).toHaveTitle(beginningOf(meta.title));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/blog/${meta.slug}`,
    );
    await expect(page.locator('head link[hreflang="es"]')).toHaveAttribute(
      'href',
      `${SITE}/es/blog/${post('ai-search-revolution', 'es').slug}`,
    );
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const ld = await jsonLdTypes(page);
    const posting = ld.find((j) => j['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      identifier: meta.slug,
      headline: expect.stringMatching(beginningOf(meta.title)),
      datePublished: meta.publishedAt,
      articleSection: meta.category,
      author: { name: meta.author },
    });
    expect(String(posting?.image)).toMatch(/\.svg$/);
    expect(ld.find((j) => j['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, item: `${SITE}/blog` }, { position: 3 }],
    });
  });

  test('a not-found post is not indexed', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.locator('main h1')).toHaveText(content('mf-blog', 'blog', 'en').post.notFoundTitle);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('footer language switch on the blog', () => {
  for (const c of [
    {
      from: '/blog/cost-of-irrelevance',
      to: '/es/blog/el-costo-de-la-irrelevancia',
      stored: 'es',
      h1: /^El costo/,
    },
    {
      from: '/es/blog/revolucion-busqueda-ia',
      to: '/blog/ai-search-revolution',
      stored: 'en',
      h1: /^The AI Search/,
    },
    { from: '/blog', to: '/es/blog', stored: 'es', h1: /^Últimas Perspectivas$/ },
  ]) {
    test(`${c.from} switches to its pair ${c.to}`, async ({ page }) => {
      await page.goto(c.from);
      await expect(page.locator('main h1')).toBeVisible();
      await page.getByTestId('footer-language-switch').click();
      await expect(page).toHaveURL(c.to);
      await expect(page.locator('main h1')).toHaveText(c.h1);
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe(c.stored);
    });
  }
});
