import { useEffect, useState } from 'react';

interface StepMark {
  step: string;
  at: string;
}

interface PublisherEvent {
  id: number;
  at: string;
  entry: string;
  title: string;
  action: 'preview' | 'publish' | 'restore' | 'schedule';
  status: 'working' | 'ready' | 'refused' | 'live' | 'scheduled' | 'restored' | 'failed';
  text: string;
  reasons: string[];
  steps: StepMark[];
  apps: string[];
  releaseId?: string;
  previewUrl?: string;
  publishAt?: string;
  hasLog: boolean;
}

interface ScheduledItem {
  file: string;
  title: string;
  publishAt: string;
}

interface PublisherState {
  busy: string;
  current?: string | null;
  events: PublisherEvent[];
  scheduled?: ScheduledItem[];
  /** Per entry in review or ready: the strings of the product spec it changes (tests/spec-copy.json). */
  specCopy?: Record<string, string[]>;
}

const POLL_MS = 3000;
const when = (iso: string) => new Date(iso).toLocaleString();

/** Each step with the seconds it took (the last one: so far, while it runs). */
function stepTimes(event: PublisherEvent): string[] {
  return event.steps.map((mark, i) => {
    const next = event.steps[i + 1]?.at;
    const end = next ? Date.parse(next) : event.status === 'working' ? Date.now() : Date.parse(mark.at);
    const seconds = Math.max(0, Math.round((end - Date.parse(mark.at)) / 1000));
    return next || event.status === 'working' ? `${mark.step} ${seconds} s` : mark.step;
  });
}

/**
 * What the publisher is doing and did (previews, publishes, schedules, restores), what is
 * scheduled, and undo: "Restore the previous release" puts the site and the studio's content
 * back as they were before the last publish.
 */
export function PublisherStatus() {
  const [state, setState] = useState<PublisherState>({ busy: '', events: [] });
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const read = async () => {
    try {
      const res = await fetch('/api/publisher', { cache: 'no-store' });
      if (res.ok) setState((await res.json()) as PublisherState);
    } catch {
      // The studio server restarts now and then; the next poll reads it again.
    }
  };
  useEffect(() => {
    void read();
    const timer = setInterval(read, POLL_MS);
    return () => clearInterval(timer);
  }, []);

  const restore = async (releaseId?: string) => {
    const what = releaseId ? `release ${releaseId}` : 'the previous release';
    if (!window.confirm(`Make ${what} live again? What was published after it is undone, in the studio too.`))
      return;
    setRestoring(true);
    try {
      await fetch('/api/publisher/restore', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(releaseId ? { releaseId } : {}),
      });
    } finally {
      setRestoring(false);
      void read();
    }
  };

  const latest = state.events[0];
  const specCopy = Object.entries(state.specCopy ?? {});
  const scheduled = state.scheduled ?? [];
  return (
    <div className="publisher" data-testid="publisher-status">
      <p role="status" style={{ color: '#f9fafb' }}>
        {state.busy
          ? `Working: ${state.busy}…`
          : latest
            ? `${latest.title}: ${latest.text}`
            : 'Nothing published from the studio yet.'}
        {latest?.previewUrl && latest.status === 'ready' ? (
          <>
            {' '}
            <a href={`${latest.previewUrl}/`} target="_blank" rel="noreferrer">
              Open the preview
            </a>
          </>
        ) : null}
      </p>
      {latest && latest.steps.length > 1 ? <p className="steps">{stepTimes(latest).join(' → ')}</p> : null}
      {latest?.reasons.length ? (
        <ul aria-label="Why" style={{ color: '#fecaca' }}>
          {latest.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
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
      {scheduled.length ? (
        <section aria-label="Scheduled">
          <h2>Scheduled</h2>
          <ul>
            {scheduled.map((item) => (
              <li key={`${item.file}-${item.publishAt}`}>
                <time dateTime={item.publishAt}>{when(item.publishAt)}</time> {item.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="actions">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide history' : 'History'}
        </button>{' '}
        <button type="button" disabled={restoring || Boolean(state.busy)} onClick={() => void restore()}>
          Restore the previous release
        </button>
      </div>
      {open ? (
        <ol aria-label="History">
          {state.events.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{when(e.at)}</time> {e.title}: {e.text}
              {e.previewUrl && e.status === 'ready' ? (
                <>
                  {' '}
                  <a href={`${e.previewUrl}/`} target="_blank" rel="noreferrer">
                    preview
                  </a>
                </>
              ) : null}
              {e.hasLog ? (
                <>
                  {' '}
                  <a href={`/api/publisher/log?event=${e.id}`} target="_blank" rel="noreferrer">
                    build log
                  </a>
                </>
              ) : null}
              {e.releaseId && e.status === 'live' && e.releaseId !== state.current ? (
                <>
                  {' '}
                  <button type="button" disabled={restoring} onClick={() => void restore(e.releaseId)}>
                    Make this release live again
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
