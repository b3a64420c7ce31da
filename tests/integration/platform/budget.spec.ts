import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  firstLoadScripts,
  HEAVY_LIBRARIES,
  KB,
  scriptsMatching,
  sizeReport,
  totalGzip,
} from '../../support/budget';

// Platform budget: the home route's first load across the shell and the home
// remote. Each area adds its own routes' budgets in its own spec file.
const HOME_BUDGET = 150 * KB;
const homeReady = async (page: Page) => {
  await expect(page.locator('main h1').first()).toBeVisible();
};

test(`first load of / stays within ${HOME_BUDGET / KB} KB of gzip JavaScript`, async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/', homeReady);
  expect(totalGzip(scripts), sizeReport(scripts)).toBeLessThanOrEqual(HOME_BUDGET);
});

test('the home page first load carries neither the backend client nor the sanitiser', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/', homeReady);
  expect(scripts.length).toBeGreaterThan(0);
  for (const { name, pattern } of Object.values(HEAVY_LIBRARIES)) {
    expect(scriptsMatching(scripts, pattern), `${name} found in the first load`).toEqual([]);
  }
});
