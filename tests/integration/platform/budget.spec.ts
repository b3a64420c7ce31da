import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/**
 * First-load JavaScript budgets, in gzip bytes (level 9, deterministic).
 * "First load" is every script the route fetches until its page is shown and
 * the network is idle, across the shell and the remotes.
 */
const KB = 1024;
export const FIRST_LOAD_BUDGETS: { path: string; maxGzip: number; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    maxGzip: 150 * KB,
    ready: async (page) => {
      await expect(page.locator('main h1').first()).toBeVisible();
    },
  },
];

/** Code that must never ride in a first load: the backend client and the HTML sanitiser. */
const HEAVY_LIBRARIES = [
  { name: 'hosted-backend client (@supabase/supabase-js)', pattern: /supabase/i },
  { name: 'HTML sanitiser (DOMPurify)', pattern: /dompurify/i },
];

async function firstLoadScripts(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    bodies.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

for (const { path, maxGzip, ready } of FIRST_LOAD_BUDGETS) {
  test(`first load of ${path} stays within ${maxGzip / KB} KB of gzip JavaScript`, async ({ page }) => {
    const scripts = await firstLoadScripts(page, path, ready);
    const sizes = scripts.map(({ url, body }) => ({ url, gzip: gzipSync(body, { level: 9 }).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${(s.gzip / KB).toFixed(1).padStart(6)} KB ${s.url}`)
      .join('\n');
    expect(
      total,
      `first load of ${path} is ${(total / KB).toFixed(1)} KB gzip:\n${report}`,
    ).toBeLessThanOrEqual(maxGzip);
  });
}

test('the home page first load carries neither the backend client nor the sanitiser', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/', FIRST_LOAD_BUDGETS[0]!.ready);
  expect(scripts.length).toBeGreaterThan(0);
  for (const { name, pattern } of HEAVY_LIBRARIES) {
    const carriers = scripts.filter(({ body }) => pattern.test(body.toString('utf8'))).map((s) => s.url);
    expect(carriers, `${name} found in the first load`).toEqual([]);
  }
});
