import type { Lang } from 'shared';
import type { HeroContent } from '../content/types';

/** What every lazily loaded home block receives. */
export interface BlockProps {
  lang: Lang;
  hero: HeroContent;
  /** The block's anchor in the page's language. */
  id: string;
}
