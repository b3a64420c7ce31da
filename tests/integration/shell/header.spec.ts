import { content } from '@intenta/test-helpers/content';
import { expect, siteOrigin, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady } from './support';

/** The header as its content file says it is (shell/content/chrome/): a studio edit keeps this green. */
const header = (lang: 'en' | 'es') => {
  const chrome = content('shell', 'chrome', lang);
  return {
    path: lang === 'es' ? '/es/terms' : '/terms',
    links: chrome.nav.map((entry) => [entry.label, entry.to] as const),
    demo: chrome.demo,
    menu: chrome.menu,
    skip: chrome.skip,
  };
};
const entries = { en: header('en'), es: header('es') };

for (const lang of ['en', 'es'] as const) {
  const t = entries[lang];

  test.describe(`${lang} header at 1280 px`, () => {
    test.use({ viewport: DESKTOP });

    test('shows every entry with its target, and the demo button', async ({ page }) => {
      await page.goto(t.path);
      await pageReady(page);
      const nav = page.getByTestId('site-header').getByRole('navigation');
      await expect(nav).toHaveCount(1);
      const links = nav.getByRole('link');
      await expect(links).toHaveText(t.links.map(([label]) => label));
      for (const [label, href] of t.links) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
      await expect(page.getByTestId('site-header').getByRole('button', { name: t.demo })).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.menu, exact: true })).toBeHidden();
    });

    test('a skip link is the first stop and leads to the main content', async ({ page }) => {
      await page.goto(t.path);
      await pageReady(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.skip });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });

    test('is fixed and turns compact with a shadow once scrolled more than 50 px', async ({ page }) => {
      await page.goto(t.path);
      await pageReady(page);
      const header = page.getByTestId('site-header');
      await expect(header).toHaveCSS('position', 'fixed');
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      const tall = (await header.boundingBox())!.height;
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header).not.toHaveCSS('box-shadow', 'none');
      await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall);
      expect((await header.boundingBox())!.y).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
    });

    test('a section entry from another page goes to the home section', async ({ page }) => {
      await page.goto(t.path);
      await pageReady(page);
      const [label, href] = t.links.find(([, to]) => to.endsWith('#faq'))!;
      await page.getByTestId('site-header').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  });

  test.describe(`${lang} header at 375 px`, () => {
    test.use({ viewport: MOBILE });

    test('a toggle menu with aria-expanded/aria-controls that closes when a link is chosen', async ({
      page,
    }) => {
      await page.goto(t.path);
      await pageReady(page);
      const header = page.getByTestId('site-header');
      await expect(header.getByRole('button', { name: t.demo })).toBeHidden();
      const toggle = header.getByRole('button', { name: t.menu, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText(t.links.map(([label]) => label));
      await expect(menu.getByRole('button', { name: t.demo })).toBeVisible();

      // Escape closes it and gives focus back to the toggle.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      // Keyboard: open with Enter, choose the blog link.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      const [blogLabel, blogHref] = t.links.find(([, to]) => to.endsWith('/blog'))!;
      await menu.getByRole('link', { name: blogLabel, exact: true }).click();
      await expect(page).toHaveURL(blogHref);
      await expect(menu).toBeHidden();
      await expect(menu.locator(`a[href="${blogHref}"]`)).toHaveAttribute('aria-current', 'page');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('header language toggle', () => {
  const cases = [
    ['/blog', '/es', 'es'],
    ['/terms', '/es', 'es'],
    ['/es/blog', '/', 'en'],
    ['/es/terms', '/', 'en'],
    // Spanish pages outside /es offer English: the counterpart, else the English home.
    ['/referido', '/referral', 'en'],
    ['/casos-de-exito', '/', 'en'],
  ] as const;
  for (const [from, to, lang] of cases) {
    test(`from ${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await pageReady(page);
      await page.getByTestId('header-language-toggle').click();
      await expect(page).toHaveURL(to);
      await pageReady(page);
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('on Spanish pages outside /es the served HTML already offers English', async ({ request }) => {
    for (const [path, href] of [
      ['/referido', '/referral'],
      ['/casos-de-exito', '/'],
    ] as const) {
      const html = await (await request.get(`${siteOrigin}${path}`)).text();
      const toggle = html.match(/<a [^>]*data-testid="header-language-toggle"[^>]*>([\s\S]*?)<\/a>/);
      expect(toggle, path).not.toBeNull();
      expect(toggle![0], path).toContain(`href="${href}"`);
      expect(toggle![0], path).toMatch(/hreflang="en"/i);
      expect(toggle![1]!.replace(/<[^>]+>/g, ''), path).toBe('EN (View the site in English)');
    }
  });
});
