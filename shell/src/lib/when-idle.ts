/**
 * Runs `task` when the browser has nothing more urgent to do, so optional work (measuring,
 * prefetching) never competes with the page's own. Safari has no `requestIdleCallback`:
 * there the task runs in a task of its own.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task());
  else setTimeout(task, 1);
}

/** Runs `task` when idle after the load event: after the first paint and every first-load request. */
export function whenIdleAfterLoad(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else addEventListener('load', () => whenIdle(task), { once: true });
}
