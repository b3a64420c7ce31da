import { getSiteConfig } from 'shared';

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
