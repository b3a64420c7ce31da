import { absoluteUrl, getSiteConfig, localePath, otherLang, siteText, type PageMeta } from 'shared';
import type { LegalDocument } from './types';

/** A legal page's metadata: `path` in the document's language, with a WebPage JSON-LD. */
export function legalPageMeta(doc: LegalDocument, path: string): PageMeta {
  const config = getSiteConfig();
  const canonical = localePath(doc.lang, path);
  return {
    lang: doc.lang,
    title: siteText(doc.meta.title),
    description: siteText(doc.meta.description),
    keywords: doc.meta.keywords,
    path: canonical,
    alternatePath: localePath(otherLang(doc.lang), path),
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: doc.title,
        description: siteText(doc.meta.description),
        inLanguage: doc.lang,
        url: absoluteUrl(config.siteUrl, canonical),
        dateModified: doc.isoDate,
        publisher: { '@type': 'Organization', name: config.brandName },
      },
    ],
  };
}
