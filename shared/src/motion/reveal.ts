import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { css } from '@linaria/core';
import { prefersReducedMotion } from './reduced-motion';

/** Spec section 9: an element reveals once at least 10 % of it is visible... */
export const REVEAL_THRESHOLD = 0.1;
/** ...and its top is within the upper 75 % of the viewport. */
export const REVEAL_VIEWPORT_FRACTION = 0.75;
/** Default stagger between items of a group (spec: 100-200 ms). */
export const REVEAL_STAGGER_MS = 150;

/** The class a revealed element gains; styles below fade and slide it in. */
export const REVEAL_VISIBLE_CLASS = 'is-visible';

export const revealClass = css`
  opacity: 0;
  transform: translateY(24px);
  transition:
    opacity 0.6s ease,
    transform 0.6s ease;
  transition-delay: var(--reveal-delay, 0ms);

  &.is-visible {
    opacity: 1;
    transform: none;
  }

  @media (prefers-reduced-motion: reduce) {
    opacity: 1;
    transform: none;
    transition: none;
  }
`;

/**
 * Reveals an element once (never reset) when it enters the upper 75 % of the
 * viewport by at least 10 %. Under reduced motion it is visible at once.
 */
export function useReveal<T extends Element>(): { ref: RefObject<T | null>; visible: boolean } {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      {
        threshold: REVEAL_THRESHOLD,
        rootMargin: `0px 0px -${Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return { ref, visible };
}

/** Inline style giving item `index` of a group its stagger delay. */
export function staggerStyle(index: number, stepMs = REVEAL_STAGGER_MS): CSSProperties {
  return { '--reveal-delay': `${index * stepMs}ms` } as CSSProperties;
}
