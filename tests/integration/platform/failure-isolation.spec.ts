import { content } from '@intenta/test-helpers/content';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { expect, ports, remoteOrigin, siteOrigin, test, waitForHydration } from '../../support/fixtures';
import { repoRoot, serveFolder, type RunningServer } from '../../support/servers';
import type { runtimeConfigFor } from '@intenta/workspace/ports.mjs';

const fallback = (page: Page) => page.getByTestId('remote-fallback');

/** Marks the window so the test can prove a retry did not reload the page. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function expectSameWindow(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

/** Client-side navigation, as a link inside the app does it. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('a failing remote takes down only its own page area', () => {
  test('remote unreachable: a served page stays readable, its links work; in-app navigation gets the fallback and retry', async ({
    page,
  }) => {
    const entry = `${remoteOrigin.blog}/remoteEntry.js`;
    await page.route(entry, (route) => route.abort('connectionrefused'));
    await page.goto('/es/blog');
    // The served HTML stays as it arrived: readable, and its links are plain links.
    await expect(page.locator('main h1').first()).toHaveText(content('mf-blog', 'blog', 'es').list.heading);
    await expect(fallback(page)).toHaveCount(0);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    const post = page.locator('main a[href^="/es/blog/"]').first();
    const postPath = await post.getAttribute('href');
    await post.click();
    await expect(page).toHaveURL(postPath!);
    await expect(page.locator('main h1')).not.toHaveText(content('mf-blog', 'blog', 'es').list.heading);
    await expect(page.getByTestId('post-body')).toBeVisible();
    await waitForHydration(page);

    // Reached inside the app, the list shows the localised fallback.
    await navigateInApp(page, '/es/blog');
    await expect(fallback(page)).toContainText('Esta sección no está disponible');
    await markWindow(page);

    // Another remote's route keeps working in the same page.
    await navigateInApp(page, '/es/partners');
    await expect(page.locator('main h1')).toHaveText(
      content('mf-partners', 'partners-page', 'es').hero.title,
    );
    await page.goBack();
    await expect(fallback(page)).toBeVisible();

    await page.unroute(entry);
    await fallback(page).getByRole('button', { name: 'Reintentar' }).click();
    await expect(fallback(page)).toHaveCount(0);
    await expect(page.locator('main h1').first()).toHaveText(content('mf-blog', 'blog', 'es').list.heading);
    await expectSameWindow(page);
  });

  test('chunk fails to load: served content stays; in-app navigation shows the fallback, then retry loads the page', async ({
    page,
  }) => {
    const chunk = `${remoteOrigin.partners}/static/js/async/__federation_expose_PartnersPage*`;
    await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/partners');
    await expect(page.locator('main h1')).toHaveText(
      content('mf-partners', 'partners-page', 'en').hero.title,
    );
    await expect(fallback(page)).toHaveCount(0);
    await waitForHydration(page);

    await navigateInApp(page, '/blog');
    await expect(page.locator('main h1')).toHaveText(content('mf-blog', 'blog', 'en').list.heading);
    await navigateInApp(page, '/partners');
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await markWindow(page);

    await page.unroute(chunk);
    await fallback(page).getByRole('button', { name: 'Try again' }).click();
    await expect(fallback(page)).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectSameWindow(page);
  });
});

test.describe('with a shell of its own pointed at test remotes', () => {
  // These tests share the ports of their own shell and remote.
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let shell: RunningServer;
  let remote: RunningServer | undefined;
  const shellPort = ports.shell + 96;
  const remotePort = ports.shell + 97;
  const configFile = () => join(dir, 'runtime-config.json');

  // The runtime config a release publishes (remote locations and the remotes' routes).
  async function pointHomeAt(port: number) {
    const config = (await (await fetch(`${siteOrigin}/runtime-config.json`)).json()) as ReturnType<
      typeof runtimeConfigFor
    >;
    config.remotes.home = `http://localhost:${port}/mf-manifest.json`;
    await writeFile(configFile(), JSON.stringify(config));
  }

  test.beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'intenta-shell-'));
    await pointHomeAt(remotePort);
    shell = await serveFolder(join(repoRoot, 'shell/dist'), shellPort, {
      spaFallback: true,
      overrides: { '/runtime-config.json': configFile() },
    });
  });

  test.afterEach(async () => {
    await remote?.close();
    remote = undefined;
    await shell.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('a page that throws while rendering is contained, and retry renders it again', async ({ page }) => {
    remote = await serveFolder(join(repoRoot, 'tests/fixtures/throwing-remote/dist'), remotePort);
    await page.addInitScript(() => (window.__throwOnRender = true));
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${shell.origin}/`);
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    expect(errors.join('\n')).toContain('HomePage fixture failed while rendering');

    await markWindow(page);
    await page.evaluate(() => (window.__throwOnRender = false));
    await fallback(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Recovered page (en)' })).toBeVisible();
    await expectSameWindow(page);
  });

  test('stopping a remote server shows the fallback; starting it again and retrying brings the page back', async ({
    page,
  }) => {
    remote = await serveFolder(join(repoRoot, 'mf-home/dist'), remotePort);
    await remote.close();
    remote = undefined;

    await page.goto(`${shell.origin}/`);
    await expect(fallback(page)).toBeVisible();
    await markWindow(page);

    // Every other route keeps working while home is down.
    await page.evaluate(() => {
      history.pushState({}, '', '/es/partners');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main h1')).toHaveText(
      content('mf-partners', 'partners-page', 'es').hero.title,
    );
    await page.goBack();
    await expect(fallback(page)).toBeVisible();

    remote = await serveFolder(join(repoRoot, 'mf-home/dist'), remotePort);
    await fallback(page).getByRole('button', { name: 'Try again' }).click();
    await expect(fallback(page)).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectSameWindow(page);
  });

  // The served site names each remote's entry directly; a shell rendering in the browser reads manifests.
  test('a manifest request that fails once is retried by the federation runtime', async ({ page }) => {
    let attempts = 0;
    await page.route(`${remoteOrigin.leads}/mf-manifest.json`, (route) =>
      ++attempts === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(`${shell.origin}/referral`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    expect(attempts).toBe(2);
  });

  test('moving a remote to another port needs only the runtime config file', async ({ page }) => {
    const movedPort = ports.shell + 98;
    remote = await serveFolder(join(repoRoot, 'mf-home/dist'), movedPort);
    await pointHomeAt(movedPort);
    const manifestRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('mf-manifest.json') && manifestRequests.push(r.url()));
    await page.goto(`${shell.origin}/`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
    expect(manifestRequests).toContain(`http://localhost:${movedPort}/mf-manifest.json`);
  });
});
