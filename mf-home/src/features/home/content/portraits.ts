import type { AboutFile, Portrait, ResultsFile } from '../../../../content/collections';
import customer from '../assets/people/customer.svg';
import founderCeo from '../assets/people/founder-ceo.svg';
import founderCto from '../assets/people/founder-cto.svg';
import type { SectionsContent } from './types';

// The files name the portraits (`customer.svg`); the page shows the address each is published at.
const PORTRAITS: Record<Portrait, string> = {
  'founder-ceo.svg': founderCeo,
  'founder-cto.svg': founderCto,
  'customer.svg': customer,
};

/** The results block with the portrait of the customer quoted. */
export function resultsWithPortrait(results: ResultsFile): SectionsContent['results'] {
  return { ...results, testimonial: { ...results.testimonial, photo: PORTRAITS[results.testimonial.photo] } };
}

/** The about block with the founders' portraits. */
export function aboutWithPortraits(about: AboutFile): SectionsContent['about'] {
  return { ...about, team: about.team.map((member) => ({ ...member, image: PORTRAITS[member.image] })) };
}

/** The blocks below the fold with the portraits of the customer quoted and the founders. */
export function withPortraits(
  files: Omit<SectionsContent, 'results' | 'about'> & { results: ResultsFile; about: AboutFile },
): SectionsContent {
  return { ...files, results: resultsWithPortrait(files.results), about: aboutWithPortraits(files.about) };
}
