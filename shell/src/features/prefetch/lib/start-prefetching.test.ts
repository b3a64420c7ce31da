import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchSiteRoute } from '../../../app/routes';
import { prefetchWhenVisitorMoves } from './start-prefetching';

const prefetchLinks = vi.hoisted(() => vi.fn());
const loadPageModule = vi.hoisted(() => vi.fn());
const pageModuleLoader = vi.hoisted(() => vi.fn(() => loadPageModule));
const loadRemoteModule = vi.fn();
const idleTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('./prefetch-links', () => ({ prefetchLinks, pageModuleLoader }));
vi.mock('../../../lib/when-idle', () => ({
  whenIdleAfterLoad: (task: () => void) => idleTasks.push(task),
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
    prefetchWhenVisitorMoves(matchSiteRoute, loadRemoteModule);
    const blog = document.querySelector('a')!;
    blog.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]!();
    blog.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() =>
      expect(prefetchLinks).toHaveBeenCalledExactlyOnceWith(matchSiteRoute, blog, loadPageModule),
    );
    // The watcher loads pages through the app's loader of remote modules.
    expect(pageModuleLoader).toHaveBeenCalledExactlyOnceWith(loadRemoteModule);
  });

  it('loads nothing while the visitor saves data', () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    prefetchWhenVisitorMoves(matchSiteRoute, loadRemoteModule);
    expect(idleTasks).toHaveLength(0);
  });
});
