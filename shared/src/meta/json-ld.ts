// Structured data more than one app declares, built one way.
import { absoluteUrl } from '../i18n/lang';
import type { JsonLd } from './page-meta';

/**
 * docs/product.md §17: a structured offer is valid until the end of the year the page is
 * rendered in, so structured data never presents a past date as still valid and every
 * prerender keeps it current. UTC, so the date does not depend on the rendering machine's zone.
 */
export function offerValidUntil(renderedAt: Date = new Date()): string {
  return `${renderedAt.getUTCFullYear()}-12-31`;
}

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
