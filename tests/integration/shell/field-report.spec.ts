// The page views' field report (decision 098, docs/product.md §7): a served page of a release
// (`npm start` renders release `local`, every app at version `local`) sends one beacon per
// page view to the local API's `field-report` when the view ends, with its release,
// versions, route pattern and language; vitals only with consent; an uncaught error
// counted; and the aggregates `/local/field` reads rise. Each page answer carries a view token
// of its own, which the beacons send back, and a beacon sent again is not counted (decision 071).
import type { Page, Request } from '@playwright/test';
import { content, post } from '@intenta/test-helpers/content';
import { apiPort } from '@intenta/workspace/ports.mjs';
import { expect, test } from '../../support/fixtures';

interface Beacon {
  v: number;
  token: string;
  view: number;
  consent?: true;
  release: string;
  versions: Record<string, string>;
  route: string;
  lang: string;
  errors: number;
  failedRemoteLoads: unknown[];
  formSends: number;
  failedFormSends: number;
  lcp?: number;
  inp?: number;
  cls?: number;
}

interface Summary {
  views: number;
  errorFreeViews: number;
  lcp: { p75: number | null; count: number };
}

const POST = `/es/blog/${post('cost-of-irrelevance', 'es').slug}`;
const LOCAL_VERSIONS = { shell: 'local', home: 'local', blog: 'local', partners: 'local', leads: 'local' };
/** The local API's read side, loopback only (partner-api/server/start.mjs). */
const fieldUrl = `http://127.0.0.1:${apiPort()}/local/field?release=local`;

const summary = async (): Promise<Summary> => (await (await fetch(fieldUrl)).json()) as Summary;

/**
 * Records each beacon the page sends and passes it on as the platform's gateway would, with
 * an address of this test's own (the API rate-limits per address, one trusted hop), so other
 * specs' page views never use this test's allowance.
 */
async function recordBeacons(page: Page, address: string): Promise<Beacon[]> {
  const beacons: Beacon[] = [];
  await page.route('**/functions/v1/field-report', async (route) => {
    const request: Request = route.request();
    if (request.method() === 'POST') beacons.push(JSON.parse(request.postData() ?? '{}') as Beacon);
    await route.continue({ headers: { ...request.headers(), 'x-forwarded-for': address } });
  });
  return beacons;
}

/** After the load event and an idle period: the report's own code has arrived and started. */
async function reportStarted(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
}

/** Records, before any page script, which entry types the page observes: web-vitals' start is visible. */
async function recordObservedEntryTypes(page: Page) {
  await page.addInitScript(() => {
    const observed: string[] = ((window as unknown as { __observed: string[] }).__observed = []);
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options) {
      if (options?.type) observed.push(options.type);
      return observe.call(this, options);
    };
  });
}

const observedEntryTypes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __observed: string[] }).__observed);

/** The page as the browser has it when the visitor switches tabs or leaves: hidden. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a served page view sends one beacon when it ends, without vitals when the visitor has not consented', async ({
  page,
}) => {
  const before = await summary();
  const beacons = await recordBeacons(page, '203.0.113.201');
  await recordObservedEntryTypes(page);
  await page.goto(POST);
  await reportStarted(page);
  // An uncaught error of the page counts for its view.
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('field report test'))));
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));

  // A move inside the site (the footer's privacy link) ends the landing view: its beacon goes.
  await page
    .getByTestId('site-footer')
    .getByRole('link', { name: content('shell', 'chrome', 'es').footer.privacy })
    .click();
  await expect(page).toHaveURL(/\/es\/privacy$/);
  await expect.poll(() => beacons.length).toBe(1);
  const token = await page.locator('html').getAttribute('data-view-token');
  expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
  expect(beacons[0]).toEqual({
    v: 1,
    token,
    view: 1,
    release: 'local',
    versions: LOCAL_VERSIONS,
    route: '/es/blog/:slug',
    lang: 'es',
    errors: 1,
    failedRemoteLoads: [],
    formSends: 0,
    failedFormSends: 0,
  });

  // The next view ends when the page is hidden: one beacon, not two.
  await hide(page);
  await hide(page);
  await expect.poll(() => beacons.length).toBe(2);
  expect(beacons[1]).toMatchObject({
    token,
    view: 2,
    release: 'local',
    route: '/es/privacy',
    lang: 'es',
    errors: 0,
  });
  expect(beacons[1]).not.toHaveProperty('lcp');
  // Without consent web-vitals never loaded: nothing observes layout shifts or paints.
  expect(await observedEntryTypes(page)).not.toContain('largest-contentful-paint');

  // Both are in the release's aggregates, the one with the error not error-free.
  await expect
    .poll(async () => {
      const after = await summary();
      return {
        views: after.views - before.views >= 2,
        withErrors: after.views - after.errorFreeViews - (before.views - before.errorFreeViews) >= 1,
      };
    })
    .toEqual({ views: true, withErrors: true });

  // The same beacon again (a replay) counts nothing.
  const counted = (await summary()).views;
  const replay = await page.request.post(`http://127.0.0.1:${apiPort()}/functions/v1/field-report`, {
    headers: {
      'content-type': 'text/plain',
      origin: new URL(page.url()).origin,
      'x-forwarded-for': '203.0.113.201',
    },
    data: JSON.stringify(beacons[1]),
  });
  expect(replay.status()).toBe(409);
  expect((await summary()).views).toBe(counted);
});

test('each answer of a page carries a view token of its own, and no validator that would replay one', async ({
  request,
}) => {
  const tokens = [];
  for (const address of ['/', '/', '/es/blog', '/no-such-page']) {
    const answer = await request.get(address, { failOnStatusCode: false });
    expect(answer.headers()['etag'], address).toBeUndefined();
    const token = /<html[^>]* data-view-token="([^"]+)"/.exec(await answer.text())?.[1];
    expect(token, address).toBeTruthy();
    tokens.push(token);
  }
  expect(new Set(tokens).size).toBe(4);
});

test('with consent the landing view carries its LCP, and the aggregates count it', async ({ page }) => {
  const before = await summary();
  const beacons = await recordBeacons(page, '203.0.113.202');
  await recordObservedEntryTypes(page);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/partners');
  await reportStarted(page);
  // web-vitals listens (loaded at idle, with consent only); its buffered entries arrive after.
  await expect.poll(() => observedEntryTypes(page)).toContain('largest-contentful-paint');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
  await hide(page);
  await expect.poll(() => beacons.length).toBe(1);
  expect(beacons[0]).toMatchObject({
    view: 1,
    consent: true,
    release: 'local',
    versions: LOCAL_VERSIONS,
    route: '/partners',
    lang: 'en',
    errors: 0,
    lcp: expect.any(Number),
    cls: expect.any(Number),
  });
  await expect.poll(async () => (await summary()).lcp.count - before.lcp.count).toBeGreaterThanOrEqual(1);
});
