// The security policy of every page (docs/decisions/070-content-security-policy.md):
// the headers are on every HTML answer, and browsing the whole site, in both
// languages and through every form and embed, breaks no directive — with and
// without analytics.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiOrigin, expect, ports, remoteOrigin, siteOrigin, test } from '../../support/fixtures';
import { repoRoot, servePrerenderedSite } from '../../support/servers';
import { ANALYTICS_ORIGINS } from '../../../serve/security-headers.mjs';
import { stubExternalHosts } from '../shell/support';
import { stubLeadFormScript, stubReferralForm } from '../leads/stubs';
import { copy as partnerCopy } from '../partners/content';
import { asClient, uniqueVisitor } from '../partners/helpers';
import { content, neutralContent } from '@intenta/test-helpers/content';

const SECURITY_HEADERS = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
];

/** Every directive broken on the page, from the DOM event and from the console. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  return {
    expectNone: async () => {
      const events = await page.evaluate(
        () => (window as unknown as { __violations: string[] }).__violations,
      );
      expect({ events, console }).toEqual({ events: [], console: [] });
    },
  };
}

/** Every page of the site, both languages, as the published sitemap lists them. */
async function sitePages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(`${siteOrigin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
}

function directives(policy: string) {
  return new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
}

test.describe('security headers', () => {
  test('every page and every not-found page carries them, without CORS', async ({ request }) => {
    const pages = await sitePages(request);
    expect(pages).toEqual(expect.arrayContaining(['/', '/es', '/blog', '/es/blog', '/partners']));
    const published = readFileSync(
      join(repoRoot, 'shell/published', String(ports.shell), 'current/_headers'),
      'utf8',
    );
    for (const path of [...pages, '/nope', '/es/nope', '/blog/no-such-post']) {
      const response = await request.get(`${siteOrigin}${path}`);
      expect(response.status(), path).toBe(/nope|no-such/.test(path) ? 404 : 200);
      const headers = response.headers();
      for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers['access-control-allow-origin'], path).toBeUndefined();
      // The server sends what the release's _headers file says, for static hosts too.
      expect(published).toContain(`Content-Security-Policy: ${headers['content-security-policy']}`);
    }
  });

  test('the policy names the remotes, the backend and the embeds, and nothing loose', async ({ request }) => {
    const headers = (await request.get(`${siteOrigin}/`)).headers();
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", ...Object.values(remoteOrigin)]),
    );
    expect(policy.get('connect-src')).toContain(apiOrigin);
    // The partner form posts there when no script handles it (decision 045).
    expect(policy.get('form-action')).toEqual(expect.arrayContaining(["'self'", apiOrigin]));
    expect(policy.get('frame-src')).toContain('https://calendar.intenta.example');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')!.join(' ')).not.toMatch(/unsafe|\*/);
    // No analytics id in the default configuration: its hosts are not allowed.
    expect(headers['content-security-policy']).not.toContain(ANALYTICS_ORIGINS.script[0]);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('CORS only on what another origin reads: remote files yes, pages no', async ({ request }) => {
    for (const origin of Object.values(remoteOrigin)) {
      const manifest = await request.get(`${origin}/mf-manifest.json`);
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      const entry = await request.get(`${origin}/remoteEntry.js`);
      expect(entry.headers()['access-control-allow-origin']).toBe('*');
      // A remote's own page (standalone runs) has a policy of its own files only.
      const html = await request.get(`${origin}/index.html`);
      expect(html.headers()['access-control-allow-origin']).toBeUndefined();
      expect(html.headers()['content-security-policy']).toContain("script-src 'self';");
      expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const favicon = await request.get(`${siteOrigin}/favicon.svg`);
    expect(favicon.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

test.describe('no directive is broken', () => {
  test('on every page in both languages, scrolled to the end', async ({ page, request }) => {
    test.setTimeout(120_000);
    // The embeds load their stand-ins, so their frame and script are checked against the
    // policy as loaded, and no page waits on an external host.
    await stubReferralForm(page);
    await stubLeadFormScript(page);
    const violations = await watchViolations(page);
    for (const path of [...(await sitePages(request)), '/nope', '/es/blog/no-existe']) {
      await test.step(path, async () => {
        await page.goto(path);
        await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
        // Lazy blocks, images and the video load as they come into view.
        await page.waitForLoadState('networkidle');
        await violations.expectNone();
      });
    }
  });

  test('opening the demo dialog with its calendar', async ({ page }) => {
    await stubExternalHosts(page);
    const violations = await watchViolations(page);
    await page.goto('/es');
    await page
      .getByTestId('site-header')
      .getByRole('button', { name: content('shell', 'chrome', 'es').demo })
      .click();
    const dialog = page.getByRole('dialog', { name: content('shell', 'demo-dialog', 'es').title });
    await expect(dialog.frameLocator('iframe').locator('p')).toHaveText('Calendar stub');
    await violations.expectNone();
  });

  test('sending the partner form', async ({ page }) => {
    const t = partnerCopy.en;
    const visitor = uniqueVisitor('csp');
    await asClient(page, visitor.address);
    const violations = await watchViolations(page);
    await page.goto(t.path);
    await page.getByRole('button', { name: t.cta }).click();
    const form = page.getByTestId('partner-form');
    for (const [name, value] of [
      ['name', 'Ana Pérez'],
      ['email', visitor.email],
      ['company', 'Tienda Sur'],
      ['country', 'Argentina'],
    ] as const) {
      await form.getByLabel(t.labels[name], { exact: false }).first().fill(value);
    }
    await form.getByLabel(t.labels.type).selectOption({ label: t.types[0] });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('toast').filter({ hasText: t.successTitle })).toBeVisible();
    await violations.expectNone();
  });

  test('reading a post from the blog list', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/es/blog');
    await page.locator('main a[href^="/es/blog/"]').first().click();
    await expect(page).toHaveURL(/\/es\/blog\/[^/]+$/);
    await expect(page.getByTestId('post-body')).toBeVisible();
    await violations.expectNone();
  });

  test('the success-cases form and the referral form', async ({ page }) => {
    await stubLeadFormScript(page);
    await stubReferralForm(page);
    const copy = neutralContent('mf-leads', 'success-cases');
    const violations = await watchViolations(page);
    await page.goto('/casos-de-exito');
    await page.getByRole('button', { name: copy.card.button }).click();
    const form = page.getByTestId('stand-in-form');
    await form.getByLabel('Correo electrónico').fill('compras@tienda.example');
    await form.getByRole('button', { name: 'Enviar' }).click();
    const thanks = page.getByTestId('lead-thank-you');
    // The download fetches the PDF from the leads remote (connect-src, CORS).
    // Awaited together: a click that fails leaves no wait behind to fail as the page closes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      thanks.getByRole('link', { name: copy.thanks.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(copy.thanks.downloadFileName);
    await page.goto('/referral');
    await expect(page.frameLocator('[data-testid="referral-form-frame"]').locator('h1')).toHaveText(
      'Referral form stand-in',
    );
    await violations.expectNone();
  });
});

test.describe('with an analytics id in the runtime config', () => {
  let origin = '';
  let close = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // The site prerendered again with an analytics id, as a deployment that sets one would be.
    ({ origin, close } = await servePrerenderedSite({ analyticsId: 'G-CSP123' }));
  });
  test.afterAll(() => close());

  test('accepting analytics loads the tag, which reports, and nothing is blocked', async ({ page }) => {
    const policy = (await page.request.get(`${origin}/terms`)).headers()['content-security-policy'] ?? '';
    expect(directives(policy).get('script-src')).toContain('https://www.googletagmanager.com');

    const reports: string[] = [];
    // A stand-in for gtag.js that reports as the real tag does: a request and a pixel.
    await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `fetch('https://region1.google-analytics.com/g/collect?v=2', { method: 'POST', mode: 'no-cors' });
          new Image().src = 'https://www.google-analytics.com/g/collect?v=2&pixel=1';`,
      }),
    );
    await page.route(/^https:\/\/(?:region1|www)\.google-analytics\.com\/g\/collect/, (route) => {
      reports.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    const violations = await watchViolations(page);
    await page.goto(`${origin}/terms`);
    const consent = content('shell', 'consent', 'en');
    await page
      .getByRole('region', { name: consent.bannerLabel })
      .getByRole('button', { name: consent.accept })
      .click();
    await expect.poll(() => reports.length).toBe(2);
    await violations.expectNone();
  });
});
