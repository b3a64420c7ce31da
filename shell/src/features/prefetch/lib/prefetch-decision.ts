import type { SiteRoute } from '../../../app/routes';
import { savesData, type RouteMatcher } from './start-prefetching';

/** What `consider` decided to load: the module behind a page, loaded by `load`. */
export interface PrefetchDecision {
  /** One per page module: `blog/BlogPostPage` for every post, the shell's terms page for both languages. */
  key: unknown;
  route: SiteRoute;
}

/**
 * Decides which page module a link's address needs loaded ahead of a click: a page of this
 * site other than the one shown, once per page module, never while the visitor saves data.
 * Returns null when there is nothing to load.
 */
export function createPrefetchDecision(
  matchRoute: RouteMatcher,
  {
    saveData = savesData,
    here = () => window.location as Pick<Location, 'href' | 'origin' | 'pathname'>,
  } = {},
) {
  const decided = new Set<unknown>();
  return function decide(href: string): PrefetchDecision | null {
    if (saveData()) return null;
    const current = here();
    let url: URL;
    try {
      url = new URL(href, current.href);
    } catch {
      return null;
    }
    if (url.origin !== current.origin || url.pathname === current.pathname) return null;
    const route = matchRoute(url.pathname);
    // A calendar address answers with a redirect to another site: nothing of ours to load.
    if (!route || route.calendarKey) return null;
    const key = route.page ? `${route.page.remote}/${route.page.module}` : route.loadShellPage;
    if (!key || decided.has(key)) return null;
    decided.add(key);
    return { key, route };
  };
}
