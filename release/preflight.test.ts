// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerFromStandIn, checkSharedVersions } from './preflight.mjs';
import { describeRefusal } from './refusal.mjs';

/** A deployment whose builds are only what they need and provide. */
function deploymentWith(
  builds: Record<string, { needs?: Record<string, string>; provides?: Record<string, string> }>,
) {
  const buildInfo = (app: string, version: string) => {
    const build = builds[`${app}@${version}`];
    return build ? { app, version, commit: null, ...build } : null;
  };
  return { buildInfo };
}

const shell = { provides: { react: '19.3.1', shared: '1.1.0' } };

describe('the shared-version preflight', () => {
  it('passes a remote whose ranges the shell satisfies', () => {
    const deployment = deploymentWith({
      'shell@s1': shell,
      'blog@b2': { needs: { react: '^19.2.0', shared: '^1.1.0' } },
    });
    expect(
      checkSharedVersions(deployment, { shell: 's1', blog: 'b2' }, new Set(['blog'])).map(describeRefusal),
    ).toEqual([]);
  });

  it('names the remote, its version and what must go live first when the live shell is too old', () => {
    const deployment = deploymentWith({ 'shell@s1': shell, 'blog@b2': { needs: { shared: '^1.2.0' } } });
    expect(
      checkSharedVersions(deployment, { shell: 's1', blog: 'b2' }, new Set(['blog'])).map(describeRefusal),
    ).toEqual([
      'blog@b2: needs shared ^1.2.0, the live shell (shell@s1) provides 1.1.0: promote a shell built with it first, or both together',
    ]);
  });

  it('names the live remote a new shell would break', () => {
    const deployment = deploymentWith({
      'shell@s2': { provides: { react: '20.0.0', shared: '2.0.0' } },
      'home@h1': { needs: { react: '^19.2.0' } },
    });
    expect(
      checkSharedVersions(deployment, { shell: 's2', home: 'h1' }, new Set(['shell'])).map(describeRefusal),
    ).toEqual([
      'shell@s2: provides react 20.0.0, but the live home@h1 needs ^19.2.0: release home built against it and promote both together',
    ]);
  });

  it('refuses a package the shell does not provide at all', () => {
    const deployment = deploymentWith({ 'shell@s1': shell, 'leads@l1': { needs: { zustand: '^5.0.0' } } });
    expect(
      checkSharedVersions(deployment, { shell: 's1', leads: 'l1' }, new Set(['leads'])).map(
        describeRefusal,
      )[0],
    ).toContain('leads@l1: needs zustand ^5.0.0, the live shell (shell@s1) does not provide it');
  });
});

describe('a request the preflight answers from a stand-in server', () => {
  /** A route whose fetch fails `faults` times with a connection reset, then answers. */
  function fakeRoute(faults: number) {
    const calls = { fetch: 0, fulfilled: 0, aborted: [] as string[] };
    const route = {
      fetch: async () => {
        calls.fetch += 1;
        if (calls.fetch <= faults) throw new Error('route.fetch: read ECONNRESET\nCall log: …');
        return { status: () => 200 };
      },
      fulfill: async () => {
        calls.fulfilled += 1;
      },
      abort: async (code: string) => {
        calls.aborted.push(code);
      },
    };
    return { route: route as unknown as Parameters<typeof answerFromStandIn>[0], calls };
  }

  it('is answered at once when nothing goes wrong (the control)', async () => {
    const { route, calls } = fakeRoute(0);
    expect(await answerFromStandIn(route, 'http://localhost:1/a.js')).toBeUndefined();
    expect(calls).toEqual({ fetch: 1, fulfilled: 1, aborted: [] });
  });

  it('is tried once more after a connection reset, and then answered', async () => {
    const { route, calls } = fakeRoute(1);
    expect(await answerFromStandIn(route, 'http://localhost:1/a.js')).toBeUndefined();
    expect(calls).toEqual({ fetch: 2, fulfilled: 1, aborted: [] });
  });

  it('becomes a reason, not a crash, when the fault persists', async () => {
    const { route, calls } = fakeRoute(5);
    expect(await answerFromStandIn(route, 'http://localhost:1/a.js')).toBe('route.fetch: read ECONNRESET');
    expect(calls).toEqual({ fetch: 2, fulfilled: 0, aborted: ['connectionreset'] });
  });

  it('reports a persistent fault before the abort reaches the page (whose navigation then fails)', async () => {
    const { route, calls } = fakeRoute(5);
    const abortedWhenReported: string[][] = [];
    await answerFromStandIn(route, 'http://localhost:1/', () => abortedWhenReported.push([...calls.aborted]));
    expect(abortedWhenReported).toEqual([[]]);
    expect(calls.aborted).toEqual(['connectionreset']);
  });

  it('reports nothing when the request is answered', async () => {
    const { route } = fakeRoute(1);
    const reported: string[] = [];
    await answerFromStandIn(route, 'http://localhost:1/', (fault) => reported.push(fault));
    expect(reported).toEqual([]);
  });
});
