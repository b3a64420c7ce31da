import type { HeroFile, Screenshot } from '../../../../content/collections';
import copy from '../../../../content/hero/hero.en.json';
import s1 from '../assets/screens/en-1.svg';
import s2 from '../assets/screens/en-2.svg';
import s3 from '../assets/screens/en-3.svg';
import s4 from '../assets/screens/en-4.svg';
import s5 from '../assets/screens/en-5.svg';
import s6 from '../assets/screens/en-6.svg';
import type { HeroContent } from './types';

// The English hero: its file, checked against its schema when this app was built
// (content/collections.ts), with the addresses its screenshots are published at. The build
// also checked that it names English screenshots only (rsbuild.config.ts): only those are here,
// so the page never downloads the other language's.
const screens: Partial<Record<Screenshot, string>> = {
  'en-1.svg': s1,
  'en-2.svg': s2,
  'en-3.svg': s3,
  'en-4.svg': s4,
  'en-5.svg': s5,
  'en-6.svg': s6,
};

const { examples, ...rest } = copy as HeroFile;

export const hero: HeroContent = {
  lang: 'en',
  ...rest,
  examples: examples.map((example) => ({ ...example, image: screens[example.image] as string })),
};
