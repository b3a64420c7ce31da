// Pages of the site load ahead of a click (docs/architecture.md, "Prefetching"). Only this
// starter is in the first load: the watching code comes with the visitor's first move.
import type { SiteRoute } from '../../../app/routes';
import { whenIdleAfterLoad } from '../../../lib/when-idle';

/** The route table's lookup: which route an address shows. */
export type RouteMatcher = (pathname: string) => SiteRoute | undefined;

/** Whether the visitor asked the browser to save data (Chromium's Data Saver, Save-Data). */
export function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

// Pointing, touching, focusing or scrolling: a visitor who may move on. A page nobody uses
// (a crawler, a tab left in the background) never loads the watcher.
const FIRST_MOVES = ['pointerover', 'touchstart', 'focusin', 'scroll'] as const;

/**
 * Once the page has loaded and the browser is idle, waits for the visitor's first move, then
 * loads the link watcher. Nothing at all while the visitor saves data.
 */
export function prefetchWhenVisitorMoves(matchRoute: RouteMatcher): void {
  if (savesData()) return;
  whenIdleAfterLoad(() => {
    const start = (event: Event) => {
      for (const type of FIRST_MOVES) removeEventListener(type, start, true);
      import('./prefetch-links').then(
        ({ prefetchLinks }) => prefetchLinks(matchRoute, event.target),
        // Prefetching is a head start only: without its code, pages load when visited.
        () => {},
      );
    };
    for (const type of FIRST_MOVES) addEventListener(type, start, { capture: true, passive: true });
  });
}
