import { content } from '@intenta/test-helpers/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady } from './support';

// Headings and menu entries from the content files (shell/content/): a studio edit keeps this green.
const sectionHeading = (page: 'terms' | 'privacy', id: string) =>
  content('shell', page, 'en').sections.find((section) => section.id === id)!.heading;
const navLabel = (lang: 'en' | 'es', anchor: string) =>
  content('shell', 'chrome', lang).nav.find((entry) => entry.to.endsWith(anchor))!.label;

/** Distance of an element's top from the bottom of the fixed header. */
async function offsetBelowHeader(page: Page, id: string) {
  return page.evaluate((target) => {
    const header = document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect();
    const element = document.getElementById(target);
    return element ? element.getBoundingClientRect().top - header.bottom : Number.POSITIVE_INFINITY;
  }, id);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('an address with a hash scrolls to its element on load', async ({ page }) => {
      await page.goto('/es/terms#ley-aplicable');
      await pageReady(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await expect.poll(() => offsetBelowHeader(page, 'ley-aplicable')).toBeLessThan(40);
      expect(await offsetBelowHeader(page, 'ley-aplicable')).toBeGreaterThanOrEqual(0);
    });

    test('after a client navigation from another page, once the target has rendered', async ({ page }) => {
      await page.goto('/privacy');
      await pageReady(page);
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      // The terms page is a lazy chunk: the target appears after the address changed.
      await page.evaluate(() => {
        history.pushState({}, '', '/terms#contact');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.locator('#contact')).toHaveText(sectionHeading('terms', 'contact'));
      await expect.poll(() => offsetBelowHeader(page, 'contact')).toBeLessThan(40);
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    });

    test('contents links scroll to their section and a new page starts at the top', async ({ page }) => {
      await page.goto('/privacy');
      await pageReady(page);
      await page
        .getByRole('navigation', { name: content('shell', 'privacy', 'en').contentsLabel })
        .getByRole('link', { name: sectionHeading('privacy', 'retention') })
        .click();
      await expect(page).toHaveURL('/privacy#retention');
      await expect.poll(() => offsetBelowHeader(page, 'retention')).toBeLessThan(40);
      await page
        .getByTestId('site-footer')
        .getByRole('link', { name: content('shell', 'chrome', 'en').footer.terms })
        .click();
      await expect(page.locator('main h1')).toHaveText(content('shell', 'terms', 'en').title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe('header section links to the home page', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`${viewport.width} px: from another page, the section rendered later is scrolled to`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/es/terms');
      await pageReady(page);
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      // The home remote's FAQ is the real late target: the home page's code only starts
      // loading after the click. (A stand-in section with the same id raced the real one.)
      if (viewport === MOBILE)
        await page.getByRole('button', { name: content('shell', 'chrome', 'es').menu, exact: true }).click();
      await page
        .getByTestId('site-header')
        .getByRole('link', { name: navLabel('es', '#faq'), exact: true })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL('/es#faq');
      // Just below the header once the smooth scroll has settled: neither short of it nor past it.
      await expect
        .poll(async () => {
          const offset = await offsetBelowHeader(page, 'faq');
          return offset >= 0 && offset < 40 ? 'below the header' : offset;
        })
        .toBe('below the header');
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    });
  }

  test('on home, choosing the same entry again scrolls there again', async ({ page }) => {
    await page.goto('/');
    await pageReady(page);
    const link = page
      .getByTestId('site-header')
      .getByRole('link', { name: navLabel('en', '#about'), exact: true });
    await link.click();
    await expect.poll(() => offsetBelowHeader(page, 'about')).toBeLessThan(40);
    await page.evaluate(() => window.scrollTo(0, 0));
    await link.click();
    await expect.poll(() => offsetBelowHeader(page, 'about')).toBeLessThan(40);
    await expect(page).toHaveURL('/#about');
  });
});
