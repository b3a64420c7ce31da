import { content } from '@intenta/test-helpers/content';
import { expect, test } from '../../support/fixtures';
import { safeRoute } from '../../support/routes';
import { DESKTOP, MOBILE, pageReady } from './support';

/** The footer as its content files say it is (shell/content/): a studio edit keeps this green. */
const footerOf = (lang: 'en' | 'es') => {
  const { nav, footer } = content('shell', 'chrome', lang);
  const prefix = lang === 'es' ? '/es' : '';
  return {
    path: `${prefix}/terms`,
    quick: nav.map((entry) => entry.label),
    investors: footer.investors,
    privacy: [footer.privacy, `${prefix}/privacy`],
    terms: [footer.terms, `${prefix}/terms`],
    switch: footer.switchLabel,
    cookies: content('shell', 'consent', lang).title,
  } as const;
};
const copy = { en: footerOf('en'), es: footerOf('es') };

for (const viewport of [DESKTOP, MOBILE]) {
  for (const lang of ['en', 'es'] as const) {
    const t = copy[lang];
    test(`${lang} ${viewport.width} px: footer links, contact, social and cookies`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(t.path);
      await pageReady(page);
      const footer = page.getByTestId('site-footer');
      for (const label of t.quick)
        await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
      const investors = footer.getByRole('link', { name: new RegExp(`^${t.investors}`) });
      await expect(investors).toHaveAttribute('href', 'https://investors.intenta.example');
      await expect(investors).toHaveAttribute('target', '_blank');
      await expect(investors).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(footer.getByRole('link', { name: t.privacy[0] })).toHaveAttribute('href', t.privacy[1]);
      await expect(footer.getByRole('link', { name: t.terms[0] })).toHaveAttribute('href', t.terms[1]);
      await expect(footer.getByRole('link', { name: 'info@intenta.example' })).toHaveAttribute(
        'href',
        'mailto:info@intenta.example',
      );
      await expect(footer).toContainText('North Miami, FL 33161, USA');
      for (const name of ['LinkedIn', 'Instagram', 'X', 'YouTube']) {
        const link = footer.getByRole('link', { name: new RegExp(`^Intenta ${name} `) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
      await expect(footer.getByRole('button', { name: t.switch, exact: true })).toBeVisible();

      await footer.getByRole('button', { name: 'Cookies' }).click();
      await expect(page.getByRole('dialog', { name: t.cookies })).toBeVisible();
    });
  }
}

test.describe('footer language switch', () => {
  const cases = [
    ['/terms', 'Español', '/es/terms', 'es'],
    ['/es/terms', 'English', '/terms', 'en'],
    ['/privacy', 'Español', '/es/privacy', 'es'],
    ['/es/privacy', 'English', '/privacy', 'en'],
    ['/nowhere', 'Español', '/es', 'es'],
  ] as const;
  for (const [from, label, to, stored] of cases) {
    test(`from ${from} stores ${stored} and reloads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await pageReady(page);
      await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
      await page.getByTestId('site-footer').getByRole('button', { name: label, exact: true }).click();
      await expect(page).toHaveURL(to);
      await pageReady(page);
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe(stored);
      // A full reload, not a client navigation.
      expect(
        await page.evaluate(() => (window as unknown as { __before?: boolean }).__before),
      ).toBeUndefined();
      await expect(page.locator('html')).toHaveAttribute('lang', stored);
    });
  }

  test('a switch pressed before the page code has arrived still goes to its counterpart', async ({
    page,
  }) => {
    // The privacy page is a lazy chunk of the shell; hold it until the switch is pressed.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    // A chunk still asked for as the test ends finds the context closing: there is nothing
    // left to answer, and it is dropped (an answer to a page that navigated away is ignored).
    await page.route(
      /\/static\/js\/async\/.+\.js$/,
      safeRoute(async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('data-we-collect')) {
          held = true;
          await clicked;
        }
        await route.fulfill({ response, body });
      }),
    );
    // The frame's own goto: the fixture's would wait for a hydration the held chunk delays.
    await page.mainFrame().goto('/privacy');
    await pageReady(page);
    await expect.poll(() => held).toBe(true);
    await page.getByTestId('site-footer').getByRole('button', { name: 'Español', exact: true }).click();
    release();
    await expect(page).toHaveURL('/es/privacy');
  });

  test('a Spanish page outside /es switches to the English home when it declares no counterpart', async ({
    page,
  }) => {
    await page.goto('/casos-de-exito');
    await pageReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByTestId('site-footer').getByRole('button', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
  });
});
