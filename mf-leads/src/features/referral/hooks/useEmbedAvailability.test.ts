import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_PROBE_TIMEOUT_MS, useEmbedAvailability } from './useEmbedAvailability';

const URL = 'https://forms.test.example/referral';

function deferred() {
  let resolve!: (v: Response) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useEmbedAvailability', () => {
  let pending: ReturnType<typeof deferred>;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    pending = deferred();
    fetchMock = vi.fn(() => pending.promise);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('probes the address without CORS and is available when the server answers', async () => {
    const { result } = renderHook(() => useEmbedAvailability(URL));
    expect(result.current).toBe('checking');
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ mode: 'no-cors' }));
    await act(async () => pending.resolve(new Response(null)));
    expect(result.current).toBe('available');
  });

  it('is unavailable on a network failure', async () => {
    const { result } = renderHook(() => useEmbedAvailability(URL));
    await act(async () => pending.reject(new TypeError('Failed to fetch')));
    expect(result.current).toBe('unavailable');
  });

  it('is unavailable when the server does not answer in time, and aborts the probe', async () => {
    const { result } = renderHook(() => useEmbedAvailability(URL));
    act(() => vi.advanceTimersByTime(EMBED_PROBE_TIMEOUT_MS - 1));
    expect(result.current).toBe('checking');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('unavailable');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.signal?.aborted).toBe(true);
    // A late answer does not bring it back.
    await act(async () => pending.resolve(new Response(null)));
    expect(result.current).toBe('unavailable');
  });
});
