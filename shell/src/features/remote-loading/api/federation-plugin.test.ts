import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteResiliencePlugin } from './federation-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('federation runtime plugin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tries a failed manifest request once more', async () => {
    vi.useFakeTimers();
    const ok = new Response('{}');
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetchMock);
    const hook = remoteResiliencePlugin().fetch as unknown as FetchHook;
    const pending = hook('http://remote/mf-manifest.json', {});
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure so the page can show its fallback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const hook = remoteResiliencePlugin().fetch as unknown as FetchHook;
    const pending = expect(hook('http://remote/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
    await vi.runAllTimersAsync();
    await pending;
  });
});
