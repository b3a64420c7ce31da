// Moving between pages feels instant (docs/architecture.md, "Prefetching"): once the visitor
// moves, a link to another page of the site that is pointed at or in view gets its page's
// remote entry and page module loaded at idle; nothing while saving data.
import type { Page, Request } from '@playwright/test';
import { expect, remoteOrigin, test } from '../../support/fixtures';
import { content } from '@intenta/test-helpers/content';

const BLOG_ENTRY = `${remoteOrigin.blog}/remoteEntry.js`;
const BLOG_LIST_MODULE = new RegExp(
  `^${remoteOrigin.blog}/static/js/async/__federation_expose_BlogListPage\\.`,
);

function blogRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigin.blog)) requests.push(request);
  });
  return requests;
}

/** After the load event and an idle period: when the page starts listening for the visitor. */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
}

const headerBlogLink = (page: Page) =>
  page.getByTestId('site-header').getByRole('link', { name: 'Blog', exact: true });

test("pointing at the header's Blog link on / loads the blog's entry and list module before any click", async ({
  page,
}) => {
  const requests = blogRequests(page);
  const priorities = new Map<string, string>();
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  devtools.on('Network.requestWillBeSent', ({ request }) =>
    priorities.set(request.url, request.initialPriority),
  );
  await page.goto('/');
  await loadedAndIdle(page);
  await page.waitForLoadState('networkidle');
  // Nothing of the blog's until the visitor moves: the first load is the home page's alone.
  expect(requests.map((r) => r.url())).toEqual([]);

  await headerBlogLink(page).hover();
  await expect.poll(() => requests.some((r) => r.url() === BLOG_ENTRY)).toBe(true);
  await expect.poll(() => requests.some((r) => BLOG_LIST_MODULE.test(r.url()))).toBe(true);
  // Behind what the page shown may still need.
  const listModule = requests.find((r) => BLOG_LIST_MODULE.test(r.url()))!.url();
  expect([priorities.get(BLOG_ENTRY), priorities.get(listModule)]).toEqual(['Low', 'Low']);
  // Loaded (and rendered ahead, hidden: render-ahead.spec.ts): still the home page.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content('mf-home', 'hero', 'en').headline);
  await page.waitForLoadState('networkidle');
  const before = requests.length;

  // The click renders the list from what is already loaded.
  await headerBlogLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Insights');
  expect(
    requests.slice(before).filter((r) => BLOG_LIST_MODULE.test(r.url()) || r.url() === BLOG_ENTRY),
  ).toEqual([]);
});

/**
 * A visitor on / who points at the header's Blog link, scrolls and reaches the footer, with
 * Save-Data on or off: the blog's files requested by then.
 */
async function blogFilesAfterMoving(page: Page, saveData: boolean): Promise<string[]> {
  await page.addInitScript(
    (saveData) => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } }),
    saveData,
  );
  const requests = blogRequests(page);
  await page.goto('/');
  await loadedAndIdle(page);
  await headerBlogLink(page).hover();
  await page.mouse.wheel(0, 400);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await loadedAndIdle(page);
  await page.waitForLoadState('networkidle');
  return requests.map((r) => r.url());
}

test('a visitor saving data gets nothing loaded ahead', async ({ page, context }) => {
  // The control: the same moves and waits without Save-Data load the blog's entry ahead.
  expect(await blogFilesAfterMoving(await context.newPage(), false)).toContain(BLOG_ENTRY);
  expect(await blogFilesAfterMoving(page, true)).toEqual([]);
});

/**
 * A visitor on / who points at the header's language toggle and clicks it, saving data or not:
 * the home remote's scripts (code and copy) requested after pointing and before the click, and
 * those the click itself requested.
 */
async function homeScriptsOfLanguageSwitch(page: Page, saveData: boolean) {
  await page.addInitScript(
    (saveData) => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } }),
    saveData,
  );
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigin.home) && request.resourceType() === 'script')
      requests.push(request.url());
  });
  await page.goto('/');
  await page.locator('#root[data-hydration="committed"]').waitFor({ state: 'attached' });
  await loadedAndIdle(page);
  await page.waitForLoadState('networkidle');
  const beforeHover = requests.length;
  const toggle = page.getByTestId('header-language-toggle');
  await toggle.hover();
  await loadedAndIdle(page);
  await page.waitForLoadState('networkidle');
  const beforeClick = requests.length;
  await toggle.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content('mf-home', 'hero', 'es').headline);
  await page.waitForLoadState('networkidle');
  return { ahead: requests.slice(beforeHover, beforeClick), atClick: requests.slice(beforeClick) };
}

test("pointing at the language toggle loads the other language's home copy ahead: the click only renders", async ({
  page,
  browser,
  baseURL,
}) => {
  // The control, in a visit of its own (the toggle stores the language chosen): with nothing
  // loaded ahead (saving data), the click fetches the Spanish copy itself.
  const control = await browser.newContext({ baseURL });
  const cold = await homeScriptsOfLanguageSwitch(await control.newPage(), true);
  await control.close();
  expect(cold.ahead).toEqual([]);

  const pointed = await homeScriptsOfLanguageSwitch(page, false);
  // Pointing loaded the Spanish copy, some of which the cold click had to fetch itself...
  expect(cold.atClick.filter((url) => pointed.ahead.includes(url))).not.toEqual([]);
  // ...so the click fetches none of it (only the code of blocks that come near, as any visit does).
  for (const url of pointed.atClick) expect(pointed.ahead).not.toContain(url);
});
