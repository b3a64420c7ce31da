import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { blockReferralForm, referralFormUrl, stubReferralForm } from './stubs';

const routes = [
  { path: '/referral', lang: 'en', h1: 'Refer a Business, Earn Rewards', next: 'What happens next?' },
  { path: '/referido', lang: 'es', h1: 'Recomienda un negocio y gana recompensas', next: '¿Qué sigue?' },
  { path: '/es/referido', lang: 'es', h1: 'Recomienda un negocio y gana recompensas', next: '¿Qué sigue?' },
] as const;

for (const { path, lang, h1, next } of routes) {
  test.describe(`referral page at ${path}`, () => {
    test('shows the title, the three benefits, the 800 px form and the three next steps', async ({
      page,
    }) => {
      await stubReferralForm(page);
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveText(h1);
      await expect(page.locator('main h3')).toHaveCount(6);
      const frame = page.getByTestId('referral-form-frame');
      await expect(frame).toHaveAttribute('src', referralFormUrl);
      await expect(frame).toHaveAttribute(
        'title',
        lang === 'es' ? 'Formulario de referidos' : 'Referral form',
      );
      await expect(frame).toHaveAttribute('data-status', 'available');
      expect((await frame.boundingBox())?.height).toBe(800);
      await expect(page.frameLocator('[data-testid="referral-form-frame"]').locator('h1')).toHaveText(
        'Referral form stand-in',
      );
      const steps = page.getByRole('region', { name: next }).getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.first()).toContainText(lang === 'es' ? '2-3 días hábiles' : '2-3 business days');
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
              page_title:
                lang === 'es'
                  ? 'Programa de Referidos: recomienda y gana recompensas'
                  : 'Referral Program: Refer a Business, Earn Rewards',
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
  await expect(notice).toContainText('No pudimos cargar el formulario de referidos');
  await expect(notice.getByRole('link', { name: 'info@intenta.example' })).toHaveAttribute(
    'href',
    /^mailto:info@intenta\.example\?subject=/,
  );
  await expect(page.getByTestId('referral-form-frame')).toHaveCount(0);
});

test('an unreachable form host (the local default) shows the same notice', async ({ page }) => {
  // No stub: the default address is on the reserved .example domain.
  await page.goto('/referral');
  await expect(page.getByTestId('referral-form-failed')).toContainText('The referral form could not load');
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
