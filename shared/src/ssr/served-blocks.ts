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
 * visitor presses, focuses or types in is released at once, alone; its click is kept until it
 * has hydrated, then replayed. A move to another address of the same page (a section's link,
 * back, a hash change) releases every block at once: the router's new location reaches into
 * them, and React holds it until each has hydrated. A block never wanted nor touched stays
 * served HTML: its links and native controls work, and leaving for another page needs none of
 * them hydrated.
 */

/** How far below the viewport a block is wanted: half a viewport. */
export const BLOCK_LOAD_MARGIN = '0px 0px 50% 0px';

/**
 * A released block that has not committed after this long (its chunk failed, say) no longer
 * holds the idle queue back.
 */
const NEXT_BLOCK_AFTER_MS = 2_000;

interface ServedBlock {
  element: HTMLElement | null;
  /** Resolves once the block may hydrate. */
  released: Promise<void>;
  release: () => void;
  waiting: boolean;
  wanted: boolean;
  /** Keeps a click on the block's served buttons until it has hydrated, then replays it. */
  keptClicks?: ReturnType<typeof replayEarlyClicks>;
}

/** Every served block, in the order they were registered (the page's). */
const blocks = new Map<string, ServedBlock>();
/** The block the idle queue released and waits on; '' while it waits for idle; null at rest. */
let queued: string | null = null;

const waitingBlocks = () => [...blocks.values()].filter((block) => block.waiting);

/** Queues a waiting block for its idle turn. */
function want(block: ServedBlock): void {
  block.wanted = true;
  if (queued === null) releaseNextWhenIdle();
}

/** Releases the first wanted block when idle; the next goes once it has hydrated. */
function releaseNextWhenIdle(): void {
  queued = '';
  const turn = () => {
    const next = [...blocks].find(([, block]) => block.waiting && block.wanted);
    queued = next ? next[0] : null;
    if (!next) return;
    next[1].release();
    setTimeout(() => moveOn(next[0]), NEXT_BLOCK_AFTER_MS);
  };
  // Safari has no requestIdleCallback: there the turn is a task of its own.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(turn);
  else setTimeout(turn, 1);
}

function moveOn(id: string): void {
  if (queued === id) releaseNextWhenIdle();
}

let listening = false;

function listenOnce(): void {
  if (listening) return;
  listening = true;
  const releaseAll = () => waitingBlocks().forEach((block) => block.release());
  const onInput = ({ target }: Event) => {
    // A move to another address of this page (a hash) reaches into every block (the router's
    // location does), and React holds it until each has hydrated: all of them go now.
    const link = (target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (link?.pathname === location.pathname) return releaseAll();
    // A press, focus or key in a waiting block releases that block now.
    for (const block of waitingBlocks()) if (block.element!.contains(target as Node)) block.release();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin', 'click'])
    addEventListener(type, onInput, { capture: true, passive: true });
  for (const type of ['popstate', 'hashchange']) addEventListener(type, releaseAll);
}

/** The served block `id`'s schedule, made on first use. */
function servedBlock(id: string): ServedBlock {
  let block = blocks.get(id);
  if (block) return block;
  listenOnce();
  const element = document.getElementById(id);
  let resolve = () => {};
  const released = new Promise<void>((r) => (resolve = r));
  const observer =
    element && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0)) want(block!);
          },
          { rootMargin: BLOCK_LOAD_MARGIN },
        )
      : null;
  block = {
    element,
    released,
    release: () => {
      block!.waiting = false;
      observer?.disconnect();
      resolve();
    },
    waiting: !!observer,
    wanted: false,
    // React drops a click on a block it has not hydrated yet: "Request a Demo" pressed while
    // the block's code is on its way is kept, and clicked again once the block is live.
    keptClicks: element ? replayEarlyClicks(element, { marked: false }) : undefined,
  };
  blocks.set(id, block);
  if (observer) observer.observe(element!);
  else resolve();
  return block;
}

/** Resolves once the served block `id` may hydrate (see above). */
export function whenBlockReleased(id: string): Promise<void> {
  return servedBlock(id).released;
}

/** Called once the served block `id` has hydrated: its kept click is replayed, and the idle queue moves on. */
export function blockHydrated(id: string): void {
  blocks.get(id)?.keptClicks?.hydrationCommitted();
  moveOn(id);
}
