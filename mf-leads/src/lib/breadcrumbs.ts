import type { JsonLd } from 'shared';

export interface Crumb {
  name: string;
  /** A path on the canonical host, e.g. `/es/referido`. */
  path: string;
}

/** JSON-LD BreadcrumbList of a page, with absolute URLs on the canonical host. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${base}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  };
}
