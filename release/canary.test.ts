// @vitest-environment node
// The canary's watcher and commands on a deployment laid out by hand (no builds): what it
// does with each verdict, and the verdict itself on field figures.
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adoptEdgeDecision,
  canaryStages,
  checkCanary,
  endCanary,
  parseDuration,
  startCanary,
} from './canary.mjs';
import { judgeCanary, withOneMoreView, type FieldSummary } from '@intenta/edge/src/canary-verdict.mjs';
import { fieldSummary } from '@intenta/test-helpers/field-summary';
import { openDeployment, type Canary } from './deployment.mjs';

const T0 = new Date('2026-11-28T10:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

const side = fieldSummary;

describe('the verdict', () => {
  it('holds, and says why, while either side has too few page views', () => {
    const verdict = judgeCanary(side(5), side(500));
    expect(verdict.verdict).toBe('hold');
    expect(verdict.reason).toContain('5 on the canary');
  });

  it('aborts a canary whose page views throw, naming the figure', () => {
    const verdict = judgeCanary(side(30, { errorFreeViews: 0 }), side(30));
    expect(verdict).toEqual({
      verdict: 'abort',
      reason: expect.stringContaining('page views with an error: 100.0 % on the canary against 0.0 %'),
    });
  });

  it('does not abort on a difference the sample cannot tell from chance', () => {
    // One error in 20 views is 5 % (over the 2-point margin) but far from significant.
    expect(judgeCanary(side(20, { errorFreeViews: 19 }), side(20)).verdict).toBe('healthy');
  });

  it('aborts on failed remote loads, failed form sends, INP and LCP beyond their margins', () => {
    expect(judgeCanary(side(40, { failedRemoteLoads: 20 }), side(40)).reason).toContain(
      'failed remote loads',
    );
    expect(
      judgeCanary(side(40, { formSends: 20, failedFormSends: 15 }), side(40, { formSends: 20 })).reason,
    ).toContain('failed form sends');
    // Vitals are compared from 50 samples a side (minVitals).
    expect(judgeCanary(side(60, { inp: { p75: 400, count: 60 } }), side(60)).reason).toContain(
      'INP p75: 400 ms',
    );
    expect(judgeCanary(side(60, { lcp: { p75: 2500, count: 60 } }), side(60)).reason).toContain('LCP p75');
    expect(judgeCanary(side(40, { lcp: { p75: 2500, count: 40 } }), side(40)).verdict).not.toBe('abort');
  });

  it('keeps vitals within the margins, and too few vitals samples, healthy', () => {
    expect(judgeCanary(side(40, { inp: { p75: 120, count: 40 } }), side(40)).verdict).toBe('healthy');
    expect(judgeCanary(side(40, { lcp: { p75: 9000, count: 3 } }), side(40)).verdict).toBe('healthy');
  });

  it('takes failed loads from what the edge saw once it answered enough pages on each side', () => {
    const edge = (documents: number, failedAssets = 0, failedDocuments = 0) => ({
      documents,
      failedAssets,
      failedDocuments,
    });
    // Beacons claim every canary view failed to load its remote; the edge served every file.
    const claimed = side(60, { failedRemoteLoads: 60, edge: edge(60) });
    expect(judgeCanary(claimed, side(60, { edge: edge(60) })).verdict).toBe('healthy');
    // The edge answered the canary's files with 404: beacons that say nothing do not hide it.
    const missing = side(60, { edge: edge(60, 40) });
    expect(judgeCanary(missing, side(60, { edge: edge(60) })).reason).toContain('failed remote loads');
    // Pages the edge answered with a 5xx on the canary side.
    const failing = side(60, { edge: edge(60, 0, 30) });
    expect(judgeCanary(failing, side(60, { edge: edge(60) })).reason).toContain('server error');
  });

  it('holds, and says so, where one more page view would tip the verdict', () => {
    // One failing view in 41 against none in 400 is "worse"; none in 41 is not: too close to call.
    const verdict = judgeCanary(side(40), side(400));
    expect(verdict).toEqual({
      verdict: 'hold',
      reason: expect.stringContaining('one more page view could undo'),
    });
    expect(judgeCanary(side(200), side(400)).verdict).toBe('healthy');
  });

  it('with 20 or more views a side, no single beacon turns healthy into abort or abort into healthy', () => {
    const vital = fc.record({
      p75: fc.constantFrom(100, 200, 500, 1000, 2500, 4000),
      count: fc.integer({ min: 0, max: 400 }),
    });
    const figures = fc
      .record({
        views: fc.integer({ min: 20, max: 400 }),
        errors: fc.nat(400),
        failedLoads: fc.nat(400),
        formSends: fc.nat(100),
        failedForms: fc.nat(100),
        lcp: vital,
        inp: vital,
      })
      .map((f) =>
        side(f.views, {
          errorFreeViews: f.views - Math.min(f.errors, f.views),
          failedRemoteLoads: Math.min(f.failedLoads, f.views),
          formSends: f.formSends,
          failedFormSends: Math.min(f.failedForms, f.formSends),
          lcp: {
            p75: f.lcp.p75,
            count: f.lcp.count,
            ifOneMore: { worst: f.lcp.p75 * 2, best: f.lcp.p75 / 2 },
          },
          inp: {
            p75: f.inp.p75,
            count: f.inp.count,
            ifOneMore: { worst: f.inp.p75 * 2, best: f.inp.p75 / 2 },
          },
        }),
      );
    fc.assert(
      fc.property(
        figures,
        figures,
        fc.constantFrom('worst', 'best'),
        fc.boolean(),
        (canary, current, kind, onCanary) => {
          const before = judgeCanary(canary, current).verdict;
          const after = onCanary
            ? judgeCanary(withOneMoreView(canary, kind), current).verdict
            : judgeCanary(canary, withOneMoreView(current, kind)).verdict;
          expect([before, after].sort()).not.toEqual(['abort', 'healthy']);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never aborts a canary that is exactly as good as the current release', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), fc.nat(100), (views, errorFree, failed) => {
        const figures = side(views, {
          errorFreeViews: Math.min(errorFree, views),
          failedRemoteLoads: failed,
        });
        expect(judgeCanary(figures, figures).verdict).not.toBe('abort');
      }),
    );
  });
});

describe('stages and durations', () => {
  it('reads 30m, 2h, 45s and 1d', () => {
    expect([parseDuration('30m'), parseDuration('2h'), parseDuration('45s'), parseDuration('1d')]).toEqual([
      1_800_000, 7_200_000, 45_000, 86_400_000,
    ]);
    expect(() => parseDuration('soon')).toThrow('is not a duration');
  });

  it('starts at the canary share and keeps the later stages above it', () => {
    expect(canaryStages(10, [5, 25, 50])).toEqual([10, 25, 50]);
    expect(() => canaryStages(100)).toThrow('below 100');
  });
});

let deployDir: string;
beforeEach(() => {
  deployDir = mkdtempSync(join(tmpdir(), 'intenta-canary-'));
  for (const id of ['base', 'candidate', 'other'])
    mkdirSync(join(deployDir, 'releases', id), { recursive: true });
  symlinkSync(join('releases', 'base'), join(deployDir, 'current'));
  const versions = { shell: 's1', home: 'h1', blog: 'b1', partners: 'p1', leads: 'l1' };
  writeFileSync(
    join(deployDir, 'ledger.json'),
    JSON.stringify({
      releases: [
        { id: 'base', createdAt: T0.toISOString(), preview: false, versions },
        {
          id: 'candidate',
          createdAt: T0.toISOString(),
          preview: true,
          versions: { ...versions, blog: 'b2' },
        },
        { id: 'other', createdAt: T0.toISOString(), preview: true, versions },
      ],
      current: [],
    }),
  );
});
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

function running(overrides: Partial<Canary> = {}) {
  const canary: Canary = {
    app: 'blog',
    version: 'b2',
    release: 'candidate',
    base: 'base',
    share: 10,
    stages: [10, 50],
    stageIndex: 0,
    every: 30 * 60_000,
    startedAt: T0.toISOString(),
    stageStartedAt: T0.toISOString(),
    state: 'running',
    ...overrides,
  };
  openDeployment(deployDir).writeCanary(canary);
}

/** A field source answering fixed figures per release, and what it was asked. */
function fieldOf(figures: Record<string, FieldSummary>) {
  const asked: string[] = [];
  const source = async (release: string, since: Date, run: string) => {
    asked.push(`${release} since ${since.toISOString()} in run ${run}`);
    return figures[release]!;
  };
  return { asked, source };
}

const current = () => readlinkSync(join(deployDir, 'current'));

describe('the watcher', () => {
  it('compares both sides on the views served in the canary run, since it started', async () => {
    running();
    const field = fieldOf({ candidate: side(50), base: side(50) });
    await checkCanary({ deployDir, now: minutes(5), field: field.source });
    const run = T0.toISOString();
    expect(field.asked).toEqual([`candidate since ${run} in run ${run}`, `base since ${run} in run ${run}`]);
  });

  it('aborts a worse canary and records why; the current release stays', async () => {
    running();
    const field = fieldOf({ candidate: side(30, { errorFreeViews: 0 }), base: side(30) });
    const check = await checkCanary({ deployDir, now: minutes(5), field: field.source });
    expect(check.action).toBe('abort');
    const canary = openDeployment(deployDir).canary()!;
    expect(canary).toMatchObject({ state: 'aborted', endedAt: minutes(5).toISOString() });
    expect(canary.reason).toContain('page views with an error');
    expect(current()).toBe('releases/base');
    // Ended: the next look has nothing to watch.
    expect((await checkCanary({ deployDir, now: minutes(6), field: field.source })).action).toBe('none');
  });

  it('holds on too few views, even once the stage is over, and says so', async () => {
    running();
    const check = await checkCanary({
      deployDir,
      now: minutes(60),
      field: fieldOf({ candidate: side(3), base: side(40) }).source,
    });
    expect(check.action).toBe('hold');
    expect(openDeployment(deployDir).canary()).toMatchObject({ share: 10, lastCheck: { verdict: 'hold' } });
  });

  it('advances a healthy canary only when its stage is over, then promotes it after the last', async () => {
    running();
    const field = fieldOf({ candidate: side(120), base: side(400) }).source;
    expect((await checkCanary({ deployDir, now: minutes(29), field })).action).toBe('stay');
    const advanced = await checkCanary({ deployDir, now: minutes(30), field });
    expect(advanced.action).toBe('advance');
    expect(openDeployment(deployDir).canary()).toMatchObject({
      share: 50,
      stageIndex: 1,
      stageStartedAt: minutes(30).toISOString(),
    });
    expect((await checkCanary({ deployDir, now: minutes(59), field })).action).toBe('stay');
    expect((await checkCanary({ deployDir, now: minutes(60), field })).action).toBe('promote');
    expect(current()).toBe('releases/candidate');
    expect(openDeployment(deployDir).canary()).toMatchObject({ state: 'promoted' });
  });
});

describe("the watcher's decision at the edge, kept in the deployment", () => {
  const atEdge = (canary: Partial<Canary>) => ({
    origins: {},
    current: 'base',
    releases: ['base', 'candidate'],
    remotePageHeaders: {},
    canary: { ...openDeployment(deployDir).canary()!, ...canary },
  });

  it('keeps an abort, a new stage and a promote the Worker wrote to KV', async () => {
    running();
    const stage = { share: 50, stageIndex: 1, stageStartedAt: minutes(30).toISOString() };
    expect(await adoptEdgeDecision({ deployDir, routing: atEdge(stage) })).toMatchObject({
      state: 'running',
      ...stage,
    });
    const promoted = atEdge({ state: 'promoted', reason: 'healthy through its last stage: fine' });
    expect(await adoptEdgeDecision({ deployDir, routing: promoted })).toMatchObject({ state: 'promoted' });
    expect(current()).toBe('releases/candidate');

    // A later canary, on the release now current.
    running({ release: 'other', base: 'candidate', startedAt: minutes(70).toISOString() });
    const aborted = atEdge({ state: 'aborted', endedAt: minutes(5).toISOString(), reason: 'errors' });
    expect(await adoptEdgeDecision({ deployDir, routing: aborted })).toMatchObject({
      state: 'aborted',
      endedAt: minutes(5).toISOString(),
      reason: 'errors',
    });
    expect(current()).toBe('releases/candidate');
  });

  it('takes nothing about another canary run, or when nothing changed', async () => {
    running();
    const before = openDeployment(deployDir).canary();
    expect(await adoptEdgeDecision({ deployDir, routing: atEdge({}) })).toBeNull();
    const older = atEdge({ state: 'aborted', startedAt: minutes(-60).toISOString() });
    expect(await adoptEdgeDecision({ deployDir, routing: older })).toBeNull();
    expect(openDeployment(deployDir).canary()).toEqual(before);
  });
});

describe('ending a canary', () => {
  it('by hand: abort keeps the current release, promote makes the canary current', async () => {
    running();
    expect(await endCanary({ deployDir, how: 'abort' })).toMatchObject({
      state: 'aborted',
      reason: 'aborted by hand',
    });
    expect(current()).toBe('releases/base');
    running();
    expect(await endCanary({ deployDir, how: 'promote' })).toMatchObject({ state: 'promoted' });
    expect(current()).toBe('releases/candidate');
    await expect(endCanary({ deployDir, how: 'abort' })).rejects.toThrow('No canary is running');
  });

  it('when another release is made current, saying which', () => {
    running();
    openDeployment(deployDir).makeCurrent('other', 'promote');
    expect(openDeployment(deployDir).canary()).toMatchObject({
      state: 'aborted',
      reason: 'release other was made current (promote)',
    });
  });
});

describe('starting a canary', () => {
  it('refuses the shell, several apps, or a second canary, before checking anything', async () => {
    const refusedFor = async (versions: Record<string, string>) => {
      const result = await startCanary({ deployDir, versions, stages: [10] });
      return result.ok ? '' : result.refusals.map((r) => r.reason).join('; ');
    };
    expect(await refusedFor({ shell: 's2' })).toContain('a canary changes one remote');
    expect(await refusedFor({ blog: 'b2', home: 'h2' })).toContain('a canary changes one remote');
    running();
    expect(await refusedFor({ home: 'h2' })).toContain('the canary of blog@b2 is running');
  });
});
