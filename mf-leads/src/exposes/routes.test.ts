import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('leads routes (docs/product.md §3)', () => {
  it('serves the referral page in both languages and the success cases in Spanish outside /es', () => {
    expect(routes.map(({ path, lang, module }) => `${path} ${lang} ${module}`)).toEqual([
      '/referral en ReferralPage',
      '/referido es ReferralPage',
      '/es/referido es ReferralPage',
      '/casos-de-exito es SuccessCasesPage',
    ]);
  });
});
