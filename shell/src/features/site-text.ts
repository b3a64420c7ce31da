import { getSiteConfig } from 'shared';

/**
 * Copy names the brand and contact details through placeholders — `{brand}`,
 * `{email}`, `{address}` — filled from the site configuration, so a rename or a
 * new address is a configuration change only (decisions.md, Brand and placeholders).
 */
export function siteText(text: string): string {
  const { brandName, contactEmail, postalAddress } = getSiteConfig();
  return text
    .replaceAll('{brand}', brandName)
    .replaceAll('{email}', contactEmail)
    .replaceAll('{address}', postalAddress);
}
