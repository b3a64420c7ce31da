// Pages of the site load ahead of a click (docs/architecture.md, "Prefetching"). Only this
// starter is in the first load: the watching code comes with the visitor's first move.
import { whenIdle, whenIdleAfterLoad } from '../../../lib/when-idle';
import type { RouteMatcher } from './prefetch-decision';
import type { RemotePagePreparer } from './prefetch-links';
import { savesData } from './save-data';

// Pointing, touching, focusing or scrolling: a visitor who may move on. A page nobody uses
// (a crawler, a tab left in the background) never loads the watcher.
const FIRST_MOVES = ['pointerover', 'touchstart', 'focusin', 'scroll'] as const;

/**
 * Once the page has loaded and the browser is idle, waits for the visitor's first move, then
 * loads the link watcher. Nothing at all while the visitor saves data. The app passes in its
 * route table's lookup, its way of making a remote page ready to render and of rendering a
 * ready page ahead, hidden.
 */
export function prefetchWhenVisitorMoves(
  matchRoute: RouteMatcher,
  preparePage: RemotePagePreparer,
  renderAhead?: (pathname: string) => void,
): void {
  if (savesData()) return;
  whenIdleAfterLoad(() => {
    const start = (event: Event) => {
      for (const type of FIRST_MOVES) removeEventListener(type, start, true);
      // Not in the task of the visitor's move: that move is often a tap waiting for its answer.
      whenIdle(() => watch(event.target));
    };
    const watch = (firstTarget: EventTarget | null) =>
      import('./prefetch-links').then(
        ({ prefetchLinks, pageModuleLoader }) =>
          prefetchLinks(matchRoute, firstTarget, pageModuleLoader(preparePage), renderAhead),
        // Prefetching is a head start only: without its code, pages load when visited.
        () => {},
      );
    for (const type of FIRST_MOVES) addEventListener(type, start, { capture: true, passive: true });
  });
}
