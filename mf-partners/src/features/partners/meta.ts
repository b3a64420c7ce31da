// Page metadata of /partners and /es/partners: the translation table of
// docs/product.md §10, plus the offer catalogue of the three partner types (JSON-LD, §17).
import {
  absoluteUrl,
  getSiteConfig,
  offerValidUntil,
  otherLang,
  siteText,
  type JsonLd,
  type Lang,
  type PageMeta,
} from 'shared';
import { partnersCopy } from './content';

const PARTNERS_PATH: Record<Lang, string> = { en: '/partners', es: '/es/partners' };

const metaTable: Record<Lang, Pick<PageMeta, 'title' | 'description' | 'keywords'>> = {
  en: {
    title: '{brand} Partner Program | Agentic Commerce Ecosystem',
    description:
      'Join the {brand} partner program: referral, implementation and strategic partnerships to bring AI-powered search to online retailers in Latin America.',
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
  },
  es: {
    title: 'Programa de Partners de {brand} | Agentic Commerce',
    description:
      'Súmate al programa de partners de {brand}: alianzas de referidos, implementación y estratégicas para llevar la búsqueda con IA a tiendas online.',
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
  },
};

function offerCatalog(lang: Lang): JsonLd {
  const { siteUrl } = getSiteConfig();
  const copy = partnersCopy[lang].types;
  const url = absoluteUrl(siteUrl, PARTNERS_PATH[lang]);
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: siteText(lang === 'es' ? 'Programa de Partners de {brand}' : '{brand} Partner Program'),
    url,
    inLanguage: lang,
    itemListElement: copy.items.map((offer, index) => ({
      '@type': 'Offer',
      position: index + 1,
      name: offer.title,
      description: `${copy.idealForLabel} ${offer.idealFor}. ${offer.benefits.join('; ')}.`,
      priceValidUntil: offerValidUntil(),
      url: `${url}#partner-cta`,
      offeredBy: { '@type': 'Organization', name: getSiteConfig().brandName, url: absoluteUrl(siteUrl, '/') },
      itemOffered: { '@type': 'Service', name: offer.title, description: offer.highlight },
    })),
  };
}

export function partnersPageMeta(lang: Lang): PageMeta {
  const { title, description, keywords } = metaTable[lang];
  return {
    lang,
    title: siteText(title),
    description: siteText(description),
    keywords,
    path: PARTNERS_PATH[lang],
    alternatePath: PARTNERS_PATH[otherLang(lang)],
    type: 'website',
    jsonLd: [offerCatalog(lang)],
  };
}
