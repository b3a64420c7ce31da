// The attacks of issue 45 on the field endpoint, replayed against a running endpoint (the local
// Node server, the hosted entry under Deno on Postgres): forged failing and forged clean beacons,
// one heavy beacon, a foreign and a missing origin, a replayed and an expired token, a token for
// another release. The canary verdict over both sides does not move; a control sends the same
// beacons with valid tokens, and they count. Returns the figures for the record.
import { expect } from 'vitest';
import { mintViewToken } from '../../../serve/view-token.mjs';
import { judgeCanary } from '../../../edge/src/canary-verdict.mjs';
import type { FieldSummary } from '../../supabase/functions/_shared/field-report/storage.ts';

export const ATTACK_SITE = 'http://localhost:3000';
const CANARY = 'r-canary';
const CURRENT = 'r-current';
const RUN = '2026-12-01T10:00:00.000Z';
const VERSIONS = { shell: 's1', blog: 'b-canary' };
const CURRENT_VERSIONS = { shell: 's1', blog: 'b-current' };

export interface FieldTarget {
  /** The secret the endpoint verifies tokens with. */
  secret: string;
  /** POSTs one body as a browser would from the site (headers override), from one client address. */
  send(body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A release's figures in the canary run. */
  summary(release: string, run: string): Promise<FieldSummary>;
}

const page = (release: string, versions: Record<string, string>) => ({
  v: 1,
  release,
  versions,
  route: '/blog/:slug',
  lang: 'en',
  errors: 0,
  failedRemoteLoads: [] as { app: string; version: string }[],
  formSends: 0,
  failedFormSends: 0,
});

/** A beacon under a fresh token of the canary (or the current) side. */
async function viewOf(
  target: FieldTarget,
  side: 'canary' | 'current',
  over: Record<string, unknown> = {},
  tokenOver: Partial<Parameters<typeof mintViewToken>[1]> = {},
  secret = target.secret,
) {
  const [release, versions] = side === 'canary' ? [CANARY, VERSIONS] : [CURRENT, CURRENT_VERSIONS];
  const token = await mintViewToken(secret, { release, side, run: RUN, versions, ...tokenOver });
  return { ...page(release, versions), token, view: 1, ...over };
}

const FAILING = { errors: 3, failedRemoteLoads: [{ app: 'blog', version: 'b-canary' }] };

async function statuses(answers: Promise<Response>[]): Promise<Record<number, number>> {
  const counted: Record<number, number> = {};
  for (const answer of await Promise.all(answers)) {
    counted[answer.status] = (counted[answer.status] ?? 0) + 1;
    await answer.body?.cancel();
  }
  return counted;
}

export async function replayFieldAttacks(target: FieldTarget) {
  const verdict = async () => {
    const [canary, current] = await Promise.all([target.summary(CANARY, RUN), target.summary(CURRENT, RUN)]);
    return { canary, current, ...judgeCanary(canary, current) };
  };
  const sendAll = (bodies: unknown[], headers?: Record<string, string>) =>
    statuses(bodies.map((body) => target.send(body, headers)));

  // Real views first: 30 clean on each side, a healthy canary.
  const baseline = await sendAll([
    ...(await Promise.all(Array.from({ length: 30 }, () => viewOf(target, 'canary')))),
    ...(await Promise.all(Array.from({ length: 30 }, () => viewOf(target, 'current')))),
  ]);
  expect(baseline).toEqual({ 204: 60 });
  const before = await verdict();
  expect(before.verdict).toBe('healthy');

  const forgedFailing = Array.from({ length: 100 }, () => ({
    ...page(CANARY, VERSIONS),
    ...FAILING,
    token: '',
    view: 1,
  }));
  const guessed = await Promise.all(
    Array.from({ length: 100 }, () => viewOf(target, 'current', FAILING, {}, 'guessed')),
  );
  const replayedToken = await viewOf(target, 'canary', FAILING);
  const attacks = {
    'forged failing beacons, no token': await sendAll(forgedFailing),
    'forged failing beacons for the current side, a guessed secret': await sendAll(guessed),
    'a foreign origin': await sendAll([await viewOf(target, 'canary', FAILING)], {
      origin: 'https://evil.example',
    }),
    'no origin': await sendAll([await viewOf(target, 'canary', FAILING)], { origin: '' }),
    'an expired token': await sendAll([
      await viewOf(target, 'canary', FAILING, { now: Date.now() - 7 * 3600_000 }),
    ]),
    'a token for another release': await sendAll([
      { ...(await viewOf(target, 'current', FAILING)), release: CANARY, versions: VERSIONS },
    ]),
    'other versions than the token': await sendAll([
      { ...(await viewOf(target, 'canary', FAILING)), versions: { ...VERSIONS, junk: '1' } },
    ]),
    'a replayed token (first send, then 20 replays)': await sendAll([replayedToken]).then(async (first) => ({
      first,
      replays: await sendAll(Array.from({ length: 20 }, () => replayedToken)),
    })),
  };
  for (const [name, answers] of Object.entries(attacks).filter(([name]) => !name.startsWith('a replayed')))
    expect(answers, name).not.toHaveProperty('204');
  expect(attacks['a replayed token (first send, then 20 replays)']).toEqual({
    first: { 204: 1 },
    replays: { 409: 20 },
  });

  // One heavy beacon under a valid token weighs one view.
  const heavy = await viewOf(target, 'canary', {
    errors: 1000,
    failedRemoteLoads: Array.from({ length: 10 }, () => ({ app: 'blog', version: 'b-canary' })),
    formSends: 100,
    failedFormSends: 100,
    inp: 600_000,
    consent: true,
  });
  expect(await sendAll([heavy])).toEqual({ 204: 1 });
  const after = await verdict();
  // Counted: the replayed token's one view and the heavy one, each as one view, nothing else.
  expect(after.canary.views).toBe(before.canary.views + 2);
  expect(after.canary.failedRemoteLoads).toBe(before.canary.failedRemoteLoads + 2);
  expect(after.canary.formSends).toBe(5);
  expect(after.current).toEqual(before.current);
  expect(after.verdict).toBe(before.verdict);

  // The control: the same failing beacons with valid tokens count, and abort the canary.
  const control = await sendAll(
    await Promise.all(Array.from({ length: 30 }, () => viewOf(target, 'canary', FAILING))),
  );
  expect(control).toEqual({ 204: 30 });
  const controlled = await verdict();
  expect(controlled.canary.views).toBe(after.canary.views + 30);
  expect(controlled.verdict).toBe('abort');
  return { before: before.reason, attacks, after: after.reason, control: controlled.reason };
}
