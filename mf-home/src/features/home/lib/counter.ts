/** docs/product.md §8: the Spanish results counters. */
const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;
export const COUNTER_STEP_MS = COUNTER_DURATION_MS / COUNTER_STEPS;

/** The value shown after `step` of the 60 steps, rising evenly from 0 to `target`. */
export function counterValue(target: number, step: number): number {
  const clamped = Math.min(COUNTER_STEPS, Math.max(0, step));
  return Math.round((target * clamped) / COUNTER_STEPS);
}

/** A counter's figure as the page's language writes it: `Intl.NumberFormat` (51; 1,500 / 1.500). */
export function formatFigure(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}
