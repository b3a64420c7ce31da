import type { Page } from '@playwright/test';
import { defaultSiteConfig } from 'shared/site-config';

/** The external addresses the leads pages use (the defaults: nothing overrides them in tests). */
export const referralFormUrl = defaultSiteConfig.referralFormUrl;
export const leadForm = defaultSiteConfig.leadForm;

/**
 * Stand-in for the provider's embed script: the same global API as the real one
 * (`hbspt.forms.create({ region, portalId, formId, target })`), a small form in
 * the target, and on submit the message the real form posts.
 */
export const LEAD_FORM_STAND_IN = `
(function () {
  window.hbspt = {
    forms: {
      create: function (options) {
        var target = document.querySelector(options.target);
        var form = document.createElement('form');
        form.setAttribute('data-testid', 'stand-in-form');
        form.setAttribute('data-region', options.region);
        form.setAttribute('data-portal-id', options.portalId);
        form.setAttribute('data-form-id', options.formId);
        form.innerHTML =
          '<label>Correo electrónico <input type="email" name="email" required></label> ' +
          '<button type="submit">Enviar</button>';
        form.addEventListener('submit', function (event) {
          event.preventDefault();
          window.postMessage({ type: 'hsFormCallback', eventName: 'onFormSubmitted' }, '*');
        });
        target.appendChild(form);
      },
    },
  };
})();
`;

export async function stubLeadFormScript(page: Page) {
  await page.route(leadForm.scriptUrl, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: LEAD_FORM_STAND_IN }),
  );
}

export async function blockLeadFormScript(page: Page) {
  await page.route(leadForm.scriptUrl, (route) => route.abort('blockedbyclient'));
}

/** A stand-in referral form page at the configured address. */
export async function stubReferralForm(page: Page) {
  await page.route(referralFormUrl, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Referral form</title><h1>Referral form stand-in</h1></html>',
    }),
  );
}

/** The referral form's host unreachable (what a local run without network shows). */
export async function blockReferralForm(page: Page) {
  await page.route(referralFormUrl, (route) => route.abort('internetdisconnected'));
}
