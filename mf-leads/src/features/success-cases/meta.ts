import { breadcrumbList, getSiteConfig, homePath, siteText, type PageMeta } from 'shared';
import { successCasesContent as t } from './content';

/** The success-cases page exists in Spanish only. */
const SUCCESS_CASES_PATH = '/casos-de-exito';

/** The success-cases page's metadata, with its breadcrumbs. */
export function successCasesPageMeta(): PageMeta {
  return {
    lang: 'es',
    title: siteText(t.meta.title),
    description: siteText(t.meta.description),
    keywords: t.meta.keywords.map(siteText),
    path: SUCCESS_CASES_PATH,
    alternatePath: null,
    type: 'website',
    jsonLd: [
      breadcrumbList(getSiteConfig().siteUrl, [
        { name: t.meta.breadcrumbHome, path: homePath('es') },
        { name: t.meta.breadcrumbPage, path: SUCCESS_CASES_PATH },
      ]),
    ],
  };
}
