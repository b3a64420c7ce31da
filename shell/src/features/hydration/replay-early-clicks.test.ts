import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './replay-early-clicks';

/** Marks a served element as React marks it when it hydrates. */
function hydrate(element: Element, onClick: () => void) {
  Object.assign(element, { __reactFiber$test: {} });
  element.addEventListener('click', onClick);
}

describe('clicks on a served page before it hydrates', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps a click on a button not yet hydrated and replays it once the button is', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    document.body.innerHTML = '<div id="root"><section><button>Request a Demo</button></section></div>';
    const root = document.getElementById('root')!;
    const button = root.querySelector('button')!;
    const { hydrationCommitted } = replayEarlyClicks(root);
    const seenBeforeHydration = vi.fn();
    root.addEventListener('click', seenBeforeHydration);

    button.click();
    expect(seenBeforeHydration).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);

    const handler = vi.fn();
    hydrate(button, handler);
    vi.advanceTimersByTime(50);
    // Marked by React, but the render is not committed yet: its effects have not run.
    expect(handler).not.toHaveBeenCalled();
    hydrationCommitted();
    vi.advanceTimersByTime(50);
    expect(handler).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves hydrated buttons and links alone', () => {
    document.body.innerHTML = '<div id="root"><a href="#x">link</a><button>ok</button></div>';
    const root = document.getElementById('root')!;
    replayEarlyClicks(root);
    const handler = vi.fn();
    hydrate(root.querySelector('button')!, handler);
    root.querySelector('button')!.click();
    expect(handler).toHaveBeenCalledTimes(1);
    const link = vi.fn((e: Event) => e.preventDefault());
    root.querySelector('a')!.addEventListener('click', link);
    root.querySelector('a')!.click();
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('leaves buttons added after the served HTML alone (an embedded third-party form)', () => {
    document.body.innerHTML = '<div id="root"><div id="embed"></div></div>';
    const root = document.getElementById('root')!;
    replayEarlyClicks(root);
    const submit = document.createElement('button');
    document.getElementById('embed')!.append(submit);
    const handler = vi.fn();
    submit.addEventListener('click', handler);
    submit.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('drops a kept click when its button never hydrates', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    document.body.innerHTML = '<div id="root"><button>late</button></div>';
    const root = document.getElementById('root')!;
    const button = root.querySelector('button')!;
    replayEarlyClicks(root).hydrationCommitted();
    button.click();
    vi.advanceTimersByTime(11_000);
    const handler = vi.fn();
    hydrate(button, handler);
    vi.advanceTimersByTime(1_000);
    expect(handler).not.toHaveBeenCalled();
  });
});
