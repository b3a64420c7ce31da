import type { Lang } from 'shared';
import { en } from './en';
import { es } from './es';
import type { PartnersCopy } from './types';

export const partnersCopy: Record<Lang, PartnersCopy> = { en, es };
export type * from './types';
