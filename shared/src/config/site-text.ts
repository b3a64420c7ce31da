import { getSiteConfig } from './site-config';

/**
 * Copy names the brand and contact details through placeholders — `{brand}`,
 * `{email}`, `{address}` — filled from the site configuration, so a rename or a
 * new address is a configuration change only (docs/product.md §2).
 */
export function siteText(text: string): string {
  const { brandName, contactEmail, postalAddress } = getSiteConfig();
  return text
    .replaceAll('{brand}', brandName)
    .replaceAll('{email}', contactEmail)
    .replaceAll('{address}', postalAddress);
}

/** `content` with every string in it passed through `siteText`: a whole copy object at once. */
export function withSiteText<T>(content: T): T {
  if (typeof content === 'string') return siteText(content) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => withSiteText(item)) as T;
  if (content && typeof content === 'object') {
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, withSiteText(value)])) as T;
  }
  return content;
}
