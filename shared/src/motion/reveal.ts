import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { css } from '@linaria/core';
import { prefersReducedMotion } from './reduced-motion';

/** docs/product.md §5: an element reveals once at least 10 % of it is visible... */
const REVEAL_THRESHOLD = 0.1;
/** ...and its top is within the upper 75 % of the viewport. */
const REVEAL_VIEWPORT_FRACTION = 0.75;
/** Default stagger between items of a group (docs/product.md §5: 100-200 ms). */
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

export interface RevealOptions {
  /**
   * `item` (default): revealed once at least 10 % of it is visible.
   * `section`: revealed once its top is within the upper 75 % of the viewport.
   */
  kind?: 'item' | 'section';
}

/** The observer settings of each kind (docs/product.md §5). */
export function revealObserverOptions(kind: RevealOptions['kind'] = 'item'): IntersectionObserverInit {
  return kind === 'section'
    ? { threshold: 0, rootMargin: `0px 0px -${Math.round((1 - REVEAL_VIEWPORT_FRACTION) * 100)}% 0px` }
    : { threshold: [0, REVEAL_THRESHOLD] };
}

/** Whether an observer entry reveals the element. Never true for an element out of view. */
export function shouldReveal(
  entry: IntersectionObserverEntry,
  kind: RevealOptions['kind'] = 'item',
): boolean {
  if (!entry.isIntersecting) return false;
  if (kind === 'section') return true;
  // An element taller than ten viewports can never be 10 % visible: 10 % of the viewport filled counts too.
  const viewport = entry.rootBounds?.height ?? 0;
  return (
    entry.intersectionRatio >= REVEAL_THRESHOLD ||
    (viewport > 0 && entry.intersectionRect.height >= viewport * REVEAL_THRESHOLD)
  );
}

/**
 * Reveals an element once (never reset): an item when at least 10 % of it is
 * visible, a section when its top is within the upper 75 % of the viewport.
 * Under reduced motion it is visible at once. Put `revealClass` on the element
 * and add `REVEAL_VISIBLE_CLASS` when `visible`.
 */
export function useReveal<T extends Element>(
  options: RevealOptions = {},
): { ref: RefObject<T | null>; visible: boolean } {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);
  const kind = options.kind ?? 'item';

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => shouldReveal(e, kind))) {
        setVisible(true);
        observer.disconnect();
      }
    }, revealObserverOptions(kind));
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, kind]);

  return { ref, visible };
}

/** docs/product.md §5: staggers are 100-200 ms per item. */
const REVEAL_STAGGER_MIN_MS = 100;
const REVEAL_STAGGER_MAX_MS = 200;

/** Inline style giving item `index` of a group its stagger delay (step kept within 100-200 ms). */
export function staggerStyle(index: number, stepMs = REVEAL_STAGGER_MS): CSSProperties {
  const step = Math.min(REVEAL_STAGGER_MAX_MS, Math.max(REVEAL_STAGGER_MIN_MS, stepMs));
  return { '--reveal-delay': `${Math.max(0, index) * step}ms` } as CSSProperties;
}
