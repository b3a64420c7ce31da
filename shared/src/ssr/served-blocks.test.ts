// The schedule of the served blocks' hydration (served-blocks.ts), with the browser's idle
// turns and visibility driven by hand: each test gets a fresh module and a fresh page.
import type * as ServedBlocks from './served-blocks';

type Module = typeof ServedBlocks;

let idleTurns: (() => void)[] = [];
let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];

/** Runs the idle callbacks queued so far, as the browser would once idle. */
function idle(): void {
  const turns = idleTurns;
  idleTurns = [];
  for (const turn of turns) turn();
}

/** The block `id` comes into view. */
function comesNear(id: string): void {
  for (const { element, callback } of observed)
    if (element.id === id)
      callback(
        [{ isIntersecting: true, boundingClientRect: { bottom: 10 } } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
}

/** Whether `promise` has settled, after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

async function freshPage(ids: string[]): Promise<Module> {
  vi.resetModules();
  document.body.innerHTML = ids.map((id) => `<section id="${id}"><button>Go</button></section>`).join('');
  idleTurns = [];
  observed = [];
  vi.stubGlobal('requestIdleCallback', (turn: () => void) => idleTurns.push(turn));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    },
  );
  return import('./served-blocks');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a block in view is released at the next idle turn, not before', async () => {
  const blocks = await freshPage(['video', 'faq']);
  const video = blocks.whenBlockReleased('video');
  blocks.whenBlockReleased('faq');
  comesNear('video');
  expect(await settled(video)).toBe(false);
  idle();
  expect(await settled(video)).toBe(true);
});

test('blocks in view hydrate one at a time: the next is released once the previous has committed', async () => {
  const blocks = await freshPage(['video', 'results', 'faq']);
  const video = blocks.whenBlockReleased('video');
  const results = blocks.whenBlockReleased('results');
  const faq = blocks.whenBlockReleased('faq');
  comesNear('results');
  comesNear('video');
  idle();
  // Page order, whatever the order they came into view.
  expect(await settled(video)).toBe(true);
  expect(await settled(results)).toBe(false);
  idle();
  expect(await settled(results)).toBe(false);

  blocks.blockHydrated('video');
  await settled(Promise.resolve());
  idle();
  expect(await settled(results)).toBe(true);
  // Never in view, never touched: it stays served HTML.
  blocks.blockHydrated('results');
  await settled(Promise.resolve());
  idle();
  idle();
  expect(await settled(faq)).toBe(false);
});

test('a press in a block not yet hydrated releases that block at once, and no other', async () => {
  const blocks = await freshPage(['video', 'results', 'faq']);
  const video = blocks.whenBlockReleased('video');
  const results = blocks.whenBlockReleased('results');
  const faq = blocks.whenBlockReleased('faq');
  document.querySelector('#results button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(await settled(results)).toBe(true);
  expect(await settled(video)).toBe(false);
  expect(await settled(faq)).toBe(false);
  // A key pressed in a block (Enter on its focused button) releases it too.
  document.querySelector('#faq button')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(await settled(faq)).toBe(true);
  expect(await settled(video)).toBe(false);
});

test('a click on a block still waiting is kept and replayed once the block has hydrated', async () => {
  const blocks = await freshPage(['demo']);
  void blocks.whenBlockReleased('demo');
  const button = document.querySelector<HTMLButtonElement>('#demo button')!;
  const clicks: string[] = [];
  button.addEventListener('click', () => clicks.push('handled'));
  button.click();
  expect(clicks).toEqual([]);
  blocks.blockHydrated('demo');
  expect(clicks).toEqual(['handled']);
});

test('a move to another address of the page releases every block at once', async () => {
  const blocks = await freshPage(['video', 'faq']);
  const video = blocks.whenBlockReleased('video');
  const faq = blocks.whenBlockReleased('faq');
  document.body.insertAdjacentHTML('beforeend', '<a href="/blog">Blog</a>');
  // A link to another page releases none: leaving the page needs none of them.
  document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(await settled(video)).toBe(false);
  document.querySelector('a')!.setAttribute('href', `${location.pathname}#faq`);
  document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(await settled(video)).toBe(true);
  expect(await settled(faq)).toBe(true);
});

test('back, forward or a hash change releases every block at once', async () => {
  const blocks = await freshPage(['video', 'faq']);
  const video = blocks.whenBlockReleased('video');
  const faq = blocks.whenBlockReleased('faq');
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(await settled(video)).toBe(true);
  expect(await settled(faq)).toBe(true);
});
