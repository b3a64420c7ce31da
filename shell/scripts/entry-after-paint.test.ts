// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_LOADER_SCRIPT, startEntryAfterFirstPaint } from './entry-after-paint.mjs';

const template =
  '<head><title>x</title><script defer src="/static/js/a.js"></script><script defer src="/static/js/b.js"></script></head>';

describe('startEntryAfterFirstPaint', () => {
  it('turns the entry scripts into preloads, in order, started by one inline loader', () => {
    const html = startEntryAfterFirstPaint(template);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/static/js/a.js" data-entry><link rel="preload" as="script" href="/static/js/b.js" data-entry>',
    );
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('lists the start-up chunks on the loader, without preloading them', () => {
    const chunks = ['/static/js/async/c1.js', '/static/js/async/c2.js'];
    const html = startEntryAfterFirstPaint(template, chunks);
    expect(html).toContain(`<script data-startup-scripts="${chunks.join(' ')}">`);
    expect(html).not.toContain('href="/static/js/async/');
    expect(() => startEntryAfterFirstPaint(template, ['/x.js" onload="alert(1)'])).toThrow(/Unexpected/);
  });

  it('refuses a template without an entry script', () => {
    expect(() => startEntryAfterFirstPaint('<head></head>')).toThrow(/no <script defer src> entry/);
  });
});

describe('the loader', () => {
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  let paintCallback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;

  function runLoader(startupScripts: string[] = []) {
    document.head.innerHTML = startEntryAfterFirstPaint(template, startupScripts).replace(
      /<\/?head>|<title>x<\/title>/g,
      '',
    );
    new Function(ENTRY_LOADER_SCRIPT)();
  }
  const started = () =>
    [...document.head.querySelectorAll('script[src]')].map(
      (s) => new URL(s.getAttribute('src')!, location.href).pathname,
    );

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    paintCallback = undefined;
  });

  it('starts the scripts in order once the first contentful paint is reported, and only once', () => {
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
    expect(started()).toEqual([]);
    paintCallback!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    paintCallback!({ getEntriesByName: () => [{}] });
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('starts at once in a background tab', () => {
    visibility.mockReturnValue('hidden');
    runLoader();
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('starts the start-up chunks first, then the entry, all in order', () => {
    visibility.mockReturnValue('hidden');
    runLoader(['/static/js/async/c1.js', '/static/js/async/c2.js']);
    expect(started()).toEqual([
      '/static/js/async/c1.js',
      '/static/js/async/c2.js',
      '/static/js/a.js',
      '/static/js/b.js',
    ]);
    const scripts = [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
    expect(scripts.every((s) => !s.async)).toBe(true);
    // Kept as listed: the runtime recognises a chunk's script by this attribute.
    expect(scripts[0]!.getAttribute('src')).toBe('/static/js/async/c1.js');
  });

  it('removes a start-up chunk that failed to load, so the runtime requests it again', () => {
    visibility.mockReturnValue('hidden');
    runLoader(['/static/js/async/c1.js']);
    document.head.querySelector('script[src="/static/js/async/c1.js"]')!.dispatchEvent(new Event('error'));
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('does not wait for ever when no paint is reported', () => {
    vi.useFakeTimers();
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
    expect(started()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });
});
