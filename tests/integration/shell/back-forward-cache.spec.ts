// Going back is instant: every page type is restored from the back/forward cache. Playwright
// starts Chromium with the cache switched off; these tests start it with the cache on.
import type { Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@intenta/serve/chromium.mjs';
import { expect, test } from '../../support/fixtures';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const PAGES = [
  { type: 'home', path: '/' },
  { type: 'blog list', path: '/blog' },
  { type: 'blog post', path: '/es/blog/el-costo-de-la-irrelevancia' },
  { type: 'partners', path: '/partners' },
  { type: 'referral', path: '/referral' },
  { type: 'legal', path: '/terms' },
];

/** Why the browser did not restore the page, as it reports it (empty when it did). */
async function notRestoredReasons(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
      notRestoredReasons?: unknown;
    })[];
    return navigation?.notRestoredReasons ?? null;
  });
}

for (const { type, path } of PAGES) {
  test(`going back to the ${type} page (${path}) restores it from the back/forward cache`, async ({
    page,
  }) => {
    await page.addInitScript(() =>
      addEventListener('pageshow', (event) => {
        if (event.persisted) (window as unknown as { __restored: boolean }).__restored = true;
      }),
    );
    await page.goto(path);
    // The visitor moves: the page's prefetching starts, and must not keep it out of the cache.
    await page.getByTestId('site-header').getByRole('link', { name: 'Blog', exact: true }).hover();
    // Left for another document of the site, then back.
    await page.goto(path === '/privacy' ? '/terms' : '/privacy');
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(path);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored === true), {
        message: `not restored: ${JSON.stringify(await notRestoredReasons(page).catch(() => null))}`,
      })
      .toBe(true);
  });
}
