import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from '@intenta/test-helpers/media';
import {
  REVEAL_VISIBLE_CLASS,
  revealClass,
  revealObserverOptions,
  shouldReveal,
  staggerStyle,
  useReveal,
  type RevealOptions,
} from './reveal';

type Callback = (entries: IntersectionObserverEntry[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function entry(ratio: number, rectHeight = 100, viewport = 800): IntersectionObserverEntry {
  return {
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    intersectionRect: { height: rectHeight } as DOMRectReadOnly,
    rootBounds: { height: viewport } as DOMRectReadOnly,
  } as IntersectionObserverEntry;
}

function Revealed(props: RevealOptions) {
  const { ref, visible } = useReveal<HTMLDivElement>(props);
  return (
    <div ref={ref} data-testid="el" className={`${revealClass} ${visible ? REVEAL_VISIBLE_CLASS : ''}`}>
      content
    </div>
  );
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  mockReducedMotion(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('reveal on scroll (docs/product.md §5)', () => {
  it('items reveal once at least 10 % is visible, and are never reset', () => {
    render(<Revealed />);
    const el = screen.getByTestId('el');
    expect(el.classList.contains(REVEAL_VISIBLE_CLASS)).toBe(false);
    expect(getComputedStyle(el).opacity).toBe('0');

    act(() => observers[0]!.callback([entry(0.05, 40)]));
    expect(el.classList.contains(REVEAL_VISIBLE_CLASS)).toBe(false);

    act(() => observers[0]!.callback([entry(0.1)]));
    expect(el.classList.contains(REVEAL_VISIBLE_CLASS)).toBe(true);
    expect(getComputedStyle(el).opacity).toBe('1');
    expect(observers[0]!.disconnected).toBe(true);

    // Scrolling away does not hide it again.
    act(() => observers[0]!.callback([entry(0)]));
    expect(el.classList.contains(REVEAL_VISIBLE_CLASS)).toBe(true);
  });

  it('sections observe the upper 75 % of the viewport and reveal as soon as their top enters it', () => {
    render(<Revealed kind="section" />);
    expect(observers[0]!.options).toEqual({ threshold: 0, rootMargin: '0px 0px -25% 0px' });
    act(() => observers[0]!.callback([entry(0.01, 5)]));
    expect(screen.getByTestId('el').classList.contains(REVEAL_VISIBLE_CLASS)).toBe(true);
  });

  it('under reduced motion everything is visible at once, without an observer', () => {
    mockReducedMotion(true);
    render(<Revealed />);
    expect(screen.getByTestId('el').classList.contains(REVEAL_VISIBLE_CLASS)).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('decides from the observer entry', () => {
    expect(revealObserverOptions('item')).toEqual({ threshold: [0, 0.1] });
    expect(shouldReveal(entry(0))).toBe(false);
    expect(shouldReveal(entry(0.09, 50))).toBe(false);
    expect(shouldReveal(entry(0.1))).toBe(true);
    // A very tall element filling 10 % of the viewport counts as seen.
    expect(shouldReveal(entry(0.02, 80, 800))).toBe(true);
    expect(shouldReveal(entry(0.3), 'section')).toBe(true);
    expect(shouldReveal(entry(0), 'section')).toBe(false);
  });

  it('staggers items 100-200 ms apart', () => {
    expect(staggerStyle(0)).toEqual({ '--reveal-delay': '0ms' });
    expect(staggerStyle(2)).toEqual({ '--reveal-delay': '300ms' });
    expect(staggerStyle(3, 200)).toEqual({ '--reveal-delay': '600ms' });
    expect(staggerStyle(1, 50)).toEqual({ '--reveal-delay': '100ms' });
    expect(staggerStyle(1, 500)).toEqual({ '--reveal-delay': '200ms' });
  });
});
