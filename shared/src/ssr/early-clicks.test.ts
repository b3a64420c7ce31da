import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './early-clicks';

// The DOM side of the replay: what is kept before the caller says hydration is
// committed, and what is clicked then. That React handles the replayed click is
// tested against the real React in tests/integration/shell/early-click.spec.ts.

function servedPage(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

describe('clicks on a served page before it hydrates', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the latest click on a served button and replays it once hydration is committed', () => {
    const root = servedPage('<button>Request a Demo</button><button>Menu</button>');
    const [demo, menu] = root.querySelectorAll('button');
    const { hydrationCommitted } = replayEarlyClicks(root);
    const seen = vi.fn((event: Event) => (event.target as HTMLElement).textContent);
    root.addEventListener('click', seen);
    expect(root.getAttribute('data-hydration')).toBe('pending');

    menu!.click();
    demo!.click();
    expect(seen).not.toHaveBeenCalled();

    hydrationCommitted();
    expect(root.getAttribute('data-hydration')).toBe('committed');
    expect(seen.mock.results.map((r) => r.value)).toEqual(['Request a Demo']);
    // Nothing is kept any more: later clicks go through, and a second call replays nothing.
    hydrationCommitted();
    menu!.click();
    expect(seen.mock.results.map((r) => r.value)).toEqual(['Request a Demo', 'Menu']);
  });

  it('replays on the button that took its place when the kept one was replaced', () => {
    const root = servedPage('<nav><button>Menu</button></nav>');
    const { hydrationCommitted } = replayEarlyClicks(root);
    root.querySelector('button')!.click();
    root.innerHTML = '<nav><button>Menu</button></nav>';
    const replacement = vi.fn();
    root.querySelector('button')!.addEventListener('click', replacement);
    hydrationCommitted();
    expect(replacement).toHaveBeenCalledTimes(1);
  });

  it('leaves links alone', () => {
    const root = servedPage('<a href="#x">link</a>');
    replayEarlyClicks(root);
    const link = vi.fn((e: Event) => e.preventDefault());
    root.querySelector('a')!.addEventListener('click', link);
    root.querySelector('a')!.click();
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('leaves buttons added after the served HTML alone (an embedded third-party form)', () => {
    const root = servedPage('<div id="embed"></div>');
    replayEarlyClicks(root);
    const submit = document.createElement('button');
    document.getElementById('embed')!.append(submit);
    const handler = vi.fn();
    submit.addEventListener('click', handler);
    submit.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('drops a click kept for longer than 10 s', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const root = servedPage('<button>late</button>');
    const { hydrationCommitted } = replayEarlyClicks(root);
    const handler = vi.fn();
    root.querySelector('button')!.addEventListener('click', handler);
    root.querySelector('button')!.click();
    vi.advanceTimersByTime(11_000);
    hydrationCommitted();
    expect(handler).not.toHaveBeenCalled();
  });

  it('leaves an unmarked container as served: a block React hydrates later keeps its attributes', () => {
    const block = servedPage('<section id="demo"><button>Request a Demo</button></section>').querySelector(
      'section',
    )!;
    const { hydrationCommitted } = replayEarlyClicks(block, { marked: false });
    const seen = vi.fn();
    block.addEventListener('click', seen);
    block.querySelector('button')!.click();
    expect(seen).not.toHaveBeenCalled();
    expect(block.hasAttribute('data-hydration')).toBe(false);
    hydrationCommitted();
    expect(seen).toHaveBeenCalledOnce();
    hydrationCommitted();
    expect(seen).toHaveBeenCalledOnce();
    expect(block.hasAttribute('data-hydration')).toBe(false);
  });
});
