// Field measurement (docs/performance.md, "Field measurement"): with an analytics id and the
// visitor's consent, each Web Vital of the visit arrives once through the analytics tag,
// tagged with the page's route, language and app versions; without consent nothing loads.
import type { Page } from '@playwright/test';
import { expect, test, type TrackedEvent } from '../../support/fixtures';
import { safeRoute } from '../../support/routes';
import { servePrerenderedSite } from '../../support/servers';
import { content, post } from '@intenta/test-helpers/content';

const METRICS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];
const POST = `/es/blog/${post('cost-of-irrelevance', 'es').slug}`;
const VERSIONS = { shell: '7.1.0', blog: 'v42' };

let origin = '';
let close = async () => {};

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // The site prerendered again with an analytics id, as a deployment that sets one would be.
  ({ origin, close } = await servePrerenderedSite({ analyticsId: 'G-VITALS1' }));
});
test.afterAll(() => close());

/** gtag.js answered by an empty stand-in: the fixture's stub tag records the events. */
async function stubAnalyticsTag(page: Page) {
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

/** The served page names the app versions it was rendered with in its embedded runtime config. */
async function serveWithVersions(page: Page) {
  // A document still on its way as the test ends finds the context closing: dropped.
  await page.route(
    `${origin}${POST}`,
    safeRoute(async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="runtime-config">)(.*?)(<\/script>)/,
        (_, open: string, json: string, end: string) =>
          `${open}${JSON.stringify({ ...JSON.parse(json), versions: VERSIONS })}${end}`,
      );
      await route.fulfill({ response, body: html });
    }),
  );
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
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const vitals = (events: TrackedEvent[]) => events.filter((e) => METRICS.includes(e.event));

test('with consent, each metric arrives once when the page is hidden, tagged with route, language and versions', async ({
  page,
  analytics,
}) => {
  await stubAnalyticsTag(page);
  await serveWithVersions(page);
  await recordObservedEntryTypes(page);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto(`${origin}${POST}`);
  await expect(page.locator('main h1')).toBeVisible();

  // web-vitals listens (after the load event, at idle); then the visitor interacts (INP).
  await expect
    .poll(() => observedEntryTypes(page))
    .toEqual(expect.arrayContaining(['largest-contentful-paint', 'layout-shift', 'event']));
  await page.locator('main h1').click();
  // The interaction's timing is out once the browser has painted after it; web-vitals takes
  // it in at an idle period (hidden sooner, it would drop it): the second idle callback from
  // now comes after the one web-vitals asked for when the entry reached its observer.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));

  await setVisibility(page, 'hidden');
  await expect
    .poll(async () =>
      vitals(await analytics.events())
        .map((e) => e.event)
        .sort(),
    )
    .toEqual(METRICS);
  for (const { params } of vitals(await analytics.events())) {
    expect(params).toMatchObject({
      page_route: '/es/blog/:slug',
      page_language: 'es',
      version_shell: '7.1.0',
      version_blog: 'v42',
      metric_id: expect.any(String),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      value: expect.any(Number),
    });
  }
  const inp = vitals(await analytics.events()).find((e) => e.event === 'INP')!;
  expect(inp.params).toMatchObject({
    debug_interaction_type: 'pointer',
    debug_target: expect.stringContaining('h1'),
  });

  // Hidden again with nothing new to report: nothing is sent twice.
  await setVisibility(page, 'visible');
  await setVisibility(page, 'hidden');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  expect(
    vitals(await analytics.events())
      .map((e) => e.event)
      .sort(),
  ).toEqual(METRICS);
});

test('without consent nothing is measured or sent', async ({ page, analytics }) => {
  await stubAnalyticsTag(page);
  await recordObservedEntryTypes(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(`${origin}${POST}`);
  const consent = content('shell', 'consent', 'es');
  const banner = page.getByRole('region', { name: consent.bannerLabel });
  await banner.getByRole('button', { name: consent.decline }).click();
  await expect(banner).toBeHidden();
  await page.locator('main h1').click();
  // Past the load event, an idle period and every request since: when measuring would have started.
  await page.waitForLoadState('networkidle');
  await setVisibility(page, 'hidden');
  expect(await observedEntryTypes(page)).not.toContain('layout-shift');
  const measuringCode = (await Promise.all(scripts)).filter((body) =>
    body.includes('largest-contentful-paint'),
  );
  expect(measuringCode).toEqual([]);
  expect(vitals(await analytics.events())).toEqual([]);
});
