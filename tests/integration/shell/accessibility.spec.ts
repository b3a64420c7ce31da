import { content } from '@intenta/test-helpers/content';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady, stubExternalHosts } from './support';

const shellPages = ['/terms', '/es/terms', '/privacy', '/es/privacy', '/does-not-exist', '/es/no-existe'];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of shellPages) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        await pageReady(page);
        await expectNoAxeViolations(page);
      });
    }

    for (const path of ['/', '/es']) {
      test(`${path} header and footer, demo dialog and cookie preferences open`, async ({ page }) => {
        await stubExternalHosts(page);
        await page.goto(path);
        await pageReady(page);
        await expectNoAxeViolations(page);
        const header = page.getByTestId('site-header');
        if (viewport === MOBILE) {
          await header.getByRole('button', { expanded: false }).click();
          await expect(page.locator('#site-menu')).toBeVisible();
          await expectNoAxeViolations(page);
          await header.locator('#site-menu').getByRole('button').click();
        } else {
          await header
            .getByRole('button', { name: content('shell', 'chrome', path === '/' ? 'en' : 'es').demo })
            .click();
        }
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await page.getByTestId('site-footer').getByRole('button', { name: 'Cookies' }).click();
        await expect(page.getByTestId('cookie-preferences')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
