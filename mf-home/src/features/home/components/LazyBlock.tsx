import { Suspense, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { css } from '@linaria/core';

/** How far below the viewport a block starts loading: half a viewport. */
export const LOAD_MARGIN = '0px 0px 50% 0px';

const placeholder = css`
  display: block;
  min-height: var(--block-min-height);

  @media (min-width: 1024px) {
    min-height: var(--block-min-height-wide);
  }
`;

interface LazyBlockProps {
  index: number;
  /** The block's anchor: the placeholder carries it so hash scrolls land. */
  id: string;
  /** Space reserved while the block loads, so nothing below it shifts. */
  minHeight: readonly [narrow: string, wide: string];
  active: boolean;
  onNear: (index: number) => void;
  children: ReactNode;
}

/**
 * A below-the-fold block: an empty placeholder with the block's id and
 * reserved height until it comes near the viewport (or `active` is forced),
 * then the block's own chunk, shown in place of the placeholder.
 */
export function LazyBlock({ index, id, minHeight, active, onNear, children }: LazyBlockProps) {
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

  const fallback = (
    <div
      ref={ref}
      id={id}
      className={placeholder}
      style={{ '--block-min-height': minHeight[0], '--block-min-height-wide': minHeight[1] } as CSSProperties}
      data-placeholder={index}
    />
  );
  if (!active) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
