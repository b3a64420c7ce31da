import { getSiteConfig, type JsonLd, type PageMeta } from 'shared';
import type { FaqItem, HeroContent } from './content/types';
import poster from './assets/video-poster.svg';
import webm from './assets/demo-video.webm';

/** docs/product.md §17: the structured offer is valid until the end of 2025. */
export const OFFER_VALID_UNTIL = '2025-12-31';

const cache = new Map<string, PageMeta>();

/**
 * The home page's metadata in one language: a stable object per (language,
 * FAQ present) so `usePageMeta` applies it once. The FAQ page JSON-LD is added
 * when the FAQ copy has loaded (decision 020).
 */
export function homeMeta(hero: HeroContent, faq: FaqItem[] | null): PageMeta {
  const key = `${hero.lang}:${faq ? 'faq' : 'base'}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const meta = buildHomeMeta(hero, faq);
  cache.set(key, meta);
  return meta;
}

export function buildHomeMeta(hero: HeroContent, faq: FaqItem[] | null): PageMeta {
  const config = getSiteConfig();
  const es = hero.lang === 'es';
  const path = es ? '/es' : '/';
  const url = `${config.siteUrl}${es ? '/es' : ''}`;
  const videoUrl = config.demoVideoUrl || new URL(webm, config.siteUrl).href;
  const image = new URL(poster, config.siteUrl).href;
  const description = hero.meta.description;

  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.brandName,
    url: config.siteUrl,
    email: config.contactEmail,
    foundingDate: '2023',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'North Miami',
      addressRegion: 'FL',
      postalCode: '33161',
      addressCountry: 'US',
    },
    sameAs: Object.values(config.social),
  };
  const software: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: config.brandName,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    description: hero.meta.softwareDescription,
    url,
    inLanguage: hero.lang,
  };
  const product: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${config.brandName} AI Search`,
    description,
    brand: { '@type': 'Brand', name: config.brandName },
    image,
    offers: {
      '@type': 'Offer',
      url: `${url}#demo-section`,
      description: hero.meta.offerDescription,
      priceValidUntil: OFFER_VALID_UNTIL,
      availability: 'https://schema.org/InStock',
    },
  };
  const video: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: hero.meta.videoName,
    description: hero.meta.videoDescription,
    thumbnailUrl: image,
    contentUrl: videoUrl,
    uploadDate: '2025-06-01',
    duration: 'PT12S',
    inLanguage: hero.lang,
  };
  const jsonLd: JsonLd[] = [organization, software, product, video];
  if (faq) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: hero.lang,
      mainEntity: faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }

  return {
    lang: hero.lang,
    title: hero.meta.title,
    description,
    keywords: hero.meta.keywords,
    path,
    alternatePath: es ? '/' : '/es',
    image,
    type: 'website',
    jsonLd,
  };
}
