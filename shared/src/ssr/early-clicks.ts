/** A click kept longer than this is dropped: replayed that late it would surprise the visitor. */
const REPLAY_WAIT_MS = 10_000;

/** The container's `data-hydration` while clicks are kept, then once they are replayed. */
const HYDRATION_PENDING = 'pending';
const HYDRATION_COMMITTED = 'committed';

/**
 * On a served page a button is on screen before its code: React has no
 * listener yet, or drops a click on a part it has not hydrated. Such a click
 * is kept (one, the latest) and replayed with `click()` once the caller says
 * hydration is committed (from an effect at the root of the hydrated tree, so
 * every listener and effect of the page is in place): React's own listeners
 * then handle it, and "Request a Demo" pressed early still opens the dialog.
 * If React replaced the button meanwhile, the button at the same place among
 * the container's buttons with the same text gets the click instead.
 *
 * Only buttons that came in the served HTML: links and other native controls
 * keep working natively, and buttons added later by others (an embedded
 * third-party form) are theirs. While clicks are kept the container carries
 * `data-hydration="pending"`, then `"committed"` (unless `marked` is false: a part
 * React renders, such as a block of the page that hydrates later, keeps its attributes).
 */
export function replayEarlyClicks(
  container: HTMLElement,
  { marked = true }: { marked?: boolean } = {},
): { hydrationCommitted: () => void } {
  const servedButtons = [...container.querySelectorAll('button')];
  const served = new WeakSet(servedButtons);
  let kept: { button: HTMLButtonElement; at: number } | null = null;

  // Capture on the document runs before React's own listener on the container.
  const keep = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !served.has(button)) return;
    event.preventDefault();
    event.stopPropagation();
    kept = { button, at: performance.now() };
  };
  document.addEventListener('click', keep, true);
  let committed = false;
  if (marked) container.setAttribute('data-hydration', HYDRATION_PENDING);

  /** The kept button, or the one React put in its place. */
  const target = (button: HTMLButtonElement): HTMLButtonElement | null => {
    if (button.isConnected) return button;
    const index = servedButtons.indexOf(button);
    const now = container.querySelectorAll('button')[index];
    return now && now.textContent === button.textContent ? now : null;
  };

  return {
    hydrationCommitted: () => {
      if (committed) return;
      committed = true;
      document.removeEventListener('click', keep, true);
      if (marked) container.setAttribute('data-hydration', HYDRATION_COMMITTED);
      const click = kept;
      kept = null;
      if (!click || performance.now() - click.at > REPLAY_WAIT_MS) return;
      target(click.button)?.click();
    },
  };
}
