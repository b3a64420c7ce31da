// Issue 40, item 1: the page of a link the visitor points at is rendered ahead in a hidden React
// Activity once its code and copy are loaded, so the click only reveals it. Hidden, it is neither
// seen, announced nor found, declares no metadata and sends no page view.
import type { Page } from '@playwright/test';
import { content } from '@intenta/test-helpers/content';
import { expect, test } from '../../support/fixtures';
import { stubReferralForm } from '../leads/stubs';

/** After the load event and an idle period: when the page starts listening for the visitor. */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
}

/**
 * Keeps the first element `selector` finds now (with `text`, if given), to ask later whether
 * the page still shows that very node.
 */
const keep = (page: Page, selector: string, text?: string) =>
  page.evaluate(
    ([selector, text]) => {
      (window as unknown as { kept: Element | undefined }).kept = [
        ...document.querySelectorAll(selector),
      ].find((element) => text === undefined || element.textContent === text);
    },
    [selector, text] as const,
  );
const stillKept = (page: Page, selector: string) =>
  page.evaluate(
    (selector) => document.querySelector(selector) === (window as unknown as { kept: Element | null }).kept,
    selector,
  );

/** `window.find` is what find-in-page runs (not in the DOM types). */
const findInPage = (page: Page, text: string) =>
  page.evaluate((text) => (window as unknown as { find: (text: string) => boolean }).find(text), text);

test('a page pointed at is rendered ahead, hidden and silent, and the click reveals that very page', async ({
  page,
}) => {
  await page.goto('/');
  await loadedAndIdle(page);
  const homeTitle = await page.title();
  const blogList = page.locator('main [data-remote-area="blog"]');
  // The control: nothing of the blog's before the visitor points at its link.
  await expect(blogList).toHaveCount(0);

  await page.getByTestId('site-header').getByRole('link', { name: 'Blog', exact: true }).hover();
  await expect(blogList.locator('h1')).toHaveText('Latest Insights');
  await expect(blogList).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content('mf-home', 'hero', 'en').headline);
  expect(await page.locator('main').ariaSnapshot()).not.toContain('Latest Insights');
  expect(await findInPage(page, 'Latest Insights')).toBe(false);
  // Its metadata waits for it to be shown (an effect).
  expect(await page.title()).toBe(homeTitle);

  await keep(page, 'main [data-remote-area="blog"]');
  await page.getByTestId('site-header').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Insights');
  await expect(blogList).toBeVisible();
  expect(await stillKept(page, 'main [data-remote-area="blog"]')).toBe(true);
  await expect(page.locator('main [data-remote-area="home"]')).toHaveCount(0);
  await expect(page).not.toHaveTitle(homeTitle);
});

test("the other language's home is rendered ahead from the language toggle, and the toggle reveals it", async ({
  page,
}) => {
  await page.goto('/');
  await loadedAndIdle(page);
  const englishHeadline = content('mf-home', 'hero', 'en').headline;
  const spanishHeadline = content('mf-home', 'hero', 'es').headline;
  const spanish = page.locator('main h1', { hasText: spanishHeadline });
  await page.getByTestId('header-language-toggle').hover();
  await expect(spanish).toBeAttached();
  await expect(spanish).toBeHidden();
  // Only the page shown is announced.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeadline);

  await keep(page, 'main h1', spanishHeadline);
  await page.getByTestId('header-language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishHeadline);
  await expect(spanish).toBeVisible();
  expect(await stillKept(page, 'main h1')).toBe(true);
});

test('a page rendered ahead runs no effect, so sends no page view, until it is shown', async ({
  page,
  analytics,
}) => {
  await stubReferralForm(page);
  await page.goto('/es');
  await loadedAndIdle(page);
  const pageViews = async () =>
    (await analytics.events()).filter((e) => e.event === 'page_view').map((e) => e.params.page_path);
  // No page of the site links to the referral page: a link like a partner's site would have.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/referido', textContent: 'Referidos' });
    document.querySelector('footer')!.append(link);
  });
  const title = content('mf-leads', 'referral', 'es').title;
  const referral = page.locator('main h1', { hasText: title });
  // The link watcher starts with the visitor's first move: a move that scrolls (to the footer)
  // would start it after the pointer got there.
  await page.getByTestId('site-header').getByRole('link', { name: 'Blog', exact: true }).hover();
  await expect(page.locator('main [data-remote-area="blog"]')).toBeAttached();
  await page.getByRole('link', { name: 'Referidos', exact: true }).hover();
  await expect(referral).toBeAttached();
  await expect(referral).toBeHidden();
  const homeTitle = await page.title();
  await loadedAndIdle(page);
  expect(await pageViews()).toEqual([]);
  // Its metadata waits too (declared from an effect).
  expect(await page.title()).toBe(homeTitle);

  // Shown by the router (a Back or Forward to it does the same).
  await keep(page, 'main h1', title);
  await page.evaluate(() => {
    history.pushState(null, '', '/referido');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await stillKept(page, 'main h1')).toBe(true);
  await expect.poll(pageViews).toEqual(['/referido']);
  await expect(page).not.toHaveTitle(homeTitle);
});
