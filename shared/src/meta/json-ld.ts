// Structured data more than one app declares, built one way.
import { absoluteUrl } from '../i18n/lang';
import type { JsonLd } from './page-meta';

/** docs/product.md §17: every structured offer of the site is valid until the end of 2025. */
export const OFFER_VALID_UNTIL = '2025-12-31';

interface Crumb {
  name: string;
  /** A path on the canonical host, e.g. `/es/referido`. */
  path: string;
}

/** JSON-LD BreadcrumbList of a page, with absolute URLs on the canonical host `siteUrl`. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
