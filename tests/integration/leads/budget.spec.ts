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
import { stubLeadFormScript, stubReferralForm } from './stubs';

// Leads budget: the first load of each leads route across the shell and the
// leads remote (the external form script and frame are stubbed and not counted
// as ours: the stand-in is a few hundred bytes).
for (const [path, module] of [
  ['/referral', 'ReferralPage'],
  ['/es/referido', 'ReferralPage'],
  ['/casos-de-exito', 'SuccessCasesPage'],
] as const) {
  const budget = budgetFor({ remote: 'leads', module })!.total;
  test(`first load of ${path} stays within ${budget / KB} KB of gzip JavaScript, without heavy libraries`, async ({
    page,
  }) => {
    await stubReferralForm(page);
    await stubLeadFormScript(page);
    const scripts = await firstLoadScripts(page, path, 'leads', pageHeadingShown);
    expect(totalGzip(scripts), sizeReport(scripts)).toBeLessThanOrEqual(budget);
    for (const { name, pattern } of Object.values(HEAVY_LIBRARIES)) {
      expect(scriptsMatching(scripts, pattern), `${name} found in the first load`).toEqual([]);
    }
  });
}
