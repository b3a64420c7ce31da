// @ts-check
// The arithmetic of the interaction benchmark (interactions.mjs): an interaction's latency from
// the Event Timing entries a page recorded, the summary of repeated runs, the targets of
// docs/performance.md ("Interactions and moves") and the tables printed. No browser here.

/**
 * Event Timing reports no event shorter than this (the smallest `durationThreshold` allowed):
 * an interaction without an entry took at most this long, and counts as this long.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** Targets, on the medians: every interaction ≤ 100 ms; every move ≤ 300 ms once prefetched. */
const INTERACTION_TARGETS = { interactionMs: 100, prefetchedMoveMs: 300 };

/**
 * The part of a PerformanceEventTiming entry the benchmark keeps.
 * @typedef {{ name: string, interactionId: number, startTime: number, duration: number }} EventEntry
 */

/**
 * The latency of the interactions that started at or after `sinceMs`, as INP counts one: the
 * longest duration among the entries sharing its `interactionId` (a tap's pointerdown, pointerup
 * and click). Should the window hold several interactions, the longest. Entries without an
 * interaction (pointerover, mouseover…) do not count. Null when none was reported: every event
 * was shorter than the threshold.
 * @param {readonly EventEntry[]} entries
 * @param {number} sinceMs
 * @returns {number | null}
 */
export function interactionLatency(entries, sinceMs) {
  let longest = null;
  for (const entry of entries) {
    if (entry.interactionId > 0 && entry.startTime >= sinceMs) {
      longest = Math.max(longest ?? 0, entry.duration);
    }
  }
  return longest;
}

/**
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * @typedef {{ runs: number, minMs: number, medianMs: number, maxMs: number }} Summary
 */

/**
 * Lowest, median and highest of repeated measurements, in whole milliseconds. A null (an
 * interaction Event Timing did not report) counts as the threshold, its upper bound.
 * @param {readonly (number | null)[]} values
 * @returns {Summary}
 */
export function summarise(values) {
  if (values.length === 0) throw new Error('No measurement to summarise.');
  const known = values.map((v) => v ?? EVENT_TIMING_THRESHOLD_MS);
  return {
    runs: known.length,
    minMs: Math.round(Math.min(...known)),
    medianMs: Math.round(median(known)),
    maxMs: Math.round(Math.max(...known)),
  };
}

/**
 * @typedef {Summary & { interaction: string, valuesMs: (number | null)[], targetMs: number, meets: boolean }} InteractionRow
 */

/**
 * @param {string} interaction
 * @param {readonly (number | null)[]} valuesMs one latency per run (null: under the threshold)
 * @returns {InteractionRow}
 */
export function interactionRow(interaction, valuesMs, targetMs = INTERACTION_TARGETS.interactionMs) {
  const summary = summarise(valuesMs);
  return { interaction, ...summary, valuesMs: [...valuesMs], targetMs, meets: summary.medianMs <= targetMs };
}

/**
 * @typedef {{ move: string, cold: Summary & { valuesMs: number[] }, hovered: Summary & { valuesMs: number[] }, gainMs: number, targetMs: number, meets: boolean }} MoveRow
 */

/**
 * A move measured both ways: a cold click (nothing loaded ahead) and a click after the prefetch
 * that pointing at the link starts. The target applies to the prefetched move.
 * @param {string} move
 * @param {readonly number[]} coldMs
 * @param {readonly number[]} hoveredMs
 * @returns {MoveRow}
 */
export function moveRow(move, coldMs, hoveredMs, targetMs = INTERACTION_TARGETS.prefetchedMoveMs) {
  const cold = { ...summarise(coldMs), valuesMs: coldMs.map(Math.round) };
  const hovered = { ...summarise(hoveredMs), valuesMs: hoveredMs.map(Math.round) };
  return {
    move,
    cold,
    hovered,
    gainMs: cold.medianMs - hovered.medianMs,
    targetMs,
    meets: hovered.medianMs <= targetMs,
  };
}

/** @param {boolean} meets */
const mark = (meets) => (meets ? '✓' : '✗');

/**
 * @param {readonly InteractionRow[]} rows
 * @returns {string}
 */
export function interactionsTable(rows) {
  const lines = [
    '| interaction | runs | min ms | median ms | max ms | single runs ms | target |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const single = r.valuesMs.map((v) => (v === null ? `<${EVENT_TIMING_THRESHOLD_MS}` : v)).join(', ');
    lines.push(
      `| ${r.interaction} | ${r.runs} | ${r.minMs} | ${r.medianMs} | ${r.maxMs} | ${single} | ≤ ${r.targetMs} ${mark(r.meets)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * @param {readonly MoveRow[]} rows
 * @returns {string}
 */
export function movesTable(rows) {
  const lines = [
    '| move | runs | cold median ms (single runs) | after hover median ms (single runs) | hover gains ms | target once prefetched |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.move} | ${r.cold.runs} | ${r.cold.medianMs} (${r.cold.valuesMs.join(', ')}) | ${r.hovered.medianMs} (${r.hovered.valuesMs.join(', ')}) | ${r.gainMs} | ≤ ${r.targetMs} ${mark(r.meets)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * What missed its target, in words, for the benchmark's closing line.
 * @param {readonly InteractionRow[]} interactions
 * @param {readonly MoveRow[]} moves
 * @returns {string[]}
 */
export function missedTargets(interactions, moves) {
  return [
    ...interactions
      .filter((r) => !r.meets)
      .map((r) => `${r.interaction} (median ${r.medianMs} ms > ${r.targetMs} ms)`),
    ...moves
      .filter((r) => !r.meets)
      .map((r) => `${r.move} (after hover, median ${r.hovered.medianMs} ms > ${r.targetMs} ms)`),
  ];
}
