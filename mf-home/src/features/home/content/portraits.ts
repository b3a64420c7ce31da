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

/** The blocks below the fold with the portraits of the customer quoted and the founders. */
export function withPortraits(
  files: Omit<SectionsContent, 'results' | 'about'> & { results: ResultsFile; about: AboutFile },
): SectionsContent {
  const { results, about } = files;
  return {
    ...files,
    results: {
      ...results,
      testimonial: { ...results.testimonial, photo: PORTRAITS[results.testimonial.photo] },
    },
    about: { ...about, team: about.team.map((member) => ({ ...member, image: PORTRAITS[member.image] })) },
  };
}
