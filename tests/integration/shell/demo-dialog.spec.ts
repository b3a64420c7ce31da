import { content } from '@intenta/test-helpers/content';
import { expect, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady, stubExternalHosts } from './support';

test.beforeEach(async ({ page }) => stubExternalHosts(page));

// The buttons' and the dialog's words from the content files (shell/content/).
const cases = [
  {
    lang: 'en',
    path: '/',
    viewport: DESKTOP,
    button: content('shell', 'chrome', 'en').demo,
    source: 'header_desktop',
    title: content('shell', 'demo-dialog', 'en').title,
    close: content('shell', 'demo-dialog', 'en').close,
  },
  {
    lang: 'es',
    path: '/es',
    viewport: DESKTOP,
    button: content('shell', 'chrome', 'es').demo,
    source: 'header_desktop',
    title: content('shell', 'demo-dialog', 'es').title,
    close: content('shell', 'demo-dialog', 'es').close,
  },
  {
    lang: 'en',
    path: '/blog',
    viewport: MOBILE,
    button: content('shell', 'chrome', 'en').demo,
    source: 'header_mobile',
    title: content('shell', 'demo-dialog', 'en').title,
    close: content('shell', 'demo-dialog', 'en').close,
  },
  {
    lang: 'es',
    path: '/es/partners',
    viewport: MOBILE,
    button: content('shell', 'chrome', 'es').demo,
    source: 'header_mobile',
    title: content('shell', 'demo-dialog', 'es').title,
    close: content('shell', 'demo-dialog', 'es').close,
  },
] as const;

for (const c of cases) {
  test(`${c.lang} ${c.viewport.width}px: the header opens the demo dialog (${c.source}) with the calendar, analytics and focus return`, async ({
    page,
    analytics,
  }) => {
    await page.setViewportSize(c.viewport);
    await page.goto(c.path);
    await pageReady(page);
    const header = page.getByTestId('site-header');
    if (c.viewport === MOBILE) {
      await header.getByRole('button', { expanded: false }).click();
    }
    const opener = header.getByRole('button', { name: c.button });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://calendar.intenta.example/embed/demo');
    await expect(frame).toHaveAttribute('height', '600');
    expect((await frame.boundingBox())?.height).toBe(600);
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect(page.frameLocator('dialog iframe').getByText('Calendar stub')).toBeVisible();

    // Focus is inside the dialog (on its close button).
    await expect(dialog.getByRole('button', { name: c.close })).toBeFocused();
    const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus after ${key}`).toBe(true);
    }

    await expect
      .poll(() => analytics.events())
      .toEqual([
        {
          event: 'demo_modal_opened',
          params: { event_category: 'engagement', event_label: c.source, value: 1 },
        },
        {
          event: 'demo_calendar_viewed',
          params: { event_category: 'engagement', event_label: 'header', value: 1 },
        },
      ]);

    await expect(dialog.getByRole('button', { name: c.close })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: c.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}
