// @ts-check
// The arithmetic of the interaction benchmark (interactions.mjs): an interaction's latency from
// the Event Timing entries a page recorded, the summary of repeated runs, the targets of
// docs/performance.md ("Interactions and moves") and the tables printed. No browser here.

/**
 * Event Timing reports no event shorter than this (the smallest `durationThreshold` allowed):
 * an interaction without an entry took at most this long, and counts as this long.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/**
 * Targets, on the medians: every interaction ≤ 100 ms; every move ≤ 150 ms once prefetched and
 * ≤ 300 ms cold.
 */
const INTERACTION_TARGETS = { interactionMs: 100, prefetchedMoveMs: 150, coldMoveMs: 300 };

/**
 * The part of a PerformanceEventTiming entry the benchmark keeps.
 * @typedef {{ name: string, interactionId: number, startTime: number, duration: number,
 *   processingStart?: number, processingEnd?: number }} EventEntry
 */

/**
 * Where a tap's time went, from its longest Event Timing entry: waiting for the main thread
 * (input delay), the event handlers (processing), then until the next frame was presented
 * (presentation: rendering, the work React left for after the handlers, style and layout).
 * @typedef {{ inputDelayMs: number, processingMs: number, presentationMs: number }} TapPhases
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
  return longestEntry(entries, sinceMs)?.duration ?? null;
}

/**
 * @param {readonly EventEntry[]} entries
 * @param {number} sinceMs
 */
function longestEntry(entries, sinceMs) {
  /** @type {EventEntry | null} */
  let longest = null;
  for (const entry of entries) {
    if (entry.interactionId > 0 && entry.startTime >= sinceMs && entry.duration > (longest?.duration ?? -1))
      longest = entry;
  }
  return longest;
}

/**
 * The phases of the interaction `interactionLatency` reports, or null when it has none (or the
 * browser gave no processing times).
 * @param {readonly EventEntry[]} entries
 * @param {number} sinceMs
 * @returns {TapPhases | null}
 */
export function interactionPhases(entries, sinceMs) {
  const entry = longestEntry(entries, sinceMs);
  if (!entry || entry.processingStart === undefined || entry.processingEnd === undefined) return null;
  return {
    inputDelayMs: Math.round(entry.processingStart - entry.startTime),
    processingMs: Math.round(entry.processingEnd - entry.processingStart),
    presentationMs: Math.round(entry.startTime + entry.duration - entry.processingEnd),
  };
}

/**
 * A long animation frame as the page recorded it (the Long Animation Frames API: frames over
 * 50 ms, with the scripts over 5 ms that ran in them).
 * @typedef {{ startTime: number, duration: number, renderStart: number, styleAndLayoutStart: number,
 *   scripts: { sourceURL: string, duration: number, forcedStyleAndLayoutDuration: number }[] }} LongFrame
 */

/**
 * Where a move's time went, from the long frames between the click and the frame that showed
 * the destination: scripts by the app that served them (`appOf` names it from the script's
 * address), style and layout forced inside scripts, the frames' rendering (style, layout,
 * paint), the rest of the long frames' work, and the time outside any long frame (waiting for
 * the network, short frames, idle).
 * @typedef {{ scriptsMs: Record<string, number>, forcedStyleAndLayoutMs: number, renderingMs: number,
 *   otherWorkMs: number, outsideLongFramesMs: number }} MoveTime
 * @param {readonly LongFrame[]} frames
 * @param {{ clickAt: number, shownAt: number }} window
 * @param {(sourceURL: string) => string} appOf
 * @returns {MoveTime}
 */
