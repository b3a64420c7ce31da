// Page metadata of /partners and /es/partners (title, description and keywords from the page's
// content file, docs/product.md §10), plus the offer catalogue of the three partner types (JSON-LD, §17).
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

function offerCatalog(lang: Lang): JsonLd {
  const { siteUrl } = getSiteConfig();
  const { meta, types: copy } = partnersCopy[lang];
  const url = absoluteUrl(siteUrl, PARTNERS_PATH[lang]);
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: siteText(meta.catalogName),
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
  const { title, description, keywords } = partnersCopy[lang].meta;
  return {
    lang,
    title: siteText(title),
    description: siteText(description),
    keywords: keywords.map(siteText),
    path: PARTNERS_PATH[lang],
    alternatePath: PARTNERS_PATH[otherLang(lang)],
    type: 'website',
    jsonLd: [offerCatalog(lang)],
  };
}
