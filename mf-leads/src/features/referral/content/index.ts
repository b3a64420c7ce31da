import type { Lang } from 'shared';
import { referralEn } from './referral.en';
import { referralEs } from './referral.es';
import type { ReferralContent } from './types';

export const referralContent: Record<Lang, ReferralContent> = { en: referralEn, es: referralEs };

/** Canonical path of the referral page per language (`/referido` shows the same Spanish screen). */
export const REFERRAL_PATHS: Record<Lang, string> = { en: '/referral', es: '/es/referido' };

export type { ReferralContent };
