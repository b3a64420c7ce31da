import type { AboutFile, ResultsFile } from '../../../../content/collections';
import { portrait } from './people';
import type { SectionsContent } from './types';

// The files name the portraits (`customer.svg`); the page shows the address each is published
// at, with its size.

/** The results block with the portrait of the customer quoted. */
export function resultsWithPortrait(results: ResultsFile): SectionsContent['results'] {
  return { ...results, testimonial: { ...results.testimonial, photo: portrait(results.testimonial.photo) } };
}

/** The about block with the founders' portraits. */
export function aboutWithPortraits(about: AboutFile): SectionsContent['about'] {
  return { ...about, team: about.team.map((member) => ({ ...member, image: portrait(member.image) })) };
}

/** The files of the blocks below the fold, as written (portraits named by file). */
export type SectionFiles = Omit<SectionsContent, 'results' | 'about'> & {
  results: ResultsFile;
  about: AboutFile;
};

/** The blocks below the fold with the portraits of the customer quoted and the founders. */
export function withPortraits(files: SectionFiles): SectionsContent {
  return { ...files, results: resultsWithPortrait(files.results), about: aboutWithPortraits(files.about) };
}
