// Page metadata of /partners and /es/partners (title, description and keywords from the page's
// content file, docs/product.md §10), plus the offer catalogue of the three partner types (JSON-LD, §17);
// and of the confirmation after a form post without JavaScript (§11, not indexed).
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
import { CONFIRMATION_PATHS, PARTNER_PAGE_PATHS } from '@intenta/partner-api/site-paths';
import { partnersCopy } from './content';

const PARTNERS_PATH: Record<Lang, string> = PARTNER_PAGE_PATHS;

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

/**
 * The confirmation a browser is sent to after its form post was stored: only
 * those who applied see it, so search engines neither index it nor follow it,
 * and it is in no sitemap.
 */
export function confirmationPageMeta(lang: Lang): PageMeta {
  const { title, description } = partnersCopy[lang].confirmation.meta;
  return {
    lang,
    title: siteText(title),
    description: siteText(description),
    path: CONFIRMATION_PATHS[lang],
    alternatePath: CONFIRMATION_PATHS[otherLang(lang)],
    type: 'website',
    robots: 'noindex, nofollow',
  };
}
