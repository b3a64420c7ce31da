import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { IS_SERVER, replayEarlyClicks, type Lang } from 'shared';
import type { HeroContent } from '../content/types';
import type { BlockProps } from './block';
import { blockSizeClass } from './block-size';
import { ReadySignal } from './ReadySignal';

/** How far below the viewport a block starts loading: half a viewport. */
const LOAD_MARGIN = '0px 0px 50% 0px';

interface LazyBlockProps {
  index: number;
  /** The block's anchor: the placeholder carries it so hash scrolls land. */
  id: string;
  /** Which block: the space reserved while it loads, so nothing below it shifts, is its height. */
  block: string;
  active: boolean;
  /**
   * The block's HTML came with the served document: keep it as it is and
   * hydrate it (load its code) only once it comes near the viewport.
   */
  served: boolean;
  onNear: (index: number) => void;
  onReady: (index: number) => void;
  Component: ComponentType<BlockProps>;
  lang: Lang;
  hero: HeroContent;
}

const nearOnce = new Map<string, Promise<void>>();
/** Served blocks still waiting to hydrate, each keeping a click on its buttons until it has. */
const keptClicks = new Map<string, ReturnType<typeof replayEarlyClicks>>();
const releases = new Set<() => void>();
let listening = false;

/**
 * The first interaction or navigation hydrates every served block. React
 * holds any navigation until every block still waiting to hydrate has (a
 * change of the router's location reaches into them), so they must not wait
 * for a scroll that may never come.
 */
function hydrateAllOnInteraction(): void {
  if (listening) return;
  listening = true;
  const releaseAll = () => {
    for (const release of releases) release();
    releases.clear();
  };
  for (const type of ['pointerdown', 'keydown', 'popstate', 'hashchange'])
    window.addEventListener(type, releaseAll, { capture: true, once: true, passive: true });
}

/**
 * Resolves once the served element `id` comes within the load margin of the
 * viewport, or is found above it (passed, as after a jump to a later section),
 * or at the visitor's first interaction.
 */
export function whenNear(id: string): Promise<void> {
  let near = nearOnce.get(id);
  if (!near) {
    hydrateAllOnInteraction();
    const served = document.getElementById(id);
    // React drops a click on a block it has not hydrated yet: "Request a Demo" pressed while
    // the block's code is on its way is kept, and clicked again once the block is live.
    if (served) keptClicks.set(id, replayEarlyClicks(served, { marked: false }));
    near = new Promise<void>((resolve) => {
      const element = served;
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0)) return;
          release();
        },
        { rootMargin: LOAD_MARGIN },
      );
      const release = () => {
        observer.disconnect();
        releases.delete(release);
        resolve();
      };
      releases.add(release);
      observer.observe(element);
    });
    nearOnce.set(id, near);
  }
  return near;
}

/** Rendered last inside a served block's Suspense: the block has hydrated, kept clicks go to it. */
function ReplayKeptClicks({ id }: { id: string }) {
  useEffect(() => {
    keptClicks.get(id)?.hydrationCommitted();
    keptClicks.delete(id);
  }, [id]);
  return null;
}

/**
 * Suspends hydration of a served block until it is near: React keeps the
 * served HTML on screen meanwhile (selective hydration).
 */
function HydrateWhenNear({ id }: { id: string }) {
  if (!IS_SERVER) use(whenNear(id));
  return null;
}

/**
 * A below-the-fold block: an empty placeholder with the block's id and
 * reserved height until it comes near the viewport (or `active` is forced),
 * then the block's own chunk, shown in place of the placeholder. On a served
 * page the block is in the HTML from the start and hydrates when near.
 * Memoised with stable props, so the page's own updates never reach a block
 * still waiting to hydrate (which would make React drop its served HTML).
 */
export const LazyBlock = memo(function LazyBlock({
  index,
  id,
  block,
  active,
  served,
  onNear,
  onReady,
  Component,
  lang,
  hero,
}: LazyBlockProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (active || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear(index);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNear(index);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, index, onNear]);

  const fallback = <div ref={ref} id={id} className={blockSizeClass} data-placeholder={block} />;
  if (!active) return fallback;
  return (
    <Suspense fallback={fallback}>
      {served && <HydrateWhenNear id={id} />}
      <Component lang={lang} hero={hero} id={id} served={served} />
      <ReadySignal index={index} onReady={onReady} />
      {served && <ReplayKeptClicks id={id} />}
    </Suspense>
  );
});
