import { expect, test } from '../../support/fixtures';
import { pageReady } from './support';

test.describe('Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the first visit of / in a session goes to /es, replacing history; only once', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/es');
    await pageReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => sessionStorage.getItem('language-redirect-done'))).toBe('1');

    // Same session: / stays English.
    await page.goto('/');
    await pageReady(page);
    await expect(page).toHaveURL('/');

    // History was replaced: going back from /es skips the / entry.
    await page.goBack();
    await expect(page).toHaveURL('/es');
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });

  test('a visitor who chose English with the switch stays on English', async ({ page }) => {
    await page.goto('/terms');
    await pageReady(page);
    await page.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await pageReady(page);
    await expect(page).toHaveURL('/');
  });

  test('other paths are never redirected', async ({ page }) => {
    await page.goto('/blog');
    await pageReady(page);
    await expect(page).toHaveURL('/blog');
  });
});

test.describe('English browser', () => {
  test.use({ locale: 'en-US' });

  test('stays on /; a stored Spanish preference redirects', async ({ page }) => {
    await page.goto('/');
    await pageReady(page);
    await expect(page).toHaveURL('/');
    await page.evaluate(() => {
      localStorage.setItem('preferred-language', 'es');
      sessionStorage.clear();
    });
    await page.goto('/');
    await expect(page).toHaveURL('/es');
  });
});
