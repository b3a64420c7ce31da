/**
 * Resolves in a new task, so the browser can paint and handle input before the
 * next part of the start-up runs. A task longer than 50 ms blocks the page
 * (Total Blocking Time); evaluating the whole shell in one go made one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
