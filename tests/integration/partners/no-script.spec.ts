// The partner form before and without JavaScript (decision 045): with scripts
// disabled, and with scripts on but the partners remote blocked, the served form
// posts to the endpoint. A valid application is stored once and the browser lands
// on the confirmation in its language; an invalid one is answered by the endpoint's
// page in that language, with its messages and every value typed, and is stored
// once sent again from there. In no case does a value appear in an address the
// browser asks for, a line the partner API prints, or an analytics call.
//
// The site is prerendered again with its backend pointing at a partner API of this
// spec's own (own port, data, mailbox and captured output), and with an analytics
// id, so every call the tag would get is seen.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPort } from '@intenta/workspace/ports.mjs';
import { readMailbox } from '@intenta/partner-api/local-server/mailbox';
import { storedApplications, type StoredRow } from '@intenta/partner-api/test-support/stored-applications';
import { remoteOrigin } from '../../support/fixtures';
import { servePrerenderedSite } from '../../support/servers';
import { copy } from './content';
import { repoRoot } from './paths';

type Lang = 'en' | 'es';

// One site and one API for the whole file: its tests run one after another.
test.describe.configure({ mode: 'serial' });

const API_PORT = apiPort() + 1001;
const apiOrigin = `http://localhost:${API_PORT}`;
const functionUrl = `${apiOrigin}/functions/v1/send-partner-notification`;
const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

let site: { origin: string; close: () => Promise<void> };
let api: ChildProcess;
let folder: string;
/** Every line the partner API printed, stdout and stderr. */
const apiLines: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await servePrerenderedSite({
    backend: { url: apiOrigin, anonKey: 'local-anon-key' },
    analyticsId: 'G-NOSCRIPT1',
  });
  folder = mkdtempSync(join(tmpdir(), 'partners-no-script-'));
  api = spawn(process.execPath, [join(repoRoot, 'partner-api/server/start.mjs')], {
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      PARTNERS_DATA_DIR: join(folder, 'data'),
      PARTNERS_MAILBOX_DIR: join(folder, 'mailbox'),
      ALLOWED_ORIGINS: site.origin,
      SITE_URL: site.origin,
      PARTNERS_TRUSTED_PROXY_HOPS: '0',
      PARTNERS_RATE_LIMIT_MAX: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [api.stdout, api.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => apiLines.push(...chunk.split('\n').filter(Boolean)));
  }
  await new Promise<void>((resolve, reject) => {
    api.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
    api.once('exit', (code) =>
      reject(new Error(`the partner API exited early (${code}): ${apiLines.join('\n')}`)),
    );
  });
});

test.afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await site?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function stored(email: string): Promise<StoredRow[]> {
  return (await storedApplications(apiOrigin)).filter((row) => row.email === email);
}

let counter = 0;
/** Values no page contains, so finding one anywhere can only mean it leaked. */
function application(tag: string) {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    name: `Zorzal ${tag} Quiroga`,
    email: `noscript-${tag}-${n}@tienda.example`,
    company: `Quillay ${tag} & Hijos`,
    country: 'Paraguay',
    message: `Mensaje reservado ${tag}: ñandú ${n}`,
  };
}
type Application = ReturnType<typeof application>;

/** Every address the page asks for (documents, redirects, files), and what its console says. */
function watch(page: Page) {
  const urls: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('console', (message) => consoleLines.push(message.text()));
  return { urls, consoleLines };
}

