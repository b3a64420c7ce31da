import type { Lang } from 'shared';
import type { HeroContent } from '../content/types';

/** What every lazily loaded home block receives. */
export interface BlockProps {
  lang: Lang;
  hero: HeroContent;
  /** The block's anchor in the page's language. */
  id: string;
  /** The block came in the served HTML and renders as it was served (decision 060). */
  served: boolean;
}
