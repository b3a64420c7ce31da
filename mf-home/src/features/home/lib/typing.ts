/** docs/product.md §8: the hero's typed-out demo search. */
export const TYPE_INTERVAL_MS = 80;
export const TYPE_START_DELAY_MS = 200;
const DWELL_EXTRA_MS = 2000;
const DWELL_MIN_MS = 4000;
const DWELL_MAX_MS = 8000;

/** How long an example stays: text length x 80 ms + 2000 ms, bounded to 4000-8000 ms. */
export function dwellMs(text: string): number {
  const raw = text.length * TYPE_INTERVAL_MS + DWELL_EXTRA_MS;
  return Math.min(DWELL_MAX_MS, Math.max(DWELL_MIN_MS, raw));
}

/**
 * Characters shown `elapsedMs` after an example appeared: none for the first
 * 200 ms, then one more every 80 ms (character n appears at 200 + n x 80 ms).
 */
export function typedLength(text: string, elapsedMs: number): number {
  if (elapsedMs < TYPE_START_DELAY_MS) return 0;
  const chars = Math.floor((elapsedMs - TYPE_START_DELAY_MS) / TYPE_INTERVAL_MS);
  return Math.min(text.length, chars);
}

/** When the last character of `text` appears, counted from the example's start. */
export function typingDoneAt(text: string): number {
  return TYPE_START_DELAY_MS + text.length * TYPE_INTERVAL_MS;
}

/** The example that follows `index` in a loop of `count`. */
export function nextIndex(index: number, count: number): number {
  return (index + 1) % count;
}
