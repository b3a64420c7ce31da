import { memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { BLOCK_LOAD_MARGIN, IS_SERVER, whenBlockReleased, type Lang } from 'shared';
import type { HeroContent } from '../content/types';
import type { BlockProps } from './block';
import { blockSizeClass } from './block-size';
import { ReadySignal } from './ReadySignal';

interface LazyBlockProps {
  index: number;
  /** The block's anchor: the placeholder carries it so hash scrolls land. */
  id: string;
  /** Which block: the space reserved while it loads, so nothing below it shifts, is its height. */
  block: string;
  active: boolean;
  /**
   * The block's HTML came with the served document: keep it as it is and
   * hydrate it (load its code) only once released (shared's ssr/served-blocks.ts).
   */
  served: boolean;
  onNear: (index: number) => void;
  onReady: (index: number) => void;
  Component: ComponentType<BlockProps>;
  lang: Lang;
  hero: HeroContent;
}

/**
 * Suspends hydration of a served block until it is released (shared's ssr/served-blocks.ts): React
 * keeps the served HTML on screen meanwhile (selective hydration).
 */
function HydrateWhenReleased({ id }: { id: string }) {
  if (!IS_SERVER) use(whenBlockReleased(id));
  return null;
}

/**
 * A below-the-fold block: an empty placeholder with the block's id and
 * reserved height until it comes near the viewport (or `active` is forced),
 * then the block's own chunk, shown in place of the placeholder. On a served
 * page the block is in the HTML from the start and hydrates once released.
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
      { rootMargin: BLOCK_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, index, onNear]);

  const fallback = <div ref={ref} id={id} className={blockSizeClass} data-placeholder={block} />;
  if (!active) return fallback;
  return (
    <Suspense fallback={fallback}>
      {served && <HydrateWhenReleased id={id} />}
      <Component lang={lang} hero={hero} id={id} served={served} />
      <ReadySignal index={index} onReady={onReady} servedId={served ? id : undefined} />
    </Suspense>
  );
});
