// Page metadata of /partners and /es/partners: the translation table of
// docs/product.md §10, plus the offer catalogue of the three partner types (JSON-LD, §17).
import type { JsonLd, Lang, PageMeta } from 'shared';
import { partnersCopy } from './index';

export const PARTNERS_PATH: Record<Lang, string> = { en: '/partners', es: '/es/partners' };

/** Structured offer price validity date (docs/product.md §17: end of 2025). */
export const OFFER_PRICE_VALID_UNTIL = '2025-12-31';

const metaTable: Record<Lang, (brand: string) => Pick<PageMeta, 'title' | 'description' | 'keywords'>> = {
  en: (brand) => ({
    title: `${brand} Partner Program | Agentic Commerce Ecosystem`,
    description: `Join the ${brand} partner program: referral, implementation and strategic partnerships to bring AI-powered search to online retailers in Latin America.`,
    keywords: [
      'partner program',
      'agentic commerce',
      'AI search partners',
      'e-commerce agency partnership',
      'referral partner',
      'implementation partner',
      'strategic partner',
      'Latin America e-commerce',
    ],
  }),
  es: (brand) => ({
    title: `Programa de Partners de ${brand} | Agentic Commerce`,
    description: `Súmate al programa de partners de ${brand}: alianzas de referidos, implementación y estratégicas para llevar la búsqueda con IA a tiendas online.`,
    keywords: [
      'programa de partners',
      'agentic commerce',
      'partners de búsqueda con IA',
      'alianzas para agencias de e-commerce',
      'partner de referidos',
      'partner de implementación',
      'partner estratégico',
      'e-commerce Latinoamérica',
    ],
  }),
};

export function offerCatalog(lang: Lang, brand: string, siteUrl: string): JsonLd {
  const copy = partnersCopy[lang].types;
  const url = `${siteUrl}${PARTNERS_PATH[lang]}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: lang === 'es' ? `Programa de Partners de ${brand}` : `${brand} Partner Program`,
    url,
    inLanguage: lang,
    itemListElement: copy.items.map((offer, index) => ({
      '@type': 'Offer',
      position: index + 1,
      name: offer.title,
      description: `${copy.idealForLabel} ${offer.idealFor}. ${offer.benefits.join('; ')}.`,
      priceValidUntil: OFFER_PRICE_VALID_UNTIL,
      url: `${url}#partner-cta`,
      offeredBy: { '@type': 'Organization', name: brand, url: siteUrl },
      itemOffered: { '@type': 'Service', name: offer.title, description: offer.highlight },
    })),
  };
}

export function partnersPageMeta(lang: Lang, brand: string, siteUrl: string): PageMeta {
  return {
    lang,
    ...metaTable[lang](brand),
    path: PARTNERS_PATH[lang],
    alternatePath: PARTNERS_PATH[lang === 'en' ? 'es' : 'en'],
    type: 'website',
    jsonLd: [offerCatalog(lang, brand, siteUrl)],
  };
}
