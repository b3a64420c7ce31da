import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipOffscreenOnceLaidOut } from './offscreen-sections';

/** An IntersectionObserver whose entries the test hands over. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver;
  observed = new Set<Element>();
  constructor(readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  see(target: Element, isIntersecting: boolean, height = 300) {
    const entry = { target, isIntersecting, boundingClientRect: { height } };
    this.report([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('skipping marked blocks off screen', () => {
  it('marks a block once seen laid out off screen, never one on screen or not rendered; the undo unmarks', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const area = document.createElement('div');
    area.innerHTML =
      '<section data-offscreen id="a"></section><section data-offscreen id="b"></section><p id="c"></p>';
    const [a, b] = [area.querySelector('#a')!, area.querySelector('#b')!];
    const undo = skipOffscreenOnceLaidOut(area);
    const observer = FakeIntersectionObserver.last;
    expect([...observer.observed]).toEqual([a, b]);
    observer.see(a, true);
    observer.see(b, false, 0);
    expect([a.hasAttribute('data-laid-out'), b.hasAttribute('data-laid-out')]).toEqual([false, false]);
    observer.see(a, false);
    expect(a.hasAttribute('data-laid-out')).toBe(true);
    undo();
    expect(a.hasAttribute('data-laid-out')).toBe(false);
  });
});
