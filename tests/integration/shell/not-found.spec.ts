import { expect, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady } from './support';

for (const viewport of [DESKTOP, MOBILE]) {
  for (const [path, chromeLang] of [
    ['/does-not-exist', 'en'],
    ['/es/no-existe', 'es'],
  ] as const) {
    test(`${viewport.width} px: ${path} shows the not-found page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.setViewportSize(viewport);
      await page.goto(path);
      await pageReady(page);
      const main = page.locator('main');
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(main.locator('h1')).toHaveText('Page Not Found');
      await expect(main).toContainText("Oops! The page you're looking for doesn't exist or has been moved.");
      await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'Visit Blog' })).toHaveAttribute('href', '/blog');
      const links = main.getByRole('navigation').getByRole('link');
      await expect(links).toHaveText(['Home', 'Blog', 'Privacy Policy', 'Terms of Service']);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page).toHaveTitle('Page Not Found | Intenta');
      expect(errors).toContain(`404 Error: User attempted to access non-existent route: ${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', chromeLang);
      await expect(page.getByTestId('not-found')).toHaveAttribute('lang', 'en');

      await main.getByRole('link', { name: 'Visit Blog' }).click();
      await expect(page).toHaveURL('/blog');
      await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
    });
  }
}
