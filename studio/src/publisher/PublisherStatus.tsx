import { useEffect, useState } from 'react';

interface PublisherEvent {
  at: string;
  entry: string;
  action: 'preview' | 'publish';
  status: string;
  detail: string[];
  previewUrl?: string;
}

interface PublisherState {
  busy: string;
  events: PublisherEvent[];
  /** Per entry in review or ready: the strings of the product spec it changes (tests/spec-copy.json). */
  specCopy?: Record<string, string[]>;
}

const POLL_MS = 3000;

/** What the publisher is doing and did: previews of entries in review, publishes, refusals. */
export function PublisherStatus() {
  const [state, setState] = useState<PublisherState>({ busy: '', events: [] });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let stop = false;
    const read = async () => {
      try {
        const res = await fetch('/api/publisher', { cache: 'no-store' });
        if (res.ok && !stop) setState((await res.json()) as PublisherState);
      } catch {
        // The studio server restarts now and then; the next poll reads it again.
      }
    };
    void read();
    const timer = setInterval(read, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, []);
  const latest = state.events[0];
  const specCopy = Object.entries(state.specCopy ?? {});
  return (
    <div className="publisher" data-testid="publisher-status">
      <p role="status" style={{ color: '#f9fafb' }}>
        {state.busy
          ? `Working: ${state.busy}…`
          : latest
            ? `${latest.entry}: ${latest.action === 'preview' ? 'preview' : 'publish'} ${latest.status}`
            : 'Nothing published from the studio yet.'}
        {latest?.previewUrl ? (
          <>
            {' '}
            <a href={`${latest.previewUrl}/`} target="_blank" rel="noreferrer">
              Open the preview
            </a>
          </>
        ) : null}
      </p>
      {specCopy.length ? (
        <ul aria-label="Before publishing" style={{ color: '#fde68a' }}>
          {specCopy.flatMap(([entry, notices]) =>
            notices.map((notice) => (
              <li key={`${entry}-${notice}`}>
                {entry}: {notice}
              </li>
            )),
          )}
        </ul>
      ) : null}
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide history' : 'History'}
      </button>
      {open ? (
        <ol>
          {state.events.map((e) => (
            <li key={`${e.at}-${e.entry}`}>
              <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time> {e.entry}: {e.action} {e.status}
              {e.previewUrl ? (
                <>
                  {' '}
                  <a href={`${e.previewUrl}/`} target="_blank" rel="noreferrer">
                    {e.previewUrl}
                  </a>
                </>
              ) : null}
              {e.detail.length ? (
                <ul>
                  {e.detail.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
