import {
  absoluteUrl,
  getSiteConfig,
  localePath,
  otherLang,
  siteText,
  type Lang,
  type PageMeta,
} from 'shared';
import type { LegalContent } from '../../../content/collections';

/** A legal page's metadata: `path` in the document's language `lang`, with a WebPage JSON-LD. */
export function legalPageMeta(doc: LegalContent, lang: Lang, path: string): PageMeta {
  const config = getSiteConfig();
  const canonical = localePath(lang, path);
  return {
    lang,
    title: siteText(doc.meta.title),
    description: siteText(doc.meta.description),
    keywords: doc.meta.keywords.map(siteText),
    path: canonical,
    alternatePath: localePath(otherLang(lang), path),
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: doc.title,
        description: siteText(doc.meta.description),
        inLanguage: lang,
        url: absoluteUrl(config.siteUrl, canonical),
        dateModified: doc.isoDate,
        publisher: { '@type': 'Organization', name: config.brandName },
      },
    ],
  };
}
