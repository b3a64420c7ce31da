import { replayEarlyClicks } from './early-clicks';

/**
 * When each served block of a page hydrates: a part of the served HTML (an element with an
 * id) whose React tree suspends on `whenReleased(id)` inside its own Suspense boundary and
 * calls `blockHydrated(id)` from an effect once hydrated. The home's blocks below the hero
 * use it (decision 020).
 *
 * A served page has every block in its HTML; a block's code loads and hydrates once it is
 * released. A block is wanted once it comes within half a viewport of the screen (or is found
 * above it). Wanted blocks are released one at a time,
 * in page order, when the browser is idle, the next only once the previous has committed, so
 * no task hydrates several blocks at once and nothing hydrates in front of a tap. A block the
 * visitor presses or types in is released at once, alone; its click is kept until it
 * has hydrated, then replayed. A move to another address of the same page (a section's link,
 * back, a hash change) releases every block at once: the router's new location reaches into
 * them, and React holds it until each has hydrated. A block never wanted nor touched stays
 * served HTML: its links and native controls work, and leaving for another page needs none of
 * them hydrated.
 */

/** How far below the viewport a block is wanted: half a viewport. */
export const BLOCK_LOAD_MARGIN = '0px 0px 50% 0px';

/** A block still waiting: its element, what releases it, and whether it is wanted. */
interface WaitingBlock {
  element: HTMLElement;
  release: () => void;
  wanted?: boolean;
}

/** Each served block's release, resolved once it may hydrate. */
const released = new Map<string, Promise<void>>();
/** Each served block's kept click (replayEarlyClicks), replayed once it has hydrated. */
const kept = new Map<string, ReturnType<typeof replayEarlyClicks>>();
/** The blocks still waiting, in the order they were registered (the page's). */
const waiting = new Map<string, WaitingBlock>();
/** The block the idle queue released and waits on; '' while it waits for idle; null at rest. */
let queued: string | null = null;

/** Releases the first wanted block when idle; the next goes once it has hydrated. */
function releaseNextWhenIdle(): void {
  queued = '';
  // Safari has no requestIdleCallback: there the turn is a task of its own.
  (typeof requestIdleCallback === 'function' ? requestIdleCallback : setTimeout)(() => {
    const next = [...waiting].find(([, block]) => block.wanted);
    queued = next ? next[0] : null;
    if (!next) return;
    // A block whose code never arrives holds the queue: the blocks after it stay served HTML,
    // readable with working links, and each still hydrates when pressed.
    next[1].release();
  });
}

function moveOn(id: string): void {
  if (queued === id) releaseNextWhenIdle();
}

function releaseAll(): void {
  for (const block of waiting.values()) block.release();
}

/** A press or key in a waiting block releases it now; one on a link to this page, all of them. */
function onInput({ target }: Event): void {
  // A move to another address of this page (a hash) reaches into every block (the router's
  // location does), and React holds it until each has hydrated.
  if ((target as Element).closest?.<HTMLAnchorElement>('a[href]')?.pathname === location.pathname)
    return releaseAll();
  for (const block of waiting.values()) if (block.element.contains(target as Node)) block.release();
}

/** Resolves once the served block `id` may hydrate (see above). */
export function whenBlockReleased(id: string): Promise<void> {
  let promise = released.get(id);
  if (promise) return promise;
  if (!released.size) {
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, onInput, { capture: true, passive: true });
    for (const type of ['popstate', 'hashchange']) addEventListener(type, releaseAll);
  }
  const element = document.getElementById(id);
  promise = new Promise<void>((resolve) => {
    if (!element || typeof IntersectionObserver !== 'function') return resolve();
    // React drops a click on a block it has not hydrated yet: "Request a Demo" pressed while
    // the block's code is on its way is kept, and clicked again once the block is live.
    kept.set(id, replayEarlyClicks(element, { marked: false }));
    const block: WaitingBlock = {
      element,
      release: () => {
        waiting.delete(id);
        observer.disconnect();
        resolve();
      },
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0)) return;
        block.wanted = true;
        if (queued === null) releaseNextWhenIdle();
      },
      { rootMargin: BLOCK_LOAD_MARGIN },
    );
    waiting.set(id, block);
    observer.observe(element);
  });
  released.set(id, promise);
  return promise;
}

/** Called once the served block `id` has hydrated: its kept click is replayed, and the idle queue moves on. */
export function blockHydrated(id: string): void {
  kept.get(id)?.hydrationCommitted();
  moveOn(id);
}