export function moveTime(frames, { clickAt, shownAt }, appOf) {
  /** @type {Record<string, number>} */
  const scriptsMs = {};
  let forced = 0;
  let rendering = 0;
  let other = 0;
  let inFrames = 0;
  for (const frame of frames) {
    const end = frame.startTime + frame.duration;
    if (end <= clickAt || frame.startTime >= shownAt) continue;
    inFrames += Math.min(end, shownAt) - Math.max(frame.startTime, clickAt);
    const renderMs = frame.renderStart > 0 ? end - frame.renderStart : 0;
    let scripts = 0;
    for (const script of frame.scripts) {
      const app = appOf(script.sourceURL);
      scriptsMs[app] = (scriptsMs[app] ?? 0) + script.duration;
      scripts += script.duration;
      forced += script.forcedStyleAndLayoutDuration;
    }
    rendering += renderMs;
    other += Math.max(0, frame.duration - renderMs - scripts);
  }
  const round = (/** @type {number} */ ms) => Math.round(ms);
  return {
    scriptsMs: Object.fromEntries(Object.entries(scriptsMs).map(([app, ms]) => [app, round(ms)])),
    forcedStyleAndLayoutMs: round(forced),
    renderingMs: round(rendering),
    otherWorkMs: round(other),
    outsideLongFramesMs: round(Math.max(0, shownAt - clickAt - inFrames)),
  };
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
 * The median of each phase over the runs that reported phases (null when none did).
 * @template {Record<string, number>} T
 * @param {readonly (T | null)[]} perRun
 * @returns {T | null}
 */
function medianPhases(perRun) {
  const known = /** @type {T[]} */ (perRun.filter((p) => p !== null));
  const first = known[0];
  if (!first) return null;
  return /** @type {T} */ (
    Object.fromEntries(
      Object.keys(first).map((key) => [key, Math.round(median(known.map((p) => p[key] ?? 0)))]),
    )
  );
}

/**
 * @typedef {Summary & { interaction: string, valuesMs: (number | null)[], targetMs: number, meets: boolean,
 *   phases: TapPhases | null }} InteractionRow
 */

/**
 * @param {string} interaction
 * @param {readonly (number | null)[]} valuesMs one latency per run (null: under the threshold)
 * @param {readonly (TapPhases | null)[]} [phases] each run's phases, summarised by their medians
 * @returns {InteractionRow}
 */
export function interactionRow(
  interaction,
  valuesMs,
  phases = [],
  targetMs = INTERACTION_TARGETS.interactionMs,
) {
  const summary = summarise(valuesMs);
  return {
    interaction,
    ...summary,
    valuesMs: [...valuesMs],
    targetMs,
    meets: summary.medianMs <= targetMs,
    phases: medianPhases(phases),
  };
}

/**
 * @typedef {Summary & { valuesMs: number[], targetMs: number, meets: boolean, time: Omit<MoveTime, 'scriptsMs'> & { scriptsMs: number } | null }} MoveVariant
 * @typedef {{ move: string, cold: MoveVariant, hovered: MoveVariant, gainMs: number, meets: boolean }} MoveRow
 */

/**
 * A move measured both ways: a cold click (nothing loaded ahead) and a click after the prefetch
 * that pointing at the link starts. Each has its target; `time` is the median of where each
 * run's time went (scripts summed over the apps; the JSON's runs keep them by app).
 * @param {string} move
 * @param {{ ms: number, time?: MoveTime }[]} coldRuns
 * @param {{ ms: number, time?: MoveTime }[]} hoveredRuns
 * @returns {MoveRow}
 */
export function moveRow(move, coldRuns, hoveredRuns) {
  /**
   * @param {{ ms: number, time?: MoveTime }[]} runs
   * @param {number} targetMs
   * @returns {MoveVariant}
   */
  const variant = (runs, targetMs) => {
    const summary = summarise(runs.map((r) => r.ms));
    const times = runs.map(({ time }) =>
      time ? { ...time, scriptsMs: Object.values(time.scriptsMs).reduce((a, b) => a + b, 0) } : null,
    );
    return {
      ...summary,
      valuesMs: runs.map((r) => Math.round(r.ms)),
      targetMs,
      meets: summary.medianMs <= targetMs,
      time: medianPhases(times),
    };
  };
  const cold = variant(coldRuns, INTERACTION_TARGETS.coldMoveMs);
  const hovered = variant(hoveredRuns, INTERACTION_TARGETS.prefetchedMoveMs);
  return {
    move,
    cold,
    hovered,
    gainMs: cold.medianMs - hovered.medianMs,
    meets: cold.meets && hovered.meets,
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
    '| interaction | runs | min ms | median ms | max ms | single runs ms | input delay / processing / presentation ms | target |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const single = r.valuesMs.map((v) => (v === null ? `<${EVENT_TIMING_THRESHOLD_MS}` : v)).join(', ');
    const phases = r.phases
      ? `${r.phases.inputDelayMs} / ${r.phases.processingMs} / ${r.phases.presentationMs}`
      : '–';
    lines.push(
      `| ${r.interaction} | ${r.runs} | ${r.minMs} | ${r.medianMs} | ${r.maxMs} | ${single} | ${phases} | ≤ ${r.targetMs} ${mark(r.meets)} |`,
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
    '| move | runs | cold median ms (single runs) | target | after hover median ms (single runs) | target | hover gains ms |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const { cold, hovered } = r;
    lines.push(
      `| ${r.move} | ${cold.runs} | ${cold.medianMs} (${cold.valuesMs.join(', ')}) | ≤ ${cold.targetMs} ${mark(cold.meets)} | ${hovered.medianMs} (${hovered.valuesMs.join(', ')}) | ≤ ${hovered.targetMs} ${mark(hovered.meets)} | ${r.gainMs} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Where the moves' time went (medians), one line per move and variant.
 * @param {readonly MoveRow[]} rows
 * @returns {string}
 */
export function moveTimeTable(rows) {
  const lines = [
    '| move | variant | scripts ms | forced style and layout ms | rendering ms | other work in long frames ms | outside long frames ms |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    for (const [name, variant] of /** @type {const} */ ([
      ['cold', r.cold],
      ['after hover', r.hovered],
    ])) {
      const t = variant.time;
      if (!t) continue;
      lines.push(
        `| ${r.move} | ${name} | ${t.scriptsMs} | ${t.forcedStyleAndLayoutMs} | ${t.renderingMs} | ${t.otherWorkMs} | ${t.outsideLongFramesMs} |`,
      );
    }
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
    ...moves.flatMap((r) =>
      /** @type {const} */ ([
        ['cold', r.cold],
        ['after hover', r.hovered],
      ])
        .filter(([, v]) => !v.meets)
        .map(([name, v]) => `${r.move} (${name}, median ${v.medianMs} ms > ${v.targetMs} ms)`),
    ),
  ];
}
