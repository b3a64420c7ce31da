// @vitest-environment jsdom
import { afterPaintLoader } from './after-paint-loader.mjs';

const entryScripts = ['/static/js/a.js', '/static/js/b.js'];

describe('afterPaintLoader', () => {
  it("lists the start-up chunks, then the entry, on the shell's attribute, and the page's files on its own", () => {
    const chunks = ['/static/js/async/c1.js', '/static/js/async/c2.js'];
    const page = ['http://remote.test/remoteEntry.js', 'http://remote.test/p.js'];
    const loader = afterPaintLoader({ startupScripts: chunks, entryScripts, pageScripts: page });
    expect(loader.shellScripts).toEqual([...chunks, ...entryScripts]);
    expect(loader.pageScripts).toEqual(page);
    expect(loader.code).toContain('data-shell-scripts');
    expect(loader.code).toContain('data-page-scripts');
  });

  it('refuses what it cannot list, and a build without an entry', () => {
    const unlisted = { startupScripts: [], entryScripts, pageScripts: ['http://remote.test/a b.js'] };
    expect(() => afterPaintLoader(unlisted)).toThrow(/Unexpected/);
    expect(() => afterPaintLoader({ startupScripts: [], entryScripts: [], pageScripts: [] })).toThrow(
      /no entry script/,
    );
  });
});

describe('the loader', () => {
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  let paintCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;

  // As the prerender lists a page's remote files.
  const pageScripts = ['http://remote.test/remoteEntry.js', 'http://remote.test/static/js/async/page.js'];
  function runLoader(startupScripts: string[] = [], { withPageScripts = false } = {}) {
    vi.useFakeTimers();
    const loader = afterPaintLoader({
      startupScripts,
      entryScripts,
      pageScripts: withPageScripts ? pageScripts : [],
    });
    // The element as the Document renders it (shell/src/server/Document.tsx).
    const element = document.createElement('script');
    element.setAttribute('data-shell-scripts', loader.shellScripts.join(' '));
    if (loader.pageScripts.length) element.setAttribute('data-page-scripts', loader.pageScripts.join(' '));
    document.head.replaceChildren(element);
    new Function(loader.code)();
  }
  /** A task later, as the loader's own tasks go (timers are faked). */
  const nextMessage = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(0);
    });
  /** The scripts are appended one per task: waits until `count` are in. */
  const appended = (count: number) => vi.waitFor(() => expect(started()).toHaveLength(count));
  const started = () =>
    [...document.head.querySelectorAll('script[src]')].map((s) => {
      const url = new URL(s.getAttribute('src')!, location.href);
      return url.origin === location.origin ? url.pathname : url.href;
    });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    paintCallback = undefined;
  });

  it('starts the scripts in order once the first contentful paint is reported, and only once', async () => {
    visibility.mockReturnValue('visible');
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: typeof paintCallback) {
          paintCallback = callback;
        }
        observe() {}
      },
    );
    runLoader();
    expect(started()).toEqual([]);
    paintCallback!({ getEntriesByName: () => [] });
    await nextMessage();
    expect(started()).toEqual([]);
    paintCallback!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    paintCallback!({ getEntriesByName: () => [{}] });
    await appended(2);
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('starts at once in a background tab', async () => {
    visibility.mockReturnValue('hidden');
    runLoader();
    await appended(2);
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it("starts the start-up chunks first, then the entry, then the page's remote files, all in order", async () => {
    visibility.mockReturnValue('hidden');
    runLoader(['/static/js/async/c1.js', '/static/js/async/c2.js'], { withPageScripts: true });
    await appended(6);
    expect(started()).toEqual([
      '/static/js/async/c1.js',
      '/static/js/async/c2.js',
      '/static/js/a.js',
      '/static/js/b.js',
      ...pageScripts,
    ]);
    const scripts = [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
    expect(scripts.every((s) => !s.async)).toBe(true);
    // Kept as listed: the runtime recognises a chunk's script by this attribute.
    expect(scripts[0]!.getAttribute('src')).toBe('/static/js/async/c1.js');
  });

  it('opens the storage before any script starts', async () => {
    visibility.mockReturnValue('hidden');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    runLoader();
    expect(read).toHaveBeenCalledOnce();
    expect(started()).toEqual([]);
    read.mockRestore();
    await appended(2);
  });

  it('appends one script per task', async () => {
    visibility.mockReturnValue('hidden');
    runLoader(['/static/js/async/c1.js'], { withPageScripts: true });
    expect(started()).toEqual([]);
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(started().length));
    observer.observe(document.head, { childList: true });
    await appended(5);
    observer.disconnect();
    // A mutation record per task: each saw one more script than the one before.
    expect(counts).toEqual([1, 2, 3, 4, 5]);
  });

  it('removes a script once it has run or failed, so the runtime requests again one it needs', async () => {
    visibility.mockReturnValue('hidden');
    runLoader(['/static/js/async/c1.js', '/static/js/async/c2.js']);
    await appended(4);
    document.head.querySelector('script[src="/static/js/async/c1.js"]')!.dispatchEvent(new Event('error'));
    document.head.querySelector('script[src="/static/js/async/c2.js"]')!.dispatchEvent(new Event('load'));
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('does not wait for ever when no paint is reported', async () => {
    visibility.mockReturnValue('visible');
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {}
      },
    );
    runLoader();
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(3000);
    await appended(2);
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });
});
