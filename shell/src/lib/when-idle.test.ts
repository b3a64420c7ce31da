import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenIdleAfterLoad } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('idle work', () => {
  it('runs in an idle callback where the browser has one', () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs in a task of its own where it has none', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the load event when the page is still loading', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    whenIdleAfterLoad(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
