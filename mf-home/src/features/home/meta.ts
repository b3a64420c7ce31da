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

/** The page's address and pictures, as the JSON-LD items name them. */
interface HomeUrls {
  brandName: string;
  url: string;
  image: string;
  videoUrl: string;
}

function softwareJsonLd(hero: HeroContent, { brandName, url }: HomeUrls): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: brandName,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    description: hero.meta.softwareDescription,
    url,
    inLanguage: hero.lang,
  };
}

function productJsonLd(hero: HeroContent, { brandName, url, image }: HomeUrls): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: hero.meta.productName,
    description: hero.meta.description,
    brand: { '@type': 'Brand', name: brandName },
    image,
    offers: {
      '@type': 'Offer',
      url: `${url}#${hero.ids.demo}`,
      description: hero.meta.offerDescription,
      priceValidUntil: offerValidUntil(),
      availability: 'https://schema.org/InStock',
    },
  };
}

function videoJsonLd(hero: HeroContent, { image, videoUrl }: HomeUrls): JsonLd {
  return {
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
}

function faqJsonLd(hero: HeroContent, faq: FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: hero.lang,
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function buildHomeMeta(hero: HeroContent, faq: FaqItem[] | null): PageMeta {
  const config = getSiteConfig();
  const path = homePath(hero.lang);
  const urls: HomeUrls = {
    brandName: config.brandName,
    url: absoluteUrl(config.siteUrl, path),
    image: absoluteUrl(config.siteUrl, poster),
    videoUrl: config.demoVideoUrl || absoluteUrl(config.siteUrl, webm),
  };
  // The Organization is site-wide: the shell declares it on every page (head-tags.ts).
  const jsonLd: JsonLd[] = [softwareJsonLd(hero, urls), productJsonLd(hero, urls), videoJsonLd(hero, urls)];
  if (faq) jsonLd.push(faqJsonLd(hero, faq));

  return {
    lang: hero.lang,
    title: hero.meta.title,
    description: hero.meta.description,
    keywords: hero.meta.keywords,
    path,
    alternatePath: homePath(otherLang(hero.lang)),
    image: urls.image,
    type: 'website',
    jsonLd,
  };
}