/** Each way a value can be written into an address or a log: as is, percent- or form-encoded. */
function spellings(value: string): string[] {
  return [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
}

function expectNoValueIn(where: string, texts: readonly string[], values: Application) {
  const found = texts.flatMap((text) =>
    Object.values(values).flatMap((value) =>
      spellings(value)
        .filter((s) => text.includes(s))
        .map((s) => `${s} in ${text.slice(0, 200)}`),
    ),
  );
  expect(found, `a field value in ${where}`).toEqual([]);
}

function field(page: Page, lang: Lang, name: keyof (typeof copy)['en']['labels']) {
  return page.getByLabel(copy[lang].labels[name], { exact: false }).first();
}

async function fillForm(
  page: Page,
  lang: Lang,
  values: Application,
  over: { email?: string; company?: string },
) {
  const form = page.getByTestId('partner-form');
  const inForm = (name: keyof (typeof copy)['en']['labels']) =>
    form.getByLabel(copy[lang].labels[name], { exact: false }).first();
  await inForm('name').fill(values.name);
  await inForm('email').fill(over.email ?? values.email);
  await inForm('company').fill(over.company ?? values.company);
  await inForm('country').fill(values.country);
  await inForm('type').selectOption({ label: copy[lang].types[1] });
  await inForm('message').fill(values.message);
}

interface Mode {
  name: string;
  javaScriptEnabled: boolean;
  /** Prepares the page; returns what the analytics tag was asked, when scripts run. */
  prepare: (page: Page) => Promise<string[]>;
  /** Waits for the served page to be usable. */
  ready: (page: Page) => Promise<void>;
  valid: Lang;
  invalid: Lang;
}

const MODES: Mode[] = [
  {
    name: 'scripts disabled',
    javaScriptEnabled: false,
    prepare: async () => [],
    ready: async (page) => {
      await expect(page.getByTestId('partner-form')).toBeVisible();
    },
    valid: 'en',
    invalid: 'es',
  },
  {
    name: 'scripts on, the partners remote blocked',
    javaScriptEnabled: true,
    prepare: async (page) => {
      await page.route(`${remoteOrigin.partners}/**`, (route) => route.abort('connectionrefused'));
      // Analytics accepted, its tag stubbed: every call the page makes to it is recorded.
      const calls: string[] = [];
      await page.exposeFunction('__recordAnalytics', (call: string) => void calls.push(call));
      await page.route(GTAG, (route) => {
        calls.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.addInitScript(() => {
        localStorage.setItem('cookie-consent', 'accepted');
        const w = window as unknown as { dataLayer: unknown[]; __recordAnalytics: (c: string) => void };
        const layer: unknown[] = [];
        layer.push = (...items: unknown[]) => {
          for (const item of items)
            w.__recordAnalytics(JSON.stringify(Array.from(item as ArrayLike<unknown>)));
          return Array.prototype.push.apply(layer, items);
        };
        w.dataLayer = layer;
      });
      return calls;
    },
    ready: async (page) => {
      // The shell hydrates around the served HTML it keeps (the remote did not load).
      await expect(page.locator('#root[data-hydration="committed"]')).toBeAttached({ timeout: 30_000 });
      await expect(page.getByTestId('partner-form')).toBeVisible();
    },
    valid: 'es',
    invalid: 'en',
  },
];

for (const mode of MODES) {
  test.describe(`the partner form, ${mode.name}`, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    test(`a valid application (${mode.valid}) is stored once and confirmed; no value in an address, a log or analytics`, async ({
      page,
    }) => {
      const lang = mode.valid;
      const t = copy[lang];
      const values = application(`valid-${lang}`);
      const seen = watch(page);
      const analytics = await mode.prepare(page);
      await page.goto(`${site.origin}${t.path}`);
      await mode.ready(page);
      await fillForm(page, lang, values, {});
      await page.getByTestId('partner-form').getByRole('button', { name: t.submit }).click();

      await page.waitForURL(`${site.origin}${t.confirmation.path}`);
      await expect(page.locator('main h1')).toHaveText(t.confirmation.h1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      // The post went to the configured endpoint, and the browser came back by a 303.
      expect(seen.urls).toContain(functionUrl);

      const rows = await stored(values.email);
      expect(rows).toEqual([
        expect.objectContaining({
          name: values.name,
          company: values.company,
          country: values.country,
          partner_type: 'implementation',
          message: values.message,
          language: lang,
        }),
      ]);
      await expect
        .poll(() =>
          readMailbox(join(folder, 'mailbox')).filter((m) => m.headers['reply-to'] === values.email),
        )
        .toHaveLength(1);

      expectNoValueIn('an address', seen.urls, values);
      expectNoValueIn('the partner API output', apiLines, values);
      expectNoValueIn('the browser console', seen.consoleLines, values);
      expect(seen.consoleLines.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
      if (mode.javaScriptEnabled) {
        // The tag was asked on both pages (this is not a check of nothing) and was told no value.
        await expect
          .poll(() => analytics.filter((call) => call.includes('"config"')).length)
          .toBeGreaterThanOrEqual(2);
        expectNoValueIn('an analytics call', analytics, values);
      }
    });

    test(`an invalid application (${mode.invalid}) is refused with its message, keeps what was typed, and is stored once sent again`, async ({
      page,
    }) => {
      const lang = mode.invalid;
      const t = copy[lang];
      const values = application(`invalid-${lang}`);
      const seen = watch(page);
      const analytics = await mode.prepare(page);
      await page.goto(`${site.origin}${t.path}`);
      await mode.ready(page);
      // An address a browser accepts (no dot after the @) that the endpoint refuses, and no company.
      const badEmail = values.email.replace(/\.example$/, '');
      await fillForm(page, lang, values, { email: badEmail, company: '' });
      // Awaited together: a click that fails leaves no wait behind to fail as the page closes.
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url() === functionUrl && r.request().method() === 'POST'),
        page.getByTestId('partner-form').getByRole('button', { name: t.submit }).click(),
      ]);
      expect(answer.status()).toBe(400);

      // The endpoint's page, in the application's language: what is wrong, next to each field.
      await page.waitForURL(functionUrl);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(t.refusal.h1);
      await expect(field(page, lang, 'email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#email-error')).toHaveText(t.refusal.invalidEmail);
      await expect(page.locator('#company-error')).toHaveText(t.refusal.required);
      // Everything typed is still there.
      await expect(field(page, lang, 'name')).toHaveValue(values.name);
      await expect(field(page, lang, 'email')).toHaveValue(badEmail);
      await expect(field(page, lang, 'country')).toHaveValue(values.country);
      await expect(field(page, lang, 'type')).toHaveValue('implementation');
      await expect(field(page, lang, 'message')).toHaveValue(values.message);
      expect(await stored(values.email)).toEqual([]);
      expect(await stored(badEmail)).toEqual([]);

      // Corrected there and sent again: stored once, confirmed in the same language.
      await field(page, lang, 'email').fill(values.email);
      await field(page, lang, 'company').fill(values.company);
      await page.getByRole('button', { name: t.refusal.submit }).click();
      await page.waitForURL(`${site.origin}${t.confirmation.path}`);
      await expect(page.locator('main h1')).toHaveText(t.confirmation.h1);
      expect(await stored(values.email)).toEqual([
        expect.objectContaining({ name: values.name, company: values.company, language: lang }),
      ]);

      const spellingsOf = { ...values, badEmail };
      expectNoValueIn('an address', seen.urls, spellingsOf);
      expectNoValueIn('the partner API output', apiLines, spellingsOf);
      expectNoValueIn('the browser console', seen.consoleLines, spellingsOf);
      expect(seen.consoleLines.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
      if (mode.javaScriptEnabled) expectNoValueIn('an analytics call', analytics, spellingsOf);
    });
  });
}

test('the confirmation pages are served, not indexed, and listed in no sitemap', async ({ request }) => {
  for (const lang of ['en', 'es'] as const) {
    const response = await request.get(`${site.origin}${copy[lang].confirmation.path}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain(copy[lang].confirmation.h1);
  }
  const sitemap = await (await request.get(`${site.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('/partners</loc>');
  expect(sitemap).not.toContain('/partners/thanks');
  expect(sitemap).not.toContain('/gracias');
  // The page's policy lets the form post to the backend, and the backend send it back.
  const policy = (await request.get(`${site.origin}/partners`)).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`form-action 'self' ${apiOrigin}[ ;]`));
});
