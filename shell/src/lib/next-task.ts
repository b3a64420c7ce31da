/**
 * Resolves in a new task, so the browser can paint and handle input before the
 * next part of the start-up runs. A task longer than 50 ms blocks the page
 * (Total Blocking Time); evaluating the whole shell in one go made one.
 *
 * A message, not `setTimeout(0)`: timers are clamped when nested and are what
 * test clocks fake (a paused clock would never start the site); React's own
 * scheduler yields the same way.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
