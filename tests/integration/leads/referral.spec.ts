import { content } from '@intenta/test-helpers/content';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { blockReferralForm, referralFormUrl, stubReferralForm } from './stubs';

// What the page says, from its content files (mf-leads/content/referral/): a studio edit keeps this green.
const routes = [
  { path: '/referral', copy: content('mf-leads', 'referral', 'en') },
  { path: '/referido', copy: content('mf-leads', 'referral', 'es') },
  { path: '/es/referido', copy: content('mf-leads', 'referral', 'es') },
] as const;

for (const { path, copy } of routes) {
  const h1 = copy.title;
  test.describe(`referral page at ${path}`, () => {
    test('shows the title, the benefits, the 800 px form and the next steps', async ({ page }) => {
      await stubReferralForm(page);
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveText(h1);
      await expect(page.locator('main h3')).toHaveText([
        ...copy.benefits.map((benefit) => benefit.title),
        ...copy.next.steps.map((step) => step.title),
      ]);
      const frame = page.getByTestId('referral-form-frame');
      await expect(frame).toHaveAttribute('src', referralFormUrl);
      await expect(frame).toHaveAttribute('title', copy.form.frameTitle);
      await expect(frame).toHaveAttribute('data-status', 'available');
      expect((await frame.boundingBox())?.height).toBe(800);
      await expect(page.frameLocator('[data-testid="referral-form-frame"]').locator('h1')).toHaveText(
        'Referral form stand-in',
      );
      const steps = page.getByRole('region', { name: copy.next.heading }).getByRole('listitem');
      await expect(steps).toHaveCount(copy.next.steps.length);
      for (const [i, step] of copy.next.steps.entries()) await expect(steps.nth(i)).toContainText(step.text);
    });

    test('sends one page_view with its title and path', async ({ page, analytics }) => {
      await stubReferralForm(page);
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveText(h1);
      await expect
        .poll(async () => (await analytics.events()).filter((e) => e.event === 'page_view'))
        .toEqual([
          {
            event: 'page_view',
            params: {
              page_title: copy.meta.title,
              page_path: path,
            },
          },
        ]);
    });
  });
}

test('when the referral form cannot load, its place says so and offers the contact e-mail', async ({
  page,
}) => {
  await blockReferralForm(page);
  await page.goto('/es/referido');
  const notice = page.getByTestId('referral-form-failed');
  await expect(notice).toContainText(content('mf-leads', 'referral', 'es').form.failedHeading);
  await expect(notice.getByRole('link', { name: 'info@intenta.example' })).toHaveAttribute(
    'href',
    /^mailto:info@intenta\.example\?subject=/,
  );
  await expect(page.getByTestId('referral-form-frame')).toHaveCount(0);
});

test('an unreachable form host (the local default) shows the same notice', async ({ page }) => {
  // No stub: the default address is on the reserved .example domain.
  await page.goto('/referral');
  await expect(page.getByTestId('referral-form-failed')).toContainText(
    content('mf-leads', 'referral', 'en').form.failedHeading,
  );
});

for (const { path, width } of [
  { path: '/referral', width: 1280 },
  { path: '/es/referido', width: 375 },
]) {
  test(`axe finds nothing on ${path} at ${width} px, with the form and with the failure notice`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 800 });
    await stubReferralForm(page);
    await page.goto(path);
    await expect(page.getByTestId('referral-form-frame')).toHaveAttribute('data-status', 'available');
    await expectNoAxeViolations(page);

    await page.unroute(referralFormUrl);
    await blockReferralForm(page);
    await page.reload();
    await expect(page.getByTestId('referral-form-failed')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the referral page holds its layout at 320 px (no sideways scrolling)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await stubReferralForm(page);
  await page.goto('/es/referido');
  await expect(page.getByTestId('referral-form-frame')).toHaveAttribute('data-status', 'available');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
