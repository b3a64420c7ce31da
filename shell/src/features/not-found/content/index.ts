import type { Lang } from 'shared';
import { en } from './not-found.en';
import { es } from './not-found.es';

/**
 * The not-found page in the exact words of docs/product.md §16: English, and
 * Spanish for `/es/...` addresses.
 */
export const notFoundCopy = { en, es } as const satisfies Record<Lang, unknown>;
