import { use } from 'react';
import type { Lang } from 'shared';
import { loadSections } from '../content/load';
import type { SectionsContent } from '../content/types';

/** The below-the-fold copy of `lang` (suspends until its chunk is loaded). */
export function useSections(lang: Lang): SectionsContent {
  return use(loadSections(lang));
}
