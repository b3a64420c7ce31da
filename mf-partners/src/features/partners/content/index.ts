import type { Lang } from 'shared';
import type { Partner, PartnersPageContent } from '../../../../content/collections';
import directory from '../../../../content/partners.json';
import en from '../../../../content/partners-page/partners-page.en.json';
import es from '../../../../content/partners-page/partners-page.es.json';
import type { PartnerType } from '@intenta/partner-api/validation';

/** Every word of the partner page in one language. */
export type PartnersCopy = PartnersPageContent;
export type Benefit = PartnersCopy['benefits']['items'][number];
export type PartnerTypeOffer = PartnersCopy['types']['items'][number];
/** The three kinds of partnership of the programme (docs/product.md §10). */
export type OfferType = Exclude<PartnerType, 'unsure'>;
export type { Partner };

// The files were checked against their schema when this app was built (content/collections.ts).
export const partnersCopy: Record<Lang, PartnersCopy> = {
  en: en as PartnersCopy,
  es: es as PartnersCopy,
};

/** The partners listed on /partners and /es/partners (fictional, replaceable: docs/decisions/040). */
export const partners: readonly Partner[] = directory.partners as Partner[];

/** Order of the groups on the page. */
export const PARTNER_GROUPS: readonly OfferType[] = ['strategic', 'implementation', 'referral'];

/** `text` with each `{key}` of `values` put in its place: `Flag of {country}` → `Flag of Chile`. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
