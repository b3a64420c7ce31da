import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { firstLoadScripts, HEAVY_LIBRARIES, scriptsMatching } from '../../support/budget';
import { copy, DIRECTORY, LANGS } from './content';

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
      await expect(page.getByTestId('partner-benefits').getByRole('listitem')).toHaveCount(t.benefitCount);
      await expect(page.getByTestId('partner-types').locator('h3')).toHaveText([...t.types]);
      // Each card: who it is ideal for and its benefits (the terms, e.g. 15-20% recurring revenue).
      for (const type of t.typeItems) {
        const card = page.getByTestId(`partner-type-${type.type}`);
        await expect(card).toContainText(type.idealFor);
        for (const benefit of type.benefits) await expect(card).toContainText(benefit);
      }
    });

    test('lists the directory in three groups with its countries, badges, logos and initials', async ({
      page,
    }) => {
      await page.goto(t.path);
      const group = (type: string) => page.getByTestId(`partner-group-${type}`).getByTestId('partner-card');
      const inCountry = (code: string) => ({
        has: page.getByTestId('country-code').getByText(code, { exact: true }),
      });
      // As many cards in each group as the directory file lists (mf-partners/content/partners.json).
      for (const type of ['strategic', 'implementation', 'referral'] as const) {
        const listed = DIRECTORY.filter((partner) => partner.type === type);
        await expect(group(type)).toHaveCount(listed.length);
        for (const code of new Set(listed.map((partner) => partner.countryCode)))
          await expect(group(type).filter(inCountry(code))).toHaveCount(
            listed.filter((partner) => partner.countryCode === code).length,
          );
      }
      // Strategic cards carry the star badge, the others do not.
      const strategic = DIRECTORY.filter((partner) => partner.type === 'strategic').length;
      await expect(page.getByTestId('partner-group-strategic').getByTestId('strategic-badge')).toHaveCount(
        strategic,
      );
      await expect(page.getByTestId('strategic-badge')).toHaveCount(strategic);
      // Flags carry an accessible text.
      const [flagged] = DIRECTORY;
      await expect(
        page.getByRole('img', { name: t.flagLabel.replace('{country}', flagged!.country[lang]) }),
      ).toHaveCount(DIRECTORY.filter((partner) => partner.country[lang] === flagged!.country[lang]).length);
      // Without a logo: the first two letters in capitals on a tile; with one: an image with alt text.
      const plain = DIRECTORY.find((partner) => !partner.logo)!;
      await expect(
        page.getByTestId('partner-card').filter({ hasText: plain.name }).getByTestId('partner-initials'),
      ).toHaveText(
        plain.name
          .replace(/[^\p{L}\p{N}]/gu, '')
          .slice(0, 2)
          .toUpperCase(),
      );
      const withLogo = DIRECTORY.find((partner) => partner.logo)!;
      const logo = page
        .getByTestId('partner-card')
        .filter({ hasText: withLogo.name })
        .getByRole('img', { name: withLogo.logoAlt![lang] });
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
      const clicked = DIRECTORY.find((partner) => partner.type === 'implementation')!;
      await page.getByTestId('partner-card').filter({ hasText: clicked.name }).click();
      await expect
        .poll(async () => (await analytics.events()).filter((e) => e.event === 'partner_card_clicked'))
        .toEqual([
          {
            event: 'partner_card_clicked',
            params: {
              event_category: 'engagement',
              event_label: clicked.name,
              partner_country: clicked.country.en,
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
