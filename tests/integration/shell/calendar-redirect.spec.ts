import { expect, test, waitForHydration } from '../../support/fixtures';

const booking = {
  demo: 'https://calendar.intenta.example/book/demo',
  reu: 'https://calendar.intenta.example/book/reunion',
  cafe: 'https://calendar.intenta.example/book/cafe',
} as const;
const CALENDAR_HOST = /^https:\/\/calendar\.intenta\.example\//;

for (const [key, url] of Object.entries(booking)) {
  test(`/${key} answers 302 to its booking page`, async ({ request }) => {
    const response = await request.get(`/${key}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(url);
  });

  test(`reached inside the app, /${key} shows a spinner and 'Redirecting to calendar...' while it goes to its booking page`, async ({
    page,
  }) => {
    const requested: string[] = [];
    // Hold the booking page back (aborted) so the redirect screen stays to be looked at.
    await page.route(CALENDAR_HOST, (route) => {
      requested.push(route.request().url());
      return route.abort('aborted');
    });
    await page.goto('/terms');
    await waitForHydration(page);
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/${key}`);
    const screen = page.getByTestId('calendar-redirect');
    await expect(screen.getByRole('status')).toHaveText('Redirecting to calendar...');
    await expect(screen.locator('h1')).toHaveText('Redirecting to calendar...');
    await expect.poll(() => requested).toEqual([url]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
}

test('the redirect replaces the location: back skips the redirect screen', async ({ page }) => {
  await page.route(CALENDAR_HOST, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Booking</title><h1>Booking stub</h1>' }),
  );
  await page.goto('/terms');
  await waitForHydration(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/cafe');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(booking.cafe);
  await expect(page.getByRole('heading', { name: 'Booking stub' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/terms');
});
