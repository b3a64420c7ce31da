import { useCallback, useEffect, useState } from 'react';

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

/** The publisher's state, read every few seconds; `read` reads it again at once. */
function usePublisherState() {
  const [state, setState] = useState<PublisherState>({ busy: '', events: [] });
  const read = useCallback(async () => {
    try {
      const res = await fetch('/api/publisher', { cache: 'no-store' });
      if (res.ok) setState((await res.json()) as PublisherState);
    } catch {
      // The studio server restarts now and then; the next poll reads it again.
    }
  }, []);
  useEffect(() => {
    void read();
    const timer = setInterval(read, POLL_MS);
    return () => clearInterval(timer);
  }, [read]);
  return { state, read };
}

/** Undo: an earlier release live again, the content published since undone (decision 084). */
function useRestore(done: () => void) {
  const [restoring, setRestoring] = useState(false);
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
      done();
    }
  };
  return { restoring, restore };
}

/** A link opened beside the studio, after a space. */
function Beside({ href, children }: { href: string; children: string }) {
  return (
    <>
      {' '}
      <a href={href} target="_blank" rel="noreferrer">
        {children}
      </a>
    </>
  );
}

/** What is happening now, or the last thing that happened, with its steps and reasons. */
function Latest({ busy, latest }: { busy: string; latest: PublisherEvent | undefined }) {
  return (
    <>
      <p role="status" style={{ color: '#f9fafb' }}>
        {busy
          ? `Working: ${busy}…`
          : latest
            ? `${latest.title}: ${latest.text}`
            : 'Nothing published from the studio yet.'}
        {latest?.previewUrl && latest.status === 'ready' ? (
          <Beside href={`${latest.previewUrl}/`}>Open the preview</Beside>
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
    </>
  );
}

/** Per entry in review or ready, what it does to the copy the product spec quotes. */
function SpecCopyNotices({ specCopy }: { specCopy: Record<string, string[]> }) {
  const notices = Object.entries(specCopy).flatMap(([entry, said]) =>
    said.map((notice) => ({ entry, notice })),
  );
  if (!notices.length) return null;
  return (
    <ul aria-label="Before publishing" style={{ color: '#fde68a' }}>
      {notices.map(({ entry, notice }) => (
        <li key={`${entry}-${notice}`}>
          {entry}: {notice}
        </li>
      ))}
    </ul>
  );
}

/** What goes live by itself, and when (in the editor's time zone). */
function Scheduled({ items }: { items: ScheduledItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-label="Scheduled">
      <h2>Scheduled</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.file}-${item.publishAt}`}>
            <time dateTime={item.publishAt}>{when(item.publishAt)}</time> {item.title}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One line per event, its preview and build log a click away, an earlier live release restorable. */
function History(props: {
  events: PublisherEvent[];
  current: string | null | undefined;
  restoring: boolean;
  restore: (releaseId: string) => void;
}) {
  return (
    <ol aria-label="History">
      {props.events.map((e) => (
        <li key={e.id}>
          <time dateTime={e.at}>{when(e.at)}</time> {e.title}: {e.text}
          {e.previewUrl && e.status === 'ready' ? <Beside href={`${e.previewUrl}/`}>preview</Beside> : null}
          {e.hasLog ? <Beside href={`/api/publisher/log?event=${e.id}`}>build log</Beside> : null}
          {e.releaseId && e.status === 'live' && e.releaseId !== props.current ? (
            <>
              {' '}
              <button type="button" disabled={props.restoring} onClick={() => props.restore(e.releaseId!)}>
                Make this release live again
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * What the publisher is doing and did (previews, publishes, schedules, restores), what is
 * scheduled, and undo: "Restore the previous release" puts the site and the studio's content
 * back as they were before the last publish.
 */
export function PublisherStatus() {
  const { state, read } = usePublisherState();
  const { restoring, restore } = useRestore(() => void read());
  const [open, setOpen] = useState(false);
  return (
    <div className="publisher" data-testid="publisher-status">
      <Latest busy={state.busy} latest={state.events[0]} />
      <SpecCopyNotices specCopy={state.specCopy ?? {}} />
      <Scheduled items={state.scheduled ?? []} />
      <div className="actions">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide history' : 'History'}
        </button>{' '}
        <button type="button" disabled={restoring || Boolean(state.busy)} onClick={() => void restore()}>
          Restore the previous release
        </button>
      </div>
      {open ? (
        <History
          events={state.events}
          current={state.current}
          restoring={restoring}
          restore={(id) => void restore(id)}
        />
      ) : null}
    </div>
  );
}
