// A click made on a served page before React has hydrated it takes effect once
// it has (shared/src/ssr/early-clicks.ts), with the real
// React handling the replayed click. The page's own code (the home remote's
// page module) is held back until the click is made, so the click lands
// between the shell starting and the hydration.
import { content } from '@intenta/test-helpers/content';
import { expect, test, type Page } from '@playwright/test';
import { remoteOrigin } from '../../support/fixtures';
import { safeRoute } from '../../support/routes';
import { DESKTOP, MOBILE, stubExternalHosts } from './support';

const HOME_PAGE_MODULE = new RegExp(
  `^${remoteOrigin.home}/static/js/async/__federation_expose_HomePage\\.[0-9a-f]+\\.js$`,
);

/**
 * Opens `/` with the home page's module held; resolves once the shell keeps
 * early clicks (the page is served, not hydrated). Call the returned function
 * to let the module arrive.
 */
async function openWithPageModuleHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(HOME_PAGE_MODULE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'pending');
  return release;
}

test.describe('a click before the page has hydrated', () => {
  test.beforeEach(async ({ page }) => {
    await stubExternalHosts(page);
  });

  test('on "Request a Demo" opens the demo dialog once the page has hydrated', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const release = await openWithPageModuleHeld(page);
    await page
      .getByTestId('site-header')
      .getByRole('button', { name: content('shell', 'chrome', 'en').demo })
      .click();
    // Still the served page: the click is kept, nothing has opened.
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'pending');
    await expect(page.locator('dialog[open]')).toHaveCount(0);

    release();
    await expect(
      page.getByRole('dialog', { name: content('shell', 'demo-dialog', 'en').title }),
    ).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'committed');
  });

  test('on the header menu button opens the menu once the page has hydrated', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const release = await openWithPageModuleHeld(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'pending');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu')).toBeVisible();
  });

  test('on a block of the page still waiting for its code opens the dialog once the block has hydrated', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    // The demo section's own chunk (the one that sends `product_tour_clicked`) is held back,
    // so the page has hydrated while that block is still its served HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldOne = false;
    // This spec has Playwright's own page, not the fixture's that unroutes at the end: a chunk
    // still asked for as the test ends finds the context closing, and is dropped here.
    await page.route(
      `${remoteOrigin.home}/static/js/async/*.js`,
      safeRoute(async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('product_tour_clicked')) {
          heldOne = true;
          await held;
        }
        await route.fulfill({ response, body });
      }),
    );
    await page.goto('/#demo-section', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'committed');
    await expect.poll(() => heldOne).toBe(true);

    const section = page.locator('[data-block="demo"]');
    await section.getByRole('button', { name: content('shell', 'chrome', 'en').demo }).click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);

    release();
    await expect(
      page.getByRole('dialog', { name: content('shell', 'demo-dialog', 'en').title }),
    ).toBeVisible();
  });
});
