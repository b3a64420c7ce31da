import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');
    await yielded;
    expect(order).toEqual(['microtask', 'same task', 'next task']);
  });

  it('resolves under a paused test clock, which fakes the timers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask'] });
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
