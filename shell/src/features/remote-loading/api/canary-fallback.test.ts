import { describe, expect, it, vi } from 'vitest';
import { canaryFallbackPlugin, type RemoteFallback } from './canary-fallback';

type ErrorHook = (args: {
  id: string;
  lifecycle: string;
  error: unknown;
  origin: unknown;
}) => Promise<unknown>;

const CANARY = 'http://localhost:3002/b2/mf-manifest.json';
const CURRENT = 'http://localhost:3002/b1/mf-manifest.json';

function setUp(fallbacks = { blog: CURRENT }) {
  const heard: RemoteFallback[] = [];
  const origin = {
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async (id: string) => ({ default: `module ${id} from the current entry` })),
  };
  const plugin = canaryFallbackPlugin(
    () => ({ blog: CANARY }),
    fallbacks,
    (f) => heard.push(f),
  );
  const hook = plugin.errorLoadRemote as unknown as ErrorHook;
  const fail = (id: string, lifecycle = 'onLoad') =>
    hook({ id, lifecycle, error: new Error('boom'), origin });
  return { heard, origin, fail };
}

describe('the canary fallback', () => {
  it("loads the current release's module of a canary remote that failed, and says which entry failed", async () => {
    const { heard, origin, fail } = setUp();
    await expect(fail('blog/PostPage')).resolves.toEqual({
      default: 'module blog/PostPage from the current entry',
    });
    expect(origin.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'blog', entry: CURRENT, entryGlobalName: expect.any(String) }],
      { force: true },
    );
    expect(heard).toEqual([{ remote: 'blog', failedEntry: CANARY, fallbackEntry: CURRENT }]);
  });

  it('falls back once per remote: a current entry that fails too reaches the page as before', async () => {
    const { origin, fail } = setUp();
    await fail('blog/PostPage');
    await expect(fail('blog/PostPage')).resolves.toBeUndefined();
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('leaves alone remotes without a fallback, and failures outside loading a module', async () => {
    const { origin, fail } = setUp();
    await expect(fail('home/HomePage')).resolves.toBeUndefined();
    await expect(fail(CANARY, 'afterResolve')).resolves.toBeUndefined();
    expect(origin.registerRemotes).not.toHaveBeenCalled();
  });
});
