import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import { repoRoot } from '../../support/servers';
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

/** Where each heavy library is built: the remote that loads it later, when it is needed. */
const BUILT_IN = { backendClient: 'mf-partners', sanitiser: 'mf-blog' } as const;

test('the home page first load carries neither the backend client nor the sanitiser', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/', 'home', pageHeadingShown);
  for (const [library, { name, pattern }] of Object.entries(HEAVY_LIBRARIES)) {
    // The control: the same pattern finds the library in the build of the remote that carries it.
    const dir = join(repoRoot, BUILT_IN[library as keyof typeof BUILT_IN], 'dist/static/js');
    const built = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (f) =>
        f.isFile() &&
        f.name.endsWith('.js') &&
        pattern.test(readFileSync(join(f.parentPath, f.name), 'utf8')),
    );
    expect(built.length, `${name} found in its remote's build`).toBeGreaterThan(0);
    expect(scriptsMatching(scripts, pattern), `${name} found in the first load`).toEqual([]);
  }
});
