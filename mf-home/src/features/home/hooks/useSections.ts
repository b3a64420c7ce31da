import { use } from 'react';
import type { Lang } from 'shared';
import { useContentFile } from 'shared/content-draft';
import { loadSections } from '../content/load';
import type { SectionsContent } from '../content/types';

/**
 * The below-the-fold copy of `lang` (suspends until its chunk is loaded); in the studio's
 * preview pane, the copy with the draft being edited (exposes/preview.tsx).
 */
export function useSections(lang: Lang): SectionsContent {
  return useContentFile('sections', use(loadSections(lang)));
}
