import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, remoteOrigin, test } from '../../support/fixtures';
import { neutralContent } from '@intenta/test-helpers/content';
import { blockLeadFormScript, leadForm, stubLeadFormScript } from './stubs';
import { pdfText } from '@intenta/test-helpers/pdf-text';

const PATH = '/casos-de-exito';
// What the page says, from its content files (mf-leads/content/): a studio edit keeps this green.
const COPY = neutralContent('mf-leads', 'success-cases');
const CASES = neutralContent('mf-leads', 'cases').cases;
const CARD_BUTTON = COPY.card.button;
const MOBILE_BUTTON = COPY.mobileButton;
const scriptSelector = `script[src="${leadForm.scriptUrl}"]`;

const widths = [
  { name: 'mobile', width: 375 },
  { name: 'desktop', width: 1280 },
] as const;

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PATH);
  await expect(page.locator('main h1')).toHaveText(COPY.headline);
}

async function submitStandInForm(page: Page) {
  const form = page.getByTestId('stand-in-form');
  await form.getByLabel('Correo electrónico').fill('compras@tienda.example');
  await form.getByRole('button', { name: 'Enviar' }).click();
}

/** Lets every message listener and the render that follows run. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test.describe('success cases content', () => {
  for (const { name, width } of widths) {
    test(`shows the pitch, what the report holds, the highlights and the notes (${name})`, async ({
      page,
    }) => {
      await open(page, width);
      const main = page.locator('main');
      for (const line of COPY.includes) await expect(main).toContainText(line);
      const highlights = page.getByTestId('success-highlights');
      for (const { result } of CASES) await expect(highlights).toContainText(result);
      await expect(highlights.locator('blockquote')).toHaveCount(CASES.length);
      await expect(page.getByRole('heading', { name: COPY.card.heading })).toBeVisible();
      await expect(main).toContainText(COPY.notes.privacy);
      await expect(main).toContainText(COPY.notes.trust);
      const demo = page.getByRole('link', { name: COPY.cta.button });
      await expect(demo).toHaveAttribute('href', 'https://calendar.intenta.example/book/demo');
      await expect(demo).toHaveAttribute('target', '_blank');
      await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('link', { name: COPY.backLink })).toHaveAttribute('href', '/');
    });
  }

  test('the mobile download button shows under 768 px only', async ({ page }) => {
    await open(page, 375);
    await expect(page.getByRole('button', { name: MOBILE_BUTTON })).toBeVisible();
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(page.getByRole('button', { name: MOBILE_BUTTON })).toBeVisible();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('button', { name: MOBILE_BUTTON })).toBeHidden();
    await expect(page.getByRole('button', { name: CARD_BUTTON })).toBeVisible();
  });
});

test.describe('lead form', () => {
  const buttons = [
    { button: CARD_BUTTON, width: 1280 },
    { button: CARD_BUTTON, width: 375 },
    { button: MOBILE_BUTTON, width: 375 },
  ];
  for (const { button, width } of buttons) {
    test(`"${button}" reveals the form rendered by the script (${width} px)`, async ({ page }) => {
      await stubLeadFormScript(page);
      await open(page, width);
      await expect(page.getByTestId('stand-in-form')).toHaveCount(0);
      await page.getByRole('button', { name: button }).click();
      const form = page.getByTestId('stand-in-form');
      await expect(form).toBeVisible();
      await expect(form).toHaveAttribute('data-region', leadForm.region);
      await expect(form).toHaveAttribute('data-portal-id', leadForm.portalId);
      await expect(form).toHaveAttribute('data-form-id', leadForm.formId);
      await expect(page.getByRole('heading', { name: COPY.form.heading })).toBeFocused();
    });
  }

  test('the script is added when the page appears and removed when it is left', async ({ page }) => {
    await stubLeadFormScript(page);
    await open(page, 1280);
    await expect(page.locator(scriptSelector)).toHaveCount(1);
    // Client-side navigation away (the back link is a router link: no reload).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: COPY.backLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('success-cases-page')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect(page.locator(scriptSelector)).toHaveCount(0);
    // And added again when the page comes back.
    await page.goBack();
    await expect(page.getByTestId('success-cases-page')).toBeVisible();
    await expect(page.locator(scriptSelector)).toHaveCount(1);
  });

  for (const { name, width } of widths) {
    test(`the form's submission message leads to the thank-you card (${name})`, async ({ page }) => {
      await stubLeadFormScript(page);
      await open(page, width);
      await page.getByRole('button', { name: CARD_BUTTON }).click();
      await submitStandInForm(page);
      const thanks = page.getByTestId('lead-thank-you');
      await expect(thanks).toBeVisible();
      await expect(page.getByRole('heading', { name: COPY.thanks.heading })).toBeFocused();
      await expect(thanks.getByRole('link', { name: COPY.thanks.view })).toHaveAttribute('target', '_blank');
      await expect(thanks.getByRole('link', { name: COPY.thanks.download })).toHaveAttribute(
        'download',
        COPY.thanks.downloadFileName,
      );
      await expect(page.getByTestId('stand-in-form')).toHaveCount(0);
    });
  }

  test('messages of other shapes or from other origins are ignored', async ({ page }) => {
    await stubLeadFormScript(page);
    // A page on another origin that posts the right message to its parent: the calendar's
    // host, which the security policy lets the site frame but the lead form does not trust.
    await page.route('https://calendar.intenta.example/frame.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>x</title><script>
          parent.postMessage({ type: 'hsFormCallback', eventName: 'onFormSubmitted' }, '*');
        </script>`,
      }),
    );
    await open(page, 1280);
    await page.getByRole('button', { name: CARD_BUTTON }).click();
    await expect(page.getByTestId('stand-in-form')).toBeVisible();

    const received = await page.evaluate(async () => {
      const seen: string[] = [];
      const done = new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          seen.push(event.origin);
          if (seen.length === 6) resolve();
        });
      });
      const bad: unknown[] = [
        { type: 'hsFormCallback', eventName: 'onFormReady' },
        { type: 'hsFormCallback' },
        { eventName: 'onFormSubmitted' },
        'hsFormCallback:onFormSubmitted',
        [{ type: 'hsFormCallback', eventName: 'onFormSubmitted' }],
      ];
      for (const data of bad) window.postMessage(data, '*');
      const frame = document.createElement('iframe');
      frame.title = 'other origin';
      frame.src = 'https://calendar.intenta.example/frame.html';
      document.body.appendChild(frame);
      await done;
      frame.remove();
      return seen;
    });
    expect(received).toContain('https://calendar.intenta.example');
    await settle(page);
    await expect(page.getByTestId('lead-thank-you')).toHaveCount(0);
    await expect(page.getByTestId('stand-in-form')).toBeVisible();

    // The listener is alive: the real message still works afterwards.
    await submitStandInForm(page);
    await expect(page.getByTestId('lead-thank-you')).toBeVisible();
  });

  test('when the script cannot load, the page says so and offers the contact e-mail', async ({ page }) => {
    await blockLeadFormScript(page);
    await open(page, 375);
    await page.getByRole('button', { name: MOBILE_BUTTON }).click();
    const notice = page.getByTestId('lead-form-failed');
    await expect(notice).toContainText(COPY.form.failedHeading);
    await expect(notice.getByRole('link', { name: 'info@intenta.example' })).toHaveAttribute(
      'href',
      /^mailto:info@intenta\.example\?subject=/,
    );
  });
});

test.describe('the report', () => {
  test('both links serve the PDF from the leads remote; view opens a tab, download saves the file', async ({
    page,
    context,
    request,
  }) => {
    await stubLeadFormScript(page);
    await open(page, 1280);
    await page.getByRole('button', { name: CARD_BUTTON }).click();
    await submitStandInForm(page);
    const view = page.getByRole('link', { name: COPY.thanks.view });
    const download = page.getByRole('link', { name: COPY.thanks.download });
    const viewHref = (await view.getAttribute('href')) ?? '';
    const downloadHref = (await download.getAttribute('href')) ?? '';
    expect(new URL(viewHref).origin).toBe(remoteOrigin.leads);
    expect(new URL(downloadHref).origin).toBe(remoteOrigin.leads);
    for (const href of [viewHref, downloadHref]) {
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(body).replace(/\s+/g, ' ');
      // The report is drawn from the customer stories (mf-leads/content/cases.json).
      for (const figure of [...CASES.map((c) => `${c.result} ${c.metric}`), 'Resultados promedio']) {
        expect(text).toContain(figure);
      }
    }

    const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    expect(tab.url()).toBe(viewHref);
    await tab.close();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(COPY.thanks.downloadFileName);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(await file.path());
    expect(bytes.equals(await (await request.get(downloadHref)).body())).toBe(true);
  });
});

test.describe('accessibility', () => {
  for (const { name, width } of widths) {
    test(`axe finds nothing before and after the form is sent (${name})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await stubLeadFormScript(page);
      await open(page, width);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: CARD_BUTTON }).click();
      await expect(page.getByTestId('stand-in-form')).toBeVisible();
      await expectNoAxeViolations(page);
      await submitStandInForm(page);
      await expect(page.getByTestId('lead-thank-you')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds nothing in the script-failure state', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await blockLeadFormScript(page);
    await open(page, 1280);
    await page.getByRole('button', { name: CARD_BUTTON }).click();
    await expect(page.getByTestId('lead-form-failed')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the success-cases page holds its layout at 320 px, form and thank-you included', async ({ page }) => {
  await stubLeadFormScript(page);
  await open(page, 320);
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await scrollWidth()).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: MOBILE_BUTTON }).click();
  await submitStandInForm(page);
  await expect(page.getByTestId('lead-thank-you')).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(320);
});
