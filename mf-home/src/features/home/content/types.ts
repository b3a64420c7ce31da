import type { Lang } from 'shared';
import type { PictureSize } from '@intenta/content-model/pictures.mjs';
import type {
  AboutFile,
  BenefitsFile,
  DemoFile,
  FaqFile,
  HeroFile,
  HowItWorksFile,
  PartnersFile,
  PressFile,
  ResultsFile,
} from '../../../../content/collections';

// The copy the components get: the content files (mf-home/content/, schemas in
// content/collections.ts) with each image named there replaced by the address it is served at.

/** Anchors of the home blocks in one language (docs/product.md §5). */
export type SectionIds = HeroFile['ids'];

type HeroExample = Omit<HeroFile['examples'][number], 'image'> & { image: string };

/** Above-the-fold copy (content/hero.<lang>.json): loaded first, one module per language. */
export type HeroContent = Omit<HeroFile, 'examples'> & { lang: Lang; examples: HeroExample[] };

export type Stat = ResultsFile['counters'][number];

export type FaqItem = FaqFile['items'][number];

export type BenefitIcon = BenefitsFile['items'][number]['icon'];

/** A picture as the page shows it: its address and its own size, read from its file. */
/** A picture's address and size; a photo's copies as `srcSet` (content-model/pictures.mjs). */
export type Picture = PictureSize & { src: string; srcSet?: string };

type Testimonial = Omit<ResultsFile['testimonial'], 'photo'> & { photo: Picture };

type TeamMember = Omit<AboutFile['team'][number], 'image'> & { image: Picture };

/**
 * Below-the-fold copy, one file per block: loaded when the first of those blocks comes near.
 * Links that open a new tab say so with the hero's `newTab`.
 */
export interface SectionsContent {
  howItWorks: HowItWorksFile;
  results: Omit<ResultsFile, 'testimonial'> & { testimonial: Testimonial };
  press: PressFile;
  benefits: BenefitsFile;
  partners: PartnersFile;
  faq: FaqFile;
  about: Omit<AboutFile, 'team'> & { team: TeamMember[] };
  demo: DemoFile;
}
