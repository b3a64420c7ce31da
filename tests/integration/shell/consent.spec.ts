import { join } from 'node:path';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ports, test } from '../../support/fixtures';
import { repoRoot, serveFolder, type RunningServer } from '../../support/servers';
import { runtimeConfigFor } from '@intenta/workspace/ports.mjs';
import { pageReady } from './support';
import { content } from '@intenta/test-helpers/content';

// The notice and panel copy, from the shell's content files (shell/content/consent/): a studio edit keeps this green.
const en = content('shell', 'consent', 'en');
const es = content('shell', 'consent', 'es');
const footerCookies = {
  en: content('shell', 'chrome', 'en').footer.cookies,
  es: content('shell', 'chrome', 'es').footer.cookies,
};

const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

async function watchGtag(page: Page) {
  const requests: string[] = [];
  await page.route(GTAG, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
  });
  return requests;
}

/** A shell of its own whose runtime config sets an analytics id. */
async function shellWithAnalytics(port: number): Promise<RunningServer> {
  const dir = await mkdtemp(join(tmpdir(), 'intenta-consent-'));
  const config = runtimeConfigFor();
  const file = join(dir, 'runtime-config.json');
  await writeFile(file, JSON.stringify({ ...config, site: { ...config.site, analyticsId: 'G-TEST123' } }));
  const server = await serveFolder(join(repoRoot, 'shell/dist'), port, {
    spaFallback: true,
    overrides: { '/runtime-config.json': file },
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const gtagScripts = (page: Page) => page.locator('script[src*="googletagmanager.com/gtag/js"]');

test('default site: no analytics id, so accepting cookies loads no tag', async ({ page }) => {
  const requests = await watchGtag(page);
  await page.goto('/terms');
  await pageReady(page);
  await page.getByTestId('site-footer').getByRole('button', { name: footerCookies.en }).click();
  const panel = page.getByRole('dialog', { name: en.title });
  await expect(panel).toContainText(en.current.unset);
  await panel.getByRole('button', { name: en.accept }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText(en.saved);
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
  await expect(gtagScripts(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test.describe('with an analytics id in the runtime config', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: RunningServer;
  test.beforeAll(async () => (shell = await shellWithAnalytics(ports.shell + 45)));
  test.afterAll(() => shell.close());

  test('no tag without consent; accepting loads it; the choice is remembered; declining keeps it off', async ({
    page,
  }) => {
    const requests = await watchGtag(page);
    await page.goto(`${shell.origin}/es/privacy`);
    await pageReady(page);
    await expect(gtagScripts(page)).toHaveCount(0);

    // First visit: a notice asks; declining keeps everything off, also after a reload.
    const banner = page.getByRole('region', { name: es.bannerLabel });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: es.decline }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await pageReady(page);
    await expect(gtagScripts(page)).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    expect(requests).toEqual([]);
    const panel = page.getByRole('dialog', { name: es.title });

    // Accepted: gtag.js with the configured id.
    await page.getByTestId('site-footer').getByRole('button', { name: footerCookies.es }).click();
    await expect(panel).toContainText(es.current.declined);
    await panel.getByRole('button', { name: es.accept }).click();
    await expect(gtagScripts(page)).toHaveCount(1);
    await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);

    // Remembered: loaded at start on the next visit.
    await page.goto(`${shell.origin}/terms`);
    await pageReady(page);
    await expect(gtagScripts(page)).toHaveCount(1);
    // The tag's code is in its own chunk: the script runs once that has arrived.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
      .toBe(true);
  });
});

test.describe('first-visit notice with an analytics id', () => {
  let shell: RunningServer;
  test.beforeAll(async () => (shell = await shellWithAnalytics(ports.shell + 46)));
  test.afterAll(() => shell.close());

  test('accepting in the notice loads the tag; the notice does not come back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const requests = await watchGtag(page);
    await page.goto(`${shell.origin}/terms`);
    await pageReady(page);
    const banner = page.getByRole('region', { name: en.bannerLabel });
    await banner.getByRole('button', { name: en.settings }).click();
    await expect(page.getByRole('dialog', { name: en.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: en.accept }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    await page.reload();
    await pageReady(page);
    await expect(gtagScripts(page)).toHaveCount(1);
    await expect(banner).toHaveCount(0);
  });
});
