import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRemoteRoutes, matchSiteRoute, type SiteRoute } from '../../../app/routes';
import type { PrefetchDecision } from './prefetch-decision';
import { prefetchLinks } from './prefetch-links';
import { PUBLISHED_REMOTE_ROUTES } from '@intenta/test-helpers/remote-routes';

// The routes a release configures before the first render.
configureRemoteRoutes(PUBLISHED_REMOTE_ROUTES);

const idleTasks = vi.hoisted(() => [] as (() => void)[]);
// The browser's idle time, run by hand: loading waits for it.
vi.mock('../../../lib/when-idle', () => ({ whenIdle: (task: () => void) => idleTasks.push(task) }));

/** An IntersectionObserver whose "in view" the test decides. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  show(element: Element) {
    this.callback(
      [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const loaded: string[] = [];
const load = ({ route }: PrefetchDecision<SiteRoute>) => void loaded.push(route.path);
const renderedAhead: string[] = [];
const renderAhead = (pathname: string) => void renderedAhead.push(pathname);
const runIdle = () => idleTasks.splice(0).forEach((task) => task());

function link(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.append(Object.assign(document.createElement('span'), { textContent: href }));
  return a;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.replaceChildren(link('/blog'), link('/partners'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.all = [];
  loaded.length = 0;
  renderedAhead.length = 0;
  idleTasks.length = 0;
  document.body.replaceChildren();
});

describe('prefetching links', () => {
  it('loads the page a pointed-at link leads to, at idle, once', () => {
    prefetchLinks(matchSiteRoute, null, load);
    const blog = document.querySelector('a[href="/blog"]')!;
    blog.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(loaded).toEqual([]);
    runIdle();
    expect(loaded).toEqual(['/blog']);
    blog.dispatchEvent(new Event('touchstart'));
    blog.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    runIdle();
    expect(loaded).toEqual(['/blog']);
  });

  it('starts with the link the visitor was pointing at when it loaded', () => {
    prefetchLinks(matchSiteRoute, document.querySelector('a[href="/partners"] span'), load);
    runIdle();
    expect(loaded).toEqual(['/partners']);
  });

  it('loads a link that comes into view, including links rendered later', async () => {
    prefetchLinks(matchSiteRoute, null, load);
    const [inView] = FakeIntersectionObserver.all;
    expect([...inView!.observed].map((a) => a.getAttribute('href'))).toEqual(['/blog', '/partners']);
    inView!.show(document.querySelector('a[href="/partners"]')!);
    runIdle();
    expect(loaded).toEqual(['/partners']);

    const section = document.createElement('section');
    section.append(link('/referral'));
    document.body.append(section);
    await vi.waitFor(() => expect(inView!.observed.size).toBe(2));
    inView!.show(section.firstElementChild!);
    runIdle();
    expect(loaded).toEqual(['/partners', '/referral']);
  });

  it('renders ahead the page of a link pointed at, touched or focused once it is loaded, not one only in view', async () => {
    document.body.append(link('/blog/a-post'), link('/blog/another-post'));
    let finishLoading!: () => void;
    const loading = new Promise<void>((resolve) => (finishLoading = resolve));
    prefetchLinks(matchSiteRoute, null, () => loading, renderAhead);
    const [inView] = FakeIntersectionObserver.all;
    inView!.show(document.querySelector('a[href="/partners"]')!);
    document
      .querySelector('a[href="/blog/a-post"]')!
      .dispatchEvent(new Event('touchstart', { bubbles: true }));
    runIdle();
    await Promise.resolve();
    // The control: nothing before the page's code and copy are there.
    expect(renderedAhead).toEqual([]);
    finishLoading();
    await vi.waitFor(() => expect(renderedAhead).toEqual(['/blog/a-post']));
    // Another post: its module is loaded already (one per module), so it renders at once.
    document
      .querySelector('a[href="/blog/another-post"]')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    runIdle();
    await vi.waitFor(() => expect(renderedAhead).toEqual(['/blog/a-post', '/blog/another-post']));
  });

  it('renders nothing ahead while the visitor saves data', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    try {
      prefetchLinks(matchSiteRoute, null, () => Promise.resolve(), renderAhead);
      document
        .querySelector('a[href="/blog"]')!
        .dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      runIdle();
      await new Promise((resolve) => setTimeout(resolve));
      expect(renderedAhead).toEqual([]);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).connection;
    }
  });
});
