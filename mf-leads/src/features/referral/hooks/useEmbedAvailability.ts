import { useEffect, useState } from 'react';

/** How long the embedded form's server may take to answer before the page gives up on it. */
export const EMBED_PROBE_TIMEOUT_MS = 10_000;

export type EmbedStatus = 'checking' | 'available' | 'unavailable';

/**
 * Whether an embedded page's server can be reached. A cross-origin frame fires
 * `load` even when it shows the browser's error page, so the frame cannot tell
 * us; a `no-cors` request to the same address can: it resolves (opaquely) when
 * the server answers and rejects on a network failure (offline, DNS, blocked).
 * No answer within the timeout counts as unavailable too.
 */
export function useEmbedAvailability(url: string): EmbedStatus {
  const [status, setStatus] = useState<EmbedStatus>('checking');

  useEffect(() => {
    setStatus('checking');
    const controller = new AbortController();
    let settled = false;
    const settle = (next: EmbedStatus) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      setStatus(next);
    };
    const timer = window.setTimeout(() => {
      settle('unavailable');
      controller.abort();
    }, EMBED_PROBE_TIMEOUT_MS);
    fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal }).then(
      () => settle('available'),
      () => settle('unavailable'),
    );
    return () => {
      settled = true;
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url]);

  return status;
}
