import { expect, test } from '../../support/fixtures';
import {
  firstLoadScripts,
  HEAVY_LIBRARIES,
  KB,
  scriptsMatching,
  sizeReport,
  totalGzip,
  pageHeadingShown,
} from '../../support/budget';
import { budgetFor } from '../../../release/budgets.mjs';

// Platform budget: the home route's first load across the shell and the home
// remote. Each area adds its own routes' budgets in its own spec file.
const HOME_BUDGET = budgetFor({ remote: 'home', module: 'HomePage' })!.total;

test(`first load of / stays within ${HOME_BUDGET / KB} KB of gzip JavaScript`, async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/', 'home', pageHeadingShown);
  expect(totalGzip(scripts), sizeReport(scripts)).toBeLessThanOrEqual(HOME_BUDGET);
});

test('the home page first load carries neither the backend client nor the sanitiser', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/', 'home', pageHeadingShown);
  for (const { name, pattern } of Object.values(HEAVY_LIBRARIES)) {
    expect(scriptsMatching(scripts, pattern), `${name} found in the first load`).toEqual([]);
  }
});
