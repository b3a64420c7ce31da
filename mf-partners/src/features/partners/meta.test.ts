import { normalizePageMeta, TITLE_MAX, DESCRIPTION_MAX } from 'shared';
import { partnersPageMeta } from './meta';

describe('partner page metadata', () => {
  it.each(['en', 'es'] as const)('gives %s its own title, description, paths and keywords', (lang) => {
    const meta = partnersPageMeta(lang);
    expect(meta.path).toBe(lang === 'en' ? '/partners' : '/es/partners');
    expect(meta.alternatePath).toBe(lang === 'en' ? '/es/partners' : '/partners');
    expect(meta.lang).toBe(lang);
    // Written within the limits, so nothing is cut.
    expect(meta.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(normalizePageMeta(meta).title).toBe(meta.title);
    expect(meta.keywords!.length).toBeLessThanOrEqual(10);
  });

  it('declares an offer catalogue of the three partner types valid until the end of 2025', () => {
    const [catalog] = partnersPageMeta('es').jsonLd!;
    expect(catalog).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'OfferCatalog',
      url: 'https://intenta.example/es/partners',
    });
    const offers = (catalog as { itemListElement: Record<string, unknown>[] }).itemListElement;
    expect(offers.map((o) => o.name)).toEqual([
      'Partner de Referidos',
      'Partner de Implementación',
      'Partner Estratégico',
    ]);
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceValidUntil: '2025-12-31' });
    }
  });
});
