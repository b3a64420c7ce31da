import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { LANGS, type Lang } from 'shared/lang';
import { copy } from './content';
import { asClient, FUNCTION_URL, mailsTo, storedApplications, uniqueVisitor } from './helpers';

async function openForm(page: Page, lang: Lang) {
  await page.goto(copy[lang].path);
  await page.getByRole('button', { name: copy[lang].cta }).click();
  await expect(page.getByTestId('partner-form')).toBeVisible();
}

function field(page: Page, lang: Lang, name: keyof (typeof copy)['en']['labels']) {
  return page.getByTestId('partner-form').getByLabel(copy[lang].labels[name], { exact: false }).first();
}

async function fill(page: Page, lang: Lang, values: { email: string; type?: string; message?: string }) {
  await field(page, lang, 'name').fill('  Ana Pérez  ');
  await field(page, lang, 'email').fill(` ${values.email} `);
  await field(page, lang, 'company').fill('Tienda Sur ');
  await field(page, lang, 'country').fill(' Argentina');
  if (values.type) await field(page, lang, 'type').selectOption({ label: values.type });
  await field(page, lang, 'message').fill(values.message ?? '');
}

const toast = (page: Page) => page.getByTestId('toast');

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`partner application form (${lang})`, () => {
    test('shows the fields, the Argentina placeholder and the four partner types', async ({ page }) => {
      await openForm(page, lang);
      await expect(field(page, lang, 'country')).toHaveAttribute('placeholder', t.countryPlaceholder);
      await expect(field(page, lang, 'message')).toHaveAttribute('rows', '4');
      const options = field(page, lang, 'type').locator('option');
      await expect(options).toHaveCount(5);
      await expect(options.last()).toHaveText(t.unsure);
    });

    test('shows each validation message next to its field and the missing-type toast', async ({ page }) => {
      let calls = 0;
      await page.route(FUNCTION_URL, (route) => {
        calls++;
        return route.abort();
      });
      await openForm(page, lang);
      await page.getByRole('button', { name: t.submit }).click();
      for (const name of ['name', 'email', 'company', 'country'] as const) {
        const input = field(page, lang, name);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        const describedBy = await input.getAttribute('aria-describedby');
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(t.errors[name]);
      }
      await expect(field(page, lang, 'name')).toBeFocused();
      await expect(toast(page)).toContainText(t.missingType);
      await expect(page.getByRole('alert').filter({ hasText: t.missingType })).toBeVisible();
      await expectNoAxeViolations(page);

      // A malformed e-mail gets its own message; fixing a field clears its message.
      await field(page, lang, 'email').fill('ana@');
      await field(page, lang, 'name').fill('Ana');
      await expect(page.getByTestId('name-error')).toHaveCount(0);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByTestId('email-error')).toHaveText(t.errors.emailInvalid);
      expect(calls).toBe(0);
    });

    test('without a partner type, submission is blocked with the toast', async ({ page }) => {
      let calls = 0;
      await page.route(FUNCTION_URL, (route) => {
        calls++;
        return route.abort();
      });
      await openForm(page, lang);
      await fill(page, lang, { email: 'ana@shop.example' });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(toast(page).filter({ hasText: t.missingType })).toBeVisible();
      await expect(page.getByTestId('name-error')).toHaveCount(0);
      expect(calls).toBe(0);
    });

    test('a real submission is stored, mailed to the team, confirmed, cleared and tracked', async ({
      page,
      analytics,
    }) => {
      const visitor = uniqueVisitor(`real-${lang}`);
      let release = () => {};
      const hold = new Promise<void>((resolve) => (release = resolve));
      await asClient(page, visitor.address, hold);
      await openForm(page, lang);
      await fill(page, lang, { email: visitor.email, type: t.types[1], message: '  We integrate shops.  ' });
      await page.getByRole('button', { name: t.submit }).click();

      // Submitting: every field and the button disabled, spinner and "Sending...".
      const submit = page.getByTestId('partner-submit');
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveText(t.sending);
      await expect(submit.getByRole('status')).toBeVisible();
      for (const name of ['name', 'email', 'company', 'country', 'type', 'message'] as const) {
        await expect(field(page, lang, name)).toBeDisabled();
      }
      release();

      await expect(toast(page).filter({ hasText: t.successTitle })).toContainText(t.successText);
      // Focus stays where the visitor is: on the outcome, under the form.
      const result = page.getByTestId('partner-form-result');
      await expect(result).toBeFocused();
      await expect(result).toHaveText(`${t.successTitle} ${t.successText}`);
      await expect(field(page, lang, 'name')).toHaveValue('');
      await expect(field(page, lang, 'email')).toHaveValue('');
      await expect(field(page, lang, 'type')).toHaveValue('');
      await expect(submit).toBeEnabled();
      await expect(submit).toHaveText(t.submit);

      const stored = (await storedApplications()).filter((r) => r.email === visitor.email);
      expect(stored).toEqual([
        expect.objectContaining({
          name: 'Ana Pérez',
          company: 'Tienda Sur',
          country: 'Argentina',
          partner_type: 'implementation',
          message: 'We integrate shops.',
          language: lang,
        }),
      ]);
      await expect.poll(() => mailsTo(visitor.email).length).toBe(1);
      const [mail] = mailsTo(visitor.email);
      expect(mail?.headers.subject).toBe('New partner application: Tienda Sur (Implementation Partner)');
      expect(mail?.text).toContain(`Application id: ${stored[0]?.id}`);
      await expect
        .poll(async () => (await storedApplications()).find((r) => r.email === visitor.email)?.notified_at)
        .toBeTruthy();

      expect((await analytics.events()).filter((e) => e.event === 'partner_application_submitted')).toEqual([
        {
          event: 'partner_application_submitted',
          params: { event_category: 'conversion', event_label: 'implementation', value: 1 },
        },
      ]);
    });

    test('when the endpoint is down, the destructive error toast shows and every value is kept', async ({
      page,
      analytics,
    }) => {
      await page.route(FUNCTION_URL, (route) => route.abort('connectionrefused'));
      await openForm(page, lang);
      await fill(page, lang, { email: 'down@shop.example', type: t.unsure, message: 'Hola' });
      await page.getByRole('button', { name: t.submit }).click();
      const error = page.getByRole('alert').filter({ hasText: t.errorText });
      await expect(error).toBeVisible();
      await expect(error).toContainText('Error');
      await expect(page.getByTestId('partner-form-result')).toBeFocused();
      await expect(page.getByTestId('partner-form-result')).toContainText(t.errorText);
      await expect(field(page, lang, 'name')).toHaveValue('  Ana Pérez  ');
      // (an e-mail input itself drops surrounding spaces)
      await expect(field(page, lang, 'email')).toHaveValue('down@shop.example');
      await expect(field(page, lang, 'company')).toHaveValue('Tienda Sur ');
      await expect(field(page, lang, 'country')).toHaveValue(' Argentina');
      await expect(field(page, lang, 'type')).toHaveValue('unsure');
      await expect(field(page, lang, 'message')).toHaveValue('Hola');
      await expect(page.getByTestId('partner-submit')).toBeEnabled();
      expect((await analytics.events()).filter((e) => e.event === 'partner_application_submitted')).toEqual(
        [],
      );
    });

    test('an error answer from the endpoint also shows the error toast and keeps the values', async ({
      page,
    }) => {
      await page.route(FUNCTION_URL, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              headers: { 'access-control-allow-origin': new URL(page.url()).origin },
              body: JSON.stringify({ error: { code: 'internal_error', message: 'down' } }),
            })
          : route.continue(),
      );
      await openForm(page, lang);
      await fill(page, lang, { email: 'error@shop.example', type: t.types[0] });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.errorText })).toBeVisible();
      await expect(field(page, lang, 'company')).toHaveValue('Tienda Sur ');
    });

    test('a field the endpoint refuses gets its message next to it; the values stay; a retry keeps the key', async ({
      page,
    }) => {
      const keys: (string | undefined)[] = [];
      await page.route(FUNCTION_URL, (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        keys.push(route.request().headers()['idempotency-key']);
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': new URL(page.url()).origin },
          body: JSON.stringify({
            error: { code: 'invalid_input', message: 'x', fields: { company: t.invalidCharacters } },
          }),
        });
      });
      await openForm(page, lang);
      await fill(page, lang, { email: 'refused@shop.example', type: t.types[0] });
      await page.getByRole('button', { name: t.submit }).click();
      const company = field(page, lang, 'company');
      await expect(company).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await company.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(t.invalidCharacters);
      await expect(company).toBeFocused();
      await expect(company).toHaveValue('Tienda Sur ');
      await expect(field(page, lang, 'name')).toHaveValue('  Ana Pérez  ');
      await expect(toast(page)).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.submit }).click();
      await expect.poll(() => keys.length).toBe(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
    });
  });
}
