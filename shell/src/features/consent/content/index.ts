import type { Lang } from 'shared';
import { en } from './consent.en';
import { es } from './consent.es';
import type { ConsentCopy } from './types';

export const consentCopy: Record<Lang, ConsentCopy> = { en, es };
