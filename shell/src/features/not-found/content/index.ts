import type { Lang } from 'shared';
import { en } from './not-found.en';
import { es } from './not-found.es';

/**
 * The not-found page: the spec's exact English words (spec section 2,
 * Not-found), and the Spanish page decided for `/es/...` addresses.
 */
export const notFoundCopy = { en, es } as const satisfies Record<Lang, unknown>;
