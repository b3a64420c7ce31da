import { expect, remoteOrigin, test } from '../../support/fixtures';
import { firstLoadScripts, KB, sizeReport, totalGzip, pageHeadingShown } from '../../support/budget';
import { budgetFor } from '../../../release/budgets.mjs';

// The home remote's own share of the first load of / and /es (decision 020):
// its chunks without remoteEntry.js (counted by the platform budget).
const HOME_OWN_BUDGET = budgetFor({ remote: 'home', module: 'HomePage' })!.own!.bytes;

for (const [path, other] of [
  ['/', 'Deja de perder ventas'],
  ['/es', 'Stop losing sales'],
] as const) {
  test(`first load of ${path}: the home remote's own scripts stay within ${HOME_OWN_BUDGET / KB} KB gzip`, async ({
    page,
  }) => {
    const scripts = await firstLoadScripts(page, path, 'home', pageHeadingShown);
    const own = scripts.filter(
      (s) => s.url.startsWith(remoteOrigin.home) && !s.url.endsWith('/remoteEntry.js'),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(totalGzip(own), sizeReport(own)).toBeLessThanOrEqual(HOME_OWN_BUDGET);
  });

  test(`first load of ${path} carries neither the other language nor the below-the-fold copy`, async ({
    page,
  }) => {
    const scripts = await firstLoadScripts(page, path, 'home', pageHeadingShown);
    const home = scripts.filter((s) => s.url.startsWith(remoteOrigin.home));
    const text = home.map((s) => s.body.toString('utf8')).join('\n');
    expect(text.includes(other), 'other language in the first load').toBe(false);
    expect(text.includes('Frequently Asked Questions'), 'English FAQ copy in the first load').toBe(false);
    expect(text.includes('Preguntas Frecuentes'), 'Spanish FAQ copy in the first load').toBe(false);
  });
}
