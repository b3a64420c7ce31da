import type { Lang } from 'shared';
import { en } from './partners-page.en';
import { es } from './partners-page.es';
import type { PartnersCopy } from './types';

export const partnersCopy: Record<Lang, PartnersCopy> = { en, es };
export type * from './types';
