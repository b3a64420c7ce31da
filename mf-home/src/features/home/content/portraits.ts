import type { AboutFile, ResultsFile } from '../../../../content/collections';
import { portrait } from './people';
import type { SectionsContent } from './types';

// The files name the portraits (`customer.svg`); the page shows the address each is published
// at, with its size.

/** The blocks below the fold with the portraits of the customer quoted and the founders. */
export function withPortraits(
  files: Omit<SectionsContent, 'results' | 'about'> & { results: ResultsFile; about: AboutFile },
): SectionsContent {
  const { results, about } = files;
  return {
    ...files,
    results: {
      ...results,
      testimonial: { ...results.testimonial, photo: portrait(results.testimonial.photo) },
    },
    about: { ...about, team: about.team.map((member) => ({ ...member, image: portrait(member.image) })) },
  };
}
