import type { Page } from '@playwright/test';
import { content } from '@intenta/test-helpers/content';
import { expect, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady } from './support';

/** A legal page's heading, head title, date line and section headings, from its content file (shell/content/). */
function legal(name: 'terms' | 'privacy', lang: 'en' | 'es') {
  const page = content('shell', name, lang);
  return {
    title: page.title,
    /** The head's title, as written (no longer than the 60 characters a title is cut to). */
    metaTitle: page.meta.title,
    date: `${page.dateLabel} ${page.date}`,
    sections: page.sections.map((section) => section.heading),
    /** Each section's paragraphs and list items, in order: the whole text the page must show. */
    texts: page.sections.map((section) =>
      section.blocks.flatMap((block) =>
        block.paragraph !== undefined ? [block.paragraph] : (block.list ?? []),
      ),
    ),
  };
}

const docs = [
  {
    path: '/terms',
    alternate: '/es/terms',
    lang: 'en',
    ...legal('terms', 'en'),
  },
  {
    path: '/es/terms',
    alternate: '/terms',
    lang: 'es',
    ...legal('terms', 'es'),
  },
  {
    path: '/privacy',
    alternate: '/es/privacy',
    lang: 'en',
    ...legal('privacy', 'en'),
  },
  {
    path: '/es/privacy',
    alternate: '/privacy',
    lang: 'es',
    ...legal('privacy', 'es'),
  },
];

async function jsonLd(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    ),
  );
}

for (const viewport of [DESKTOP, MOBILE]) {
  for (const doc of docs) {
    test(`${viewport.width} px: ${doc.path} has every section, its date and linkable headings`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(doc.path);
      await pageReady(page);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(doc.title);
      await expect(main).toContainText(doc.date);
      const headings = main.locator('section > h2');
      await expect(headings).toHaveCount(doc.sections.length);
      for (const [i, name] of doc.sections.entries()) {
        await expect(headings.nth(i)).toHaveText(name);
        const id = await headings.nth(i).getAttribute('id');
        expect(id).toMatch(/^[a-z-]+$/);
        await expect(main.getByRole('navigation').locator(`a[href="${doc.path}#${id}"]`)).toHaveCount(1);
        await expect(headings.nth(i).locator('xpath=..').locator('p, li')).toHaveText(doc.texts[i]!);
      }
      await expect(main).toContainText('info@intenta.example');
      await expect(main).not.toContainText(/\{email\}|\{address\}|\{brand\}|[Ll]orem ipsum|TODO/);
      // The legal text is a lazy chunk: the document's own first load carries no other page's copy.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
}

test.describe('head tags', () => {
  for (const doc of docs) {
    test(`${doc.path}: title, canonical, hreflang, Open Graph, Twitter, JSON-LD, html lang`, async ({
      page,
    }) => {
      await page.goto(doc.path);
      await pageReady(page);
      await expect(page).toHaveTitle(doc.metaTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', doc.lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://intenta.example${doc.path}`,
      );
      const en = doc.lang === 'en' ? doc.path : doc.alternate;
      const es = doc.lang === 'es' ? doc.path : doc.alternate;
      await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
        'href',
        `https://intenta.example${en}`,
      );
      await expect(page.locator('link[hreflang="es"]')).toHaveAttribute(
        'href',
        `https://intenta.example${es}`,
      );
      await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
        'href',
        `https://intenta.example${en}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,160}/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', doc.metaTitle);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `https://intenta.example${doc.path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^https:\/\/.+\.(png|jpg)$/,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        doc.lang === 'es' ? 'es_ES' : 'en_US',
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const blocks = await jsonLd(page);
      expect(blocks.map((b) => b['@type'])).toEqual(['WebSite', 'Organization', 'WebPage']);
      expect(blocks[0].potentialAction.target.urlTemplate).toBe(
        'https://intenta.example/blog?q={search_term_string}',
      );
      expect(blocks[2].inLanguage).toBe(doc.lang);
    });
  }

  test('each managed tag exists once after client navigations', async ({ page }) => {
    await page.goto('/terms');
    await pageReady(page);
    await page
      .getByTestId('site-footer')
      .getByRole('link', { name: content('shell', 'chrome', 'en').footer.privacy })
      .click();
    await expect(page).toHaveTitle(content('shell', 'privacy', 'en').meta.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://intenta.example/privacy',
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(await jsonLd(page)).toHaveLength(3);
  });

  test('the favicon is served', async ({ page }) => {
    await page.goto('/terms');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});
