import { describe, expect, it } from 'vitest';
import {
  EVENT_TIMING_THRESHOLD_MS,
  interactionLatency,
  interactionRow,
  interactionsTable,
  median,
  missedTargets,
  moveRow,
  movesTable,
  summarise,
} from './interaction-stats.mjs';

const entry = (name: string, interactionId: number, startTime: number, duration: number) => ({
  name,
  interactionId,
  startTime,
  duration,
});

describe('interaction latency from Event Timing entries', () => {
  it("is the longest entry of the tap's interaction", () => {
    const entries = [
      entry('pointerdown', 7, 1000, 96),
      entry('pointerup', 7, 1001, 88),
      entry('click', 7, 1001, 104),
    ];
    expect(interactionLatency(entries, 1000)).toBe(104);
  });

  it('leaves out entries without an interaction and those before the window', () => {
    const entries = [
      entry('pointerover', 0, 1000, 400),
      entry('click', 3, 500, 300),
      entry('pointerdown', 9, 1000, 64),
    ];
    expect(interactionLatency(entries, 1000)).toBe(64);
  });

  it('is null when Event Timing reported nothing: every event under the threshold', () => {
    expect(interactionLatency([entry('pointerover', 0, 1000, 40)], 1000)).toBeNull();
    expect(interactionLatency([], 0)).toBeNull();
  });
});

describe('summaries of repeated runs', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives lowest, median and highest in whole milliseconds', () => {
    expect(summarise([128.4, 192, 160])).toEqual({ runs: 3, minMs: 128, medianMs: 160, maxMs: 192 });
  });

  it('counts an unreported interaction as the threshold, its upper bound', () => {
    expect(summarise([null, 24, null])).toEqual({
      runs: 3,
      minMs: EVENT_TIMING_THRESHOLD_MS,
      medianMs: EVENT_TIMING_THRESHOLD_MS,
      maxMs: 24,
    });
  });

  it('refuses to summarise nothing', () => {
    expect(() => summarise([])).toThrow();
  });
});

describe('targets', () => {
  it('holds an interaction to 100 ms on its median', () => {
    expect(interactionRow('menu', [64, 96, 200]).meets).toBe(true);
    expect(interactionRow('demo dialog', [128, 192, 96]).meets).toBe(false);
    expect(interactionRow('menu', [100]).meets).toBe(true);
  });

  it('holds a move to 300 ms once prefetched, and says what the hover gained', () => {
    const row = moveRow('/ → /blog', [420.2, 460, 365], [250, 310, 180]);
    expect(row.meets).toBe(true);
    expect(row.cold).toMatchObject({ medianMs: 420, valuesMs: [420, 460, 365] });
    expect(row.hovered.medianMs).toBe(250);
    expect(row.gainMs).toBe(170);
    // A slow cold move does not count against the target.
    expect(moveRow('/ → /es', [900], [301]).meets).toBe(false);
  });

  it('names every miss', () => {
    const interactions = [interactionRow('menu', [64]), interactionRow('demo dialog', [192])];
    const moves = [moveRow('/ → /blog', [400], [200]), moveRow('/blog → /partners', [400], [350])];
    expect(missedTargets(interactions, moves)).toEqual([
      'demo dialog (median 192 ms > 100 ms)',
      '/blog → /partners (after hover, median 350 ms > 300 ms)',
    ]);
  });
});

describe('tables', () => {
  it('prints one row per interaction, an unreported run as under the threshold', () => {
    const table = interactionsTable([interactionRow('FAQ item', [null, 72, 64])]);
    expect(table.split('\n')[2]).toBe('| FAQ item | 3 | 16 | 64 | 72 | <16, 72, 64 | ≤ 100 ✓ |');
  });

  it('prints one row per move with both variants', () => {
    const table = movesTable([moveRow('/ → /blog', [600, 640], [180, 200])]);
    expect(table.split('\n')[2]).toBe('| / → /blog | 2 | 620 (600, 640) | 190 (180, 200) | 430 | ≤ 300 ✓ |');
  });
});
