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

  afterEach(() => {
    vi.useRealTimers();
  });

  it('declares an offer catalogue of the three partner types valid until the end of the current year', () => {
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
      expect(offer).toMatchObject({
        '@type': 'Offer',
        priceValidUntil: `${new Date().getUTCFullYear()}-12-31`,
      });
      expect(Date.parse(`${offer.priceValidUntil as string}T23:59:59Z`)).toBeGreaterThanOrEqual(Date.now());
    }
  });

  it('dates the offers by the year the page is rendered in, never a fixed year', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-15T12:00:00Z') });
    const [catalog] = partnersPageMeta('en').jsonLd!;
    for (const offer of (catalog as { itemListElement: Record<string, unknown>[] }).itemListElement) {
      expect(offer.priceValidUntil).toBe('2031-12-31');
    }
  });
});
