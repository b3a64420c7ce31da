/** Whether React has taken over `element` (hydrated it). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/** How long a kept click waits for its button to hydrate before it is dropped. */
const REPLAY_WAIT_MS = 10_000;

/**
 * On a served page a button is on screen before its code: React drops a click
 * on a part still waiting to hydrate. Such a click is kept (one, the latest)
 * and replayed on the same button once React has hydrated it, so "Request a
 * Demo" pressed early still opens the dialog. Only buttons that came in the
 * served HTML: links and other native controls keep working natively, and
 * buttons added later by others (an embedded third-party form) are theirs.
 *
 * React marks an element while it renders, before that render is committed
 * and before its effects (the page's metadata among them) have run: so a kept
 * click also waits for `hydrationCommitted`, which the caller invokes from an
 * effect at the root of the hydrated tree.
 */
export function replayEarlyClicks(container: HTMLElement): { hydrationCommitted: () => void } {
  const servedButtons = new WeakSet(container.querySelectorAll('button'));
  let committed = false;
  let kept: HTMLButtonElement | null = null;
  let since = 0;

  const replayWhenHydrated = () => {
    if (!kept) return;
    if (!kept.isConnected || performance.now() - since > REPLAY_WAIT_MS) {
      kept = null;
      return;
    }
    if (!committed || !isHydrated(kept)) {
      requestAnimationFrame(replayWhenHydrated);
      return;
    }
    const button = kept;
    kept = null;
    button.click();
  };

  // Capture on the document runs before React's own listener on the container.
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || !servedButtons.has(button) || isHydrated(button)) return;
      event.preventDefault();
      event.stopPropagation();
      const waiting = kept !== null;
      kept = button;
      since = performance.now();
      if (!waiting) requestAnimationFrame(replayWhenHydrated);
    },
    true,
  );

  return {
    hydrationCommitted: () => {
      committed = true;
    },
  };
}
