import { withSiteText } from 'shared';
import type { AboutFile, ResultsFile } from '../../../../content/collections';
import { aboutWithPortraits, resultsWithPortrait } from './portraits';
import type { SectionsContent } from './types';

/** The block below the fold each content file feeds. */
const SECTION_OF_FILE = {
  'how-it-works': 'howItWorks',
  results: 'results',
  press: 'press',
  benefits: 'benefits',
  partners: 'partners',
  faq: 'faq',
  about: 'about',
  demo: 'demo',
} as const satisfies Record<string, keyof SectionsContent>;

/** The files of the blocks below the fold, by the name their collection gives them. */
export const SECTION_FILES = Object.keys(SECTION_OF_FILE) as (keyof typeof SECTION_OF_FILE)[];

function isSectionFile(file: string): file is keyof typeof SECTION_OF_FILE {
  return file in SECTION_OF_FILE;
}

/**
 * The blocks' copy with a draft in the studio's preview pane in place of the file it edits,
 * prepared as the built files are (portraits, `{brand}`).
 */
export function sectionsWithDraft(built: SectionsContent, file: string, data: unknown): SectionsContent {
  if (!isSectionFile(file)) return built;
  const key = SECTION_OF_FILE[file];
  const prepared =
    key === 'results'
      ? resultsWithPortrait(data as ResultsFile)
      : key === 'about'
        ? aboutWithPortraits(data as AboutFile)
        : data;
  return { ...built, [key]: withSiteText(prepared) };
}
