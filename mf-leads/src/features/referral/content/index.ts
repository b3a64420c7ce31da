import type { Lang } from 'shared';
import type { ReferralContent } from '../../../../content/collections';
import en from '../../../../content/referral/referral.en.json';
import es from '../../../../content/referral/referral.es.json';

// The files were checked against their schema when this app was built (content/collections.ts).
export const referralContent: Record<Lang, ReferralContent> = {
  en: en as ReferralContent,
  es: es as ReferralContent,
};

/** Canonical path of the referral page per language (`/referido` shows the same Spanish screen). */
export const REFERRAL_PATHS: Record<Lang, string> = { en: '/referral', es: '/es/referido' };

export type { ReferralContent };
export type BenefitIcon = ReferralContent['benefits'][number]['icon'];
