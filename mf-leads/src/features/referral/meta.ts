import {
  breadcrumbList,
  getSiteConfig,
  homePath,
  otherLang,
  type Lang,
  siteText,
  type PageMeta,
} from 'shared';
import { referralContent, REFERRAL_PATHS } from './content';

/** The referral page's metadata: `/referral` ↔ `/es/referido`, with its breadcrumbs. */
export function referralPageMeta(lang: Lang): PageMeta {
  const page = referralContent[lang];
  return {
    lang,
    title: siteText(page.meta.title),
    description: siteText(page.meta.description),
    keywords: page.meta.keywords.map(siteText),
    path: REFERRAL_PATHS[lang],
    alternatePath: REFERRAL_PATHS[otherLang(lang)],
    type: 'website',
    jsonLd: [
      breadcrumbList(getSiteConfig().siteUrl, [
        { name: page.meta.breadcrumbHome, path: homePath(lang) },
        { name: page.meta.breadcrumbPage, path: REFERRAL_PATHS[lang] },
      ]),
    ],
  };
}
