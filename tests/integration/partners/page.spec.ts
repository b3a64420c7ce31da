import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { firstLoadScripts, HEAVY_LIBRARIES, scriptsMatching } from '../../support/budget';
import { LANGS } from 'shared/contract';
import { copy } from './content';

const ready = async (page: Page) => {
  await expect(page.locator('main h1')).toBeVisible();
};

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`partner page (${lang})`, () => {
    test('shows the hero, the four sections and the form in order', async ({ page }) => {
      await page.goto(t.path);
      await expect(page.locator('main h1')).toHaveText(t.h1);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h2')).toHaveText([...t.sections]);
      await expect(page.getByTestId('partner-benefits').getByRole('listitem')).toHaveCount(4);
      await expect(page.getByTestId('partner-types').locator('h3')).toHaveText([...t.types]);
      const referral = page.getByTestId('partner-type-referral');
      await expect(referral).toContainText(
        lang === 'en' ? 'Agencies, consultants and freelancers' : 'Agencias, consultores y freelancers',
      );
      await expect(referral).toContainText('15-20%');
      await expect(page.getByTestId('partner-type-implementation')).toContainText('25-30%');
      await expect(page.getByTestId('partner-type-strategic')).toContainText(
        lang === 'en' ? 'White-label options' : 'Opciones white-label',
      );
    });

    test('lists the partners in three groups with the spec countries, badges, logos and initials', async ({
      page,
    }) => {
      await page.goto(t.path);
      const group = (type: string) => page.getByTestId(`partner-group-${type}`).getByTestId('partner-card');
      const inCountry = (code: string) => ({
        has: page.getByTestId('country-code').getByText(code, { exact: true }),
      });
      await expect(group('strategic')).toHaveCount(3);
      await expect(group('implementation')).toHaveCount(3);
      await expect(group('referral')).toHaveCount(4);
      // Strategic cards carry the star badge, the others do not.
      await expect(page.getByTestId('partner-group-strategic').getByTestId('strategic-badge')).toHaveCount(3);
      await expect(page.getByTestId('partner-group-referral').getByTestId('strategic-badge')).toHaveCount(0);
      // Countries: implementation two in Chile and one in Uruguay; referral all in Uruguay.
      await expect(group('implementation').filter(inCountry('CL'))).toHaveCount(2);
      await expect(group('implementation').filter(inCountry('UY'))).toHaveCount(1);
      await expect(group('referral').filter(inCountry('UY'))).toHaveCount(4);
      await expect(group('strategic').filter(inCountry('UY'))).toHaveCount(1);
      await expect(group('strategic').filter(inCountry('LATAM'))).toHaveCount(2);
      // Flags carry an accessible text.
      const flagName = lang === 'en' ? 'Flag of Chile' : 'Bandera de Chile';
      await expect(page.getByRole('img', { name: flagName })).toHaveCount(2);
      // Without a logo: the first two letters in capitals on a tile; with one: an image with alt text.
      const costa = group('referral').filter({ hasText: 'Costa Growth Partners' });
      await expect(costa.getByTestId('partner-initials')).toHaveText('CO');
      const rambla = group('implementation').filter({ hasText: 'Rambla Tech' });
      const logo = rambla.getByRole('img', {
        name: lang === 'en' ? 'Rambla Tech logo' : 'Logo de Rambla Tech',
      });
      // Served with the logo's own size, read from its file; shown 56 px square.
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveJSProperty('complete', true);
      const { attributes, natural, shown } = await logo.evaluate((img: HTMLImageElement) => ({
        attributes: [img.getAttribute('width'), img.getAttribute('height')],
        natural: [String(img.naturalWidth), String(img.naturalHeight)],
        shown: [img.offsetWidth, img.offsetHeight],
      }));
      expect(attributes).toEqual(natural);
      expect(shown).toEqual([56, 56]);
    });

    test('a partner card click sends partner_card_clicked', async ({ page, analytics }) => {
      await page.goto(t.path);
      await page.getByTestId('partner-card').filter({ hasText: 'Andes Digital Studio' }).click();
      await expect
        .poll(async () => (await analytics.events()).filter((e) => e.event === 'partner_card_clicked'))
        .toEqual([
          {
            event: 'partner_card_clicked',
            params: {
              event_category: 'engagement',
              event_label: 'Andes Digital Studio',
              partner_country: 'Chile',
              partner_type: 'implementation',
            },
          },
        ]);
    });

    test('the hero button scrolls to the form section #partner-cta', async ({ page }) => {
      await page.goto(t.path);
      const formSection = page.locator('#partner-cta');
      await expect(formSection).not.toBeInViewport();
      await page.getByRole('button', { name: t.cta }).click();
      await expect(formSection.getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(formSection.getByRole('heading', { level: 2 })).toBeFocused();
    });

    test('has no axe violations, also with the reveal animations done', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(t.path);
      await ready(page);
      await expectNoAxeViolations(page);
    });

    test('holds its layout at 320 px wide', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(t.path);
      await ready(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

// A page of its own per language: loaded second in the same page, the remote's
// entry came back 304 from the browser's cache and was never looked at.
for (const lang of LANGS) {
  test(`the first load of ${copy[lang].path} carries no backend client`, async ({ page }) => {
    const scripts = await firstLoadScripts(page, copy[lang].path, 'partners', ready);
    expect(
      scriptsMatching(scripts, HEAVY_LIBRARIES.backendClient.pattern),
      `${HEAVY_LIBRARIES.backendClient.name} found in the first load of ${copy[lang].path}`,
    ).toEqual([]);
  });
}
