import { expect, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady } from './support';

// The spec's English page at any unknown path; under /es the same page in
// Spanish (docs/product.md §16). Either way a 404, noindex.
const COPY = {
  en: {
    path: '/does-not-exist',
    title: 'Page Not Found',
    body: "Oops! The page you're looking for doesn't exist or has been moved.",
    home: ['Go Home', '/'],
    blog: ['Visit Blog', '/blog'],
    links: ['Home', 'Blog', 'Privacy Policy', 'Terms of Service'],
  },
  es: {
    path: '/es/no-existe',
    title: 'Página No Encontrada',
    body: '¡Ups! La página que buscas no existe o fue movida.',
    home: ['Inicio', '/es'],
    blog: ['Blog', '/es/blog'],
    links: ['Inicio', 'Blog', 'Política de Privacidad', 'Términos de Servicio'],
  },
} as const;

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
