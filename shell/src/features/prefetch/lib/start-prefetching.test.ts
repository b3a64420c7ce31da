import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchSiteRoute } from '../../../app/routes';
import { prefetchWhenVisitorMoves } from './start-prefetching';

const prefetchLinks = vi.hoisted(() => vi.fn());
const loadPageModule = vi.hoisted(() => vi.fn());
const pageModuleLoader = vi.hoisted(() => vi.fn(() => loadPageModule));
const preparePage = vi.fn();
const renderAhead = vi.fn();
const idleTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('./prefetch-links', () => ({ prefetchLinks, pageModuleLoader }));
vi.mock('../../../lib/when-idle', () => ({
  whenIdleAfterLoad: (task: () => void) => idleTasks.push(task),
  whenIdle: (task: () => void) => idleTasks.push(task),
}));

afterEach(() => {
  prefetchLinks.mockReset();
  idleTasks.length = 0;
  delete (navigator as unknown as Record<string, unknown>).connection;
  document.body.replaceChildren();
});

describe('starting to prefetch', () => {
  it("loads the link watcher on the visitor's first move once idle after load, with what they point at", async () => {
    document.body.innerHTML = '<a href="/blog">Blog</a>';
    prefetchWhenVisitorMoves(matchSiteRoute, preparePage, renderAhead);
    const blog = document.querySelector('a')!;
    blog.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]!();
    blog.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.dispatchEvent(new Event('scroll'));
    // Not in the move's own task (often a tap waiting for its answer): at the next idle time.
    expect(idleTasks).toHaveLength(2);
    expect(prefetchLinks).not.toHaveBeenCalled();
    idleTasks[1]!();
    await vi.waitFor(() =>
      expect(prefetchLinks).toHaveBeenCalledExactlyOnceWith(
        matchSiteRoute,
        blog,
        loadPageModule,
        renderAhead,
      ),
    );
    // The watcher makes pages ready through the app's own preparer.
    expect(pageModuleLoader).toHaveBeenCalledExactlyOnceWith(preparePage);
  });

  it('loads nothing while the visitor saves data', () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    prefetchWhenVisitorMoves(matchSiteRoute, preparePage);
    expect(idleTasks).toHaveLength(0);
  });
});
