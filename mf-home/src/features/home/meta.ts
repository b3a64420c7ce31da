import {
  absoluteUrl,
  getSiteConfig,
  homePath,
  offerValidUntil,
  otherLang,
  type JsonLd,
  type PageMeta,
} from 'shared';
import type { FaqItem, HeroContent } from './content/types';
import poster from './assets/video-poster.svg';
import webm from './assets/demo-video.webm';

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

// Long because: it is in the home's first load, where each extra function costs bytes of a 7 KB budget it fills (decision 020).
export function buildHomeMeta(hero: HeroContent, faq: FaqItem[] | null): PageMeta {
  const config = getSiteConfig();
  const path = homePath(hero.lang);
  const url = absoluteUrl(config.siteUrl, path);
  const videoUrl = config.demoVideoUrl || absoluteUrl(config.siteUrl, webm);
  const image = absoluteUrl(config.siteUrl, poster);
  const description = hero.meta.description;

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
    name: hero.meta.productName,
    description,
    brand: { '@type': 'Brand', name: config.brandName },
    image,
    offers: {
      '@type': 'Offer',
      url: `${url}#${hero.ids.demo}`,
      description: hero.meta.offerDescription,
      priceValidUntil: offerValidUntil(),
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
  // The Organization is site-wide: the shell declares it on every page (head-tags.ts).
  const jsonLd: JsonLd[] = [software, product, video];
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
    alternatePath: homePath(otherLang(hero.lang)),
    image,
    type: 'website',
    jsonLd,
  };
}
