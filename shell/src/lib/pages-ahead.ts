/**
 * The pages rendered ahead of a click, hidden (issue 40): addresses whose link the visitor
 * pointed at, touched or focused once the page's code and copy were ready. The page area
 * renders each in a hidden React Activity, so the click only reveals it.
 */

/** How many pages stay rendered while hidden: each holds its whole tree in memory. */
export const PAGES_AHEAD_CAP = 2;

/** What a page rendered ahead sees as its address until it is shown. */
export interface AheadLocation {
  pathname: string;
  search: string;
  hash: string;
  state: null;
  key: string;
}

let aheadPages: readonly AheadLocation[] = [];
const listeners = new Set<() => void>();

/** The pages rendered ahead, oldest first. */
export function pagesAhead(): readonly AheadLocation[] {
  return aheadPages;
}

/** Calls `listener` on every change of `pagesAhead()`; returns the unsubscribe. */
export function subscribePagesAhead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders the page at `pathname` ahead, hidden, as the most recent one. The page shown and a
 * page already ahead are left as they are; the oldest pages beyond the cap (the page shown
 * aside) are dropped.
 */
export function renderPageAhead(pathname: string, shownPathname = window.location.pathname): void {
  if (pathname === shownPathname || aheadPages.some((page) => page.pathname === pathname)) return;
  const page: AheadLocation = { pathname, search: '', hash: '', state: null, key: `ahead:${pathname}` };
  const kept = [...aheadPages, page];
  let hidden = kept.filter((p) => p.pathname !== shownPathname).length;
  aheadPages = kept.filter((p) => p.pathname === shownPathname || hidden-- <= PAGES_AHEAD_CAP);
  for (const listener of listeners) listener();
}
