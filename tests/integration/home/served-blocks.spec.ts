// Issue 40, item 3: the served home's blocks below the hero hydrate when wanted (in view, one
// at a time when the browser is idle), not all at once on the first tap; a tap on a block that
// has not hydrated hydrates that block alone, and takes effect once it has
// (shared/src/ssr/served-blocks.ts). The blocks' chunks are told apart by what
// their code does: the demo section sends `product_tour_clicked`, the FAQ renders
// `details name="faq"`.
import type { Page } from '@playwright/test';
import { content } from '@intenta/test-helpers/content';
import { expect, remoteOrigin, test } from '../../support/fixtures';
import { safeRoute } from '../../support/routes';
import { MOBILE, stubExternalHosts } from '../shell/support';

const BLOCK_MARKERS = { demo: 'product_tour_clicked', faq: 'name:"faq"' } as const;
type Marked = keyof typeof BLOCK_MARKERS;

/** Records which marked blocks' chunks the page has fetched. */
async function trackBlockChunks(page: Page): Promise<Set<Marked>> {
  const fetched = new Set<Marked>();
  // A chunk the page still asks for as the test ends finds the context closing: dropped.
  await page.route(
    `${remoteOrigin.home}/static/js/async/*.js`,
    safeRoute(async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      for (const [block, marker] of Object.entries(BLOCK_MARKERS))
        if (body.includes(marker)) fetched.add(block as Marked);
      await route.fulfill({ response, body });
    }),
  );
  return fetched;
}

/** Two idle turns of the page: what the schedule had to do at idle is done. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));

test.beforeEach(async ({ page }) => {
  await stubExternalHosts(page);
  await page.setViewportSize(MOBILE);
});

test('a tap on the menu, outside every block, hydrates none of the blocks far below', async ({ page }) => {
  const fetched = await trackBlockChunks(page);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'committed');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.locator('#site-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await idle(page);
  expect([...fetched]).toEqual([]);

  // The control: scrolled into view, the FAQ's code comes without any tap.
  await page.keyboard.press('Escape');
  await page.locator('[data-block="faq"]').evaluate((faq) => faq.scrollIntoView());
  await expect.poll(() => fetched.has('faq')).toBe(true);
});

test('a tap on a block that has not hydrated hydrates that block alone, then takes effect', async ({
  page,
}) => {
  const fetched = await trackBlockChunks(page);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'committed');
  await page.waitForLoadState('networkidle');
  await idle(page);
  expect(fetched.has('demo')).toBe(false);

  // The tap's events where the demo section is, without scrolling it into view first (which
  // would want it, and its neighbours, for their visibility).
  const demoButton = page
    .locator('[data-block="demo"]')
    .getByRole('button', { name: content('shell', 'chrome', 'en').demo });
  await demoButton.dispatchEvent('pointerdown');
  await demoButton.dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: content('shell', 'demo-dialog', 'en').title })).toBeVisible();
  expect([...fetched]).toEqual(['demo']);
});
