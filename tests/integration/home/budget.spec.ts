import { expect, remoteOrigin, test } from '../../support/fixtures';
import { firstLoadScripts, KB, sizeReport, totalGzip, pageHeadingShown } from '../../support/budget';
import { budgetFor } from '../../../release/budgets.mjs';
import { content } from '@intenta/test-helpers/content';

// The home remote's own share of the first load of / and /es (decision 020):
// its chunks without remoteEntry.js (counted by the platform budget).
const HOME_OWN_BUDGET = budgetFor({ remote: 'home', module: 'HomePage' })!.own!.bytes;

/** Whether scripts carry a phrase, written as is or with its non-ASCII letters escaped. */
function carries(scripts: string, phrase: string): boolean {
  const escaped = phrase.replace(/[^ -~]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return scripts.includes(phrase) || scripts.includes(escaped);
}

// The copy compared, from the home's content files (mf-home/content/): a studio edit keeps this green.
for (const [path, lang, other] of [
  ['/', 'en', 'es'],
  ['/es', 'es', 'en'],
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
    // The page's own heading is there: the comparison finds copy where the scripts carry it.
    expect(carries(text, content('mf-home', 'hero', lang).headline), 'own heading in the first load').toBe(
      true,
    );
    expect(
      carries(text, content('mf-home', 'hero', other).headline),
      'other language in the first load',
    ).toBe(false);
    for (const faqLang of ['en', 'es'] as const)
      expect(
        carries(text, content('mf-home', 'faq', faqLang).heading),
        `${faqLang} FAQ copy in the first load`,
      ).toBe(false);
  });
}
