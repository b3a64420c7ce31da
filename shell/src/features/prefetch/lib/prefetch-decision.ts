import type { Lang, RemotePageRef } from 'shared';
import { savesData } from './save-data';

/** What prefetching reads of a route; the app passes its own route table's lookup. */
export interface PrefetchRoute {
  /** The page's language: a remote page loads its copy of that language ahead too. */
  lang: Lang;
  /** Set when a remote renders the page: the module to load. */
  page?: RemotePageRef;
  /** Set when the shell renders the page itself: loads its lazy chunk. */
  loadShellPage?: () => Promise<unknown>;
  /** Set for a calendar address, served as a redirect to another site. */
  calendarKey?: string;
}

/** The route table's lookup: which route an address shows. */
export type RouteMatcher<Route extends PrefetchRoute = PrefetchRoute> = (
  pathname: string,
) => Route | undefined;

/** What `consider` decided to load: the module behind a page, loaded by `load`. */
export interface PrefetchDecision<Route extends PrefetchRoute = PrefetchRoute> {
  /**
   * One per page module and language (`blog/BlogPostPage/en` for every English post), one per
   * shell page (its chunk holds both languages).
   */
  key: unknown;
  route: Route;
}

interface PrefetchGuards {
  /** Whether the visitor saves data now. */
  saveData?: () => boolean;
  /** Where the visitor is now. */
  here?: () => Pick<Location, 'href' | 'origin' | 'pathname'>;
}

/**
 * The page a link's address leads to, with the key of its page module: a page of this site
 * other than the one shown, never while the visitor saves data. Null when there is none.
 */
export function prefetchTarget<Route extends PrefetchRoute>(
  matchRoute: RouteMatcher<Route>,
  href: string,
  {
    saveData = savesData,
    here = () => window.location as Pick<Location, 'href' | 'origin' | 'pathname'>,
  }: PrefetchGuards = {},
): (PrefetchDecision<Route> & { pathname: string }) | null {
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
  const key = route.page ? `${route.page.remote}/${route.page.module}/${route.lang}` : route.loadShellPage;
  return key ? { key, route, pathname: url.pathname } : null;
}

/**
 * Decides which page module a link's address needs loaded ahead of a click: the link's
 * `prefetchTarget`, once per page module and language.
 * Returns null when there is nothing to load.
 */
export function createPrefetchDecision<Route extends PrefetchRoute>(
  matchRoute: RouteMatcher<Route>,
  guards: PrefetchGuards = {},
) {
  const decided = new Set<unknown>();
  return function decide(href: string): PrefetchDecision<Route> | null {
    const target = prefetchTarget(matchRoute, href, guards);
    if (!target || decided.has(target.key)) return null;
    decided.add(target.key);
    return { key: target.key, route: target.route };
  };
}
