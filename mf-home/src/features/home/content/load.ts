import { withSiteText, type Lang } from 'shared';
import type { HeroContent, SectionsContent } from './types';

// Copy is split per language and per fold so a page never downloads the other
// language, and the first load carries only the hero's copy (decision 020): each
// module below brings the content files (mf-home/content/) of one language and fold.
// Copy names the brand as `{brand}`, filled from the site configuration on load.
const heroes = new Map<Lang, Promise<HeroContent>>();
const below = new Map<Lang, Promise<SectionsContent>>();

/** The hero's copy (and the page's metadata and anchors) of one language; cached. */
export function loadHero(lang: Lang): Promise<HeroContent> {
  let p = heroes.get(lang);
  if (!p) {
    p = (lang === 'es' ? import('./hero.es') : import('./hero.en')).then((m) => withSiteText(m.hero));
    heroes.set(lang, p);
  }
  return p;
}

/** The copy of every block below the fold of one language, one file per block; cached. */
export function loadSections(lang: Lang): Promise<SectionsContent> {
  let p = below.get(lang);
  if (!p) {
    p = (lang === 'es' ? import('./sections.es') : import('./sections.en')).then((m) =>
      withSiteText(m.sections),
    );
    below.set(lang, p);
  }
  return p;
}

/** All the copy of one language (the hero's and the blocks'): what a visit needs, loaded ahead. */
export function loadCopy(lang: Lang): Promise<unknown> {
  return Promise.all([loadHero(lang), loadSections(lang)]);
}
