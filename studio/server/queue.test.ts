// @vitest-environment node
// The studio's queue (issue 38, item 2): one heavy job at a time, in the order asked, `busy()`
// naming the one running, and a task that fails does not stop the ones after it.
import { createQueue } from './queue.mjs';

/** A promise settled from outside: a task that runs until the test lets it finish. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueue', () => {
  it('runs tasks one at a time, in the order they were asked for', async () => {
    const queue = createQueue();
    const log: string[] = [];
    const first = gate();
    const second = gate();
    const a = queue.run('a', async () => {
      log.push('a starts');
      await first.promise;
      log.push('a ends');
      return 'A';
    });
    const b = queue.run('b', async () => {
      log.push('b starts');
      await second.promise;
      log.push('b ends');
      return 'B';
    });
    const c = queue.run('c', async () => {
      log.push('c runs');
      return 'C';
    });
    await settle();
    expect(log).toEqual(['a starts']);
    second.open(); // b may not finish, nor even start, before a is done
    await settle();
    expect(log).toEqual(['a starts']);
    first.open();
    expect(await Promise.all([a, b, c])).toEqual(['A', 'B', 'C']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c runs']);
  });

  it('names the task running in busy(), and nothing once the queue is idle', async () => {
    const queue = createQueue();
    expect(queue.busy()).toBe('');
    const first = gate();
    const second = gate();
    const seen: string[] = [];
    const a = queue.run('the preview of posts/x', async () => {
      seen.push(queue.busy());
      await first.promise;
    });
    const b = queue.run('publishing posts/x', async () => {
      seen.push(queue.busy());
      await second.promise;
    });
    await settle();
    expect(queue.busy()).toBe('the preview of posts/x');
    first.open();
    await a;
    await settle();
    expect(queue.busy()).toBe('publishing posts/x');
    second.open();
    await b;
    expect(seen).toEqual(['the preview of posts/x', 'publishing posts/x']);
    expect(queue.busy()).toBe('');
  });

  it('rejects a failing task to its caller, clears busy(), and still runs the next', async () => {
    const queue = createQueue();
    const failing = queue.run('a failing build', async () => {
      throw new Error('the build broke');
    });
    const next = queue.run('the next build', async () => queue.busy());
    await expect(failing).rejects.toThrow('the build broke');
    expect(await next).toBe('the next build');
    expect(queue.busy()).toBe('');
  });

  it('runs the next task after one that throws synchronously', async () => {
    const queue = createQueue();
    const failing = queue.run('a broken task', () => {
      throw new Error('at once');
    });
    await expect(failing).rejects.toThrow('at once');
    expect(queue.busy()).toBe('');
    expect(await queue.run('after', async () => 'ran')).toBe('ran');
  });
});
