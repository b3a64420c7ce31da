import { describe, expect, it } from 'vitest';
import {
  EVENT_TIMING_THRESHOLD_MS,
  interactionLatency,
  interactionPhases,
  interactionRow,
  interactionsTable,
  median,
  missedTargets,
  moveRow,
  movesTable,
  moveTime,
  summarise,
} from './interaction-stats.mjs';

const runs = (...ms: number[]) => ms.map((value) => ({ ms: value }));

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

  it('holds a move to 150 ms once prefetched and 300 ms cold, and says what the hover gained', () => {
    const row = moveRow('/ → /blog', runs(280.2, 290, 265), runs(150, 170, 120));
    expect(row.meets).toBe(true);
    expect(row.cold).toMatchObject({ medianMs: 280, valuesMs: [280, 290, 265], targetMs: 300, meets: true });
    expect(row.hovered).toMatchObject({ medianMs: 150, targetMs: 150, meets: true });
    expect(row.gainMs).toBe(130);
    expect(moveRow('/ → /es', runs(200), runs(151)).meets).toBe(false);
    expect(moveRow('/ → /es', runs(301), runs(100)).meets).toBe(false);
  });

  it('names every miss', () => {
    const interactions = [interactionRow('menu', [64]), interactionRow('demo dialog', [192])];
    const moves = [
      moveRow('/ → /blog', runs(280), runs(140)),
      moveRow('/blog → /partners', runs(400), runs(350)),
    ];
    expect(missedTargets(interactions, moves)).toEqual([
      'demo dialog (median 192 ms > 100 ms)',
      '/blog → /partners (cold, median 400 ms > 300 ms)',
      '/blog → /partners (after hover, median 350 ms > 150 ms)',
    ]);
  });
});

describe('where the time went', () => {
  const tap = {
    name: 'click',
    interactionId: 4,
    startTime: 1000,
    duration: 96,
    processingStart: 1030,
    processingEnd: 1070,
  };

  it("splits a tap's longest entry into input delay, processing and presentation", () => {
    expect(interactionPhases([entry('pointerdown', 4, 1000, 40), tap], 1000)).toEqual({
      inputDelayMs: 30,
      processingMs: 40,
      presentationMs: 26,
    });
    expect(interactionPhases([entry('click', 4, 1000, 96)], 1000)).toBeNull();
  });

  it('summarises phases by their medians, leaving out runs without any', () => {
    const row = interactionRow(
      'menu',
      [90, 96, 80],
      [
        { inputDelayMs: 10, processingMs: 40, presentationMs: 40 },
        null,
        { inputDelayMs: 20, processingMs: 30, presentationMs: 30 },
      ],
    );
    expect(row.phases).toEqual({ inputDelayMs: 15, processingMs: 35, presentationMs: 35 });
  });

  it("splits a move's time between the apps' scripts, rendering and waiting", () => {
    const frames = [
      // Before the click: not counted.
      { startTime: 0, duration: 80, renderStart: 70, styleAndLayoutStart: 72, scripts: [] },
      {
        startTime: 1000,
        duration: 100,
        renderStart: 1080,
        styleAndLayoutStart: 1085,
        scripts: [
          {
            sourceURL: 'http://localhost:3000/static/js/index.js',
            duration: 50,
            forcedStyleAndLayoutDuration: 5,
          },
          {
            sourceURL: 'http://localhost:3002/static/js/async/page.js',
            duration: 20,
            forcedStyleAndLayoutDuration: 0,
          },
        ],
      },
      // Half of it after the destination was shown: counted up to then.
      { startTime: 1150, duration: 100, renderStart: 0, styleAndLayoutStart: 0, scripts: [] },
    ];
    const appOf = (url: string) => (url.includes(':3000') ? 'shell' : 'blog');
    expect(moveTime(frames, { clickAt: 1000, shownAt: 1200 }, appOf)).toEqual({
      scriptsMs: { shell: 50, blog: 20 },
      forcedStyleAndLayoutMs: 5,
      renderingMs: 20,
      otherWorkMs: 110,
      outsideLongFramesMs: 50,
    });
  });
});

describe('tables', () => {
  it('prints one row per interaction, an unreported run as under the threshold', () => {
    const table = interactionsTable([interactionRow('FAQ item', [null, 72, 64])]);
    expect(table.split('\n')[2]).toBe('| FAQ item | 3 | 16 | 64 | 72 | <16, 72, 64 | – | ≤ 100 ✓ |');
  });

  it('prints one row per move with both variants', () => {
    const table = movesTable([moveRow('/ → /blog', runs(280, 300), runs(180, 200))]);
    expect(table.split('\n')[2]).toBe(
      '| / → /blog | 2 | 290 (280, 300) | ≤ 300 ✓ | 190 (180, 200) | ≤ 150 ✗ | 100 |',
    );
  });
});
