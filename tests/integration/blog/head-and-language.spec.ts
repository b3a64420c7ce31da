import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const SITE = 'https://intenta.example';

async function jsonLdTypes(page: Page): Promise<{ '@type': string; [k: string]: unknown }[]> {
  return page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
}

test.describe('blog head tags (from each page’s declared metadata)', () => {
  test('the list declares title, canonical, hreflang pair and a Blog item list', async ({ page }) => {
    await page.goto('/es/blog');
    await expect(page.getByTestId('post-card')).toHaveCount(3);
    await expect(page).toHaveTitle(/Últimas Perspectivas/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/es/blog`);
    await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute('href', `${SITE}/blog`);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /búsqueda con IA/);
    const blog = (await jsonLdTypes(page)).find((j) => j['@type'] === 'Blog') as unknown as {
      mainEntity: { '@type': string; itemListElement: { url: string }[] };
    };
    expect(blog.mainEntity['@type']).toBe('ItemList');
    expect(blog.mainEntity.itemListElement.map((i) => i.url)).toEqual([
      `${SITE}/es/blog/estancado-en-1-2-por-ciento-de-conversion`,
      `${SITE}/es/blog/revolucion-busqueda-ia`,
      `${SITE}/es/blog/el-costo-de-la-irrelevancia`,
    ]);
  });

  test('a post declares its pair as hreflang, BlogPosting and BreadcrumbList', async ({ page }) => {
    await page.goto('/blog/ai-search-revolution');
    await expect(page.getByTestId('post-body')).toBeVisible();
    await expect(page).toHaveTitle(/The AI Search Revolution/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/blog/ai-search-revolution`,
    );
    await expect(page.locator('head link[hreflang="es"]')).toHaveAttribute(
      'href',
      `${SITE}/es/blog/revolucion-busqueda-ia`,
    );
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const ld = await jsonLdTypes(page);
    const posting = ld.find((j) => j['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      identifier: 'ai-search-revolution',
      headline: expect.stringMatching(/^The AI Search Revolution/),
      datePublished: '2024-10-01',
      articleSection: 'AI Search',
      author: { name: 'Intenta Team' },
    });
    expect(String(posting?.image)).toMatch(/\.svg$/);
    expect(ld.find((j) => j['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, item: `${SITE}/blog` }, { position: 3 }],
    });
  });

  test('a not-found post is not indexed', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.locator('main h1')).toHaveText('Post Not Found');
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
