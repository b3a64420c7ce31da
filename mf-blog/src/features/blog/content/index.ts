import type { Lang } from 'shared';
import { en } from './blog.en';
import { es } from './blog.es';
import type { BlogCopy } from './types';

/** Every string the blog pages show, per language; `{brand}` is filled by `siteText`. */
export const copy: Record<Lang, BlogCopy> = { en, es };
