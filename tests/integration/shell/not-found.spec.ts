import { content } from '@intenta/test-helpers/content';
import { expect, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady } from './support';

// The spec's English page at any unknown path; under /es the same page in
// Spanish (docs/product.md §16). Either way a 404, noindex.
// Its words come from its content file (shell/content/not-found/): a studio edit keeps this green.
const notFound = (lang: 'en' | 'es', path: string) => {
  const page = content('shell', 'not-found', lang);
  const prefix = lang === 'es' ? '/es' : '';
  return {
    path,
    title: page.title,
    body: page.body,
    home: [page.homeButton, prefix || '/'],
    blog: [page.blogButton, `${prefix}/blog`],
    links: page.links.map((link) => link.label),
  } as const;
};
const COPY = { en: notFound('en', '/does-not-exist'), es: notFound('es', '/es/no-existe') };

for (const viewport of [DESKTOP, MOBILE]) {
  for (const [lang, t] of Object.entries(COPY)) {
    test(`${viewport.width} px: ${t.path} shows the not-found page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.setViewportSize(viewport);
      const response = await page.goto(t.path);
      expect(response?.status()).toBe(404);
      await pageReady(page);
      const main = page.locator('main');
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(main.locator('h1')).toHaveText(t.title);
      await expect(main).toContainText(t.body);
      await expect(main.getByRole('link', { name: t.home[0], exact: true }).first()).toHaveAttribute(
        'href',
        t.home[1],
      );
      await expect(main.getByRole('link', { name: t.blog[0], exact: true }).first()).toHaveAttribute(
        'href',
        t.blog[1],
      );
      const links = main.getByRole('navigation').getByRole('link');
      await expect(links).toHaveText([...t.links]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page).toHaveTitle(`${t.title} | Intenta`);
      await expect
        .poll(() => errors)
        .toContain(`404 Error: User attempted to access non-existent route: ${t.path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      await main.getByRole('link', { name: t.blog[0], exact: true }).first().click();
      await expect(page).toHaveURL(t.blog[1]);
      await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
    });
  }
}
