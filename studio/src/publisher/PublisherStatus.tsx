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
  status: 'working' | 'ready' | 'refused' | 'live' | 'scheduled' | 'restored' | 'failed' | 'kept';
  text: string;
  reasons: string[];
  steps: StepMark[];
  apps: string[];
  releaseId?: string;
  previewUrl?: string;
  /** The page the preview opens on, when not the home page. */
  page?: string;
  publishAt?: string;
  removal?: boolean;
  hasLog: boolean;
}

/** A published entry deleted in the studio: in review until its removal is published or dropped. */
interface RemovalInReview {
  entry: string;
  title: string;
  at: string;
  status: 'working' | 'ready' | 'refused';
  reasons: string[];
  previewUrl?: string;
  page?: string;
}

interface ScheduledItem {
  file: string;
  title: string;
  publishAt: string;
}

interface PublisherState {
  busy: string;
  current?: string | null;
  /** The release Restore would make live again; null when there is none. */
  previous?: string | null;
  removals?: RemovalInReview[];
  events: PublisherEvent[];
  scheduled?: ScheduledItem[];
  /** Per entry in review or ready: the strings of the product spec it changes (tests/spec-copy.json). */
  specCopy?: Record<string, string[]>;
}

const POLL_MS = 3000;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** A moment in the editor's own time zone and words: "Dec 1, 2026, 10:43 PM". */
const when = (iso: string) => dateTime.format(new Date(iso));

/** When an event came to its state (a preview: when it was ready), not when it began. */
const settledAt = (event: PublisherEvent) => event.steps.at(-1)?.at ?? event.at;

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
          <Beside href={`${latest.previewUrl}${latest.page ?? '/'}`}>Open the preview</Beside>
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

/** POSTs to the publisher; the answer's message when it refused. */
async function ask(path: string, body: unknown): Promise<string> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return '';
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    return answer.message ?? 'The studio did not answer: try again.';
  } catch {
    return 'The studio did not answer: try again.';
  }
}

/**
 * Published entries deleted in the studio, in review: each stays on the site until its removal
 * is published here, after its preview (the site without it) is ready; or it is kept.
 */
function Removals({ removals, busy, done }: { removals: RemovalInReview[]; busy: string; done: () => void }) {
  const [said, setSaid] = useState<Record<string, string>>({});
  if (!removals.length) return null;
  const act = async (entry: string, what: 'publish' | 'keep') => {
    setSaid({ ...said, [entry]: what === 'publish' ? 'Publishing the removal…' : 'Keeping it…' });
    const refused = await ask('/api/publisher/removal', { entry, do: what });
    setSaid({ ...said, [entry]: refused });
    done();
  };
  return (
    <section aria-label="In review">
      <h2>In review</h2>
      <ul>
        {removals.map((r) => {
          const why =
            r.status === 'working'
              ? 'Publish is possible once the preview is ready.'
              : r.status === 'refused'
                ? 'The checks refused the removal: see why below.'
                : busy
                  ? `Wait: ${busy}.`
                  : '';
          return (
            <li key={r.entry} data-entry={r.entry}>
              Removing “{r.title}”:{' '}
              {r.status === 'working'
                ? 'building a preview of the site without it; it stays on the site until you publish the removal.'
                : r.status === 'ready'
                  ? 'the preview shows the site without it.'
                  : 'refused by the checks.'}
              {r.previewUrl ? (
                <Beside href={`${r.previewUrl}${r.page ?? '/'}`}>Open the preview</Beside>
              ) : null}{' '}
              <button
                type="button"
                disabled={Boolean(why)}
                title={why}
                onClick={() => void act(r.entry, 'publish')}
              >
                Publish the removal
              </button>{' '}
              <button type="button" onClick={() => void act(r.entry, 'keep')}>
                Keep it on the site
              </button>
              {why ? <p className="reason">{why}</p> : null}
              {said[r.entry] ? <p role="status">{said[r.entry]}</p> : null}
              {r.reasons.length ? (
                <ul aria-label="Why" style={{ color: '#fecaca' }}>
                  {r.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Why Restore cannot act now, or '' when it can. */
function restoreBlocked(state: PublisherState, restoring: boolean): string {
  if (restoring) return 'Restoring…';
  if (state.busy) return `Wait: ${state.busy}.`;
  if (!state.previous) return 'Nothing to restore: no earlier release was live.';
  return '';
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
          <time dateTime={settledAt(e)}>{when(settledAt(e))}</time> {e.title}: {e.text}
          {e.previewUrl && e.status === 'ready' ? (
            <Beside href={`${e.previewUrl}${e.page ?? '/'}`}>preview</Beside>
          ) : null}
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
  const blocked = restoreBlocked(state, restoring);
  return (
    <div className="publisher" data-testid="publisher-status">
      <Latest busy={state.busy} latest={state.events[0]} />
      <Removals removals={state.removals ?? []} busy={state.busy} done={() => void read()} />
      <SpecCopyNotices specCopy={state.specCopy ?? {}} />
      <Scheduled items={state.scheduled ?? []} />
      <div className="actions">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide history' : 'History'}
        </button>{' '}
        <button type="button" disabled={Boolean(blocked)} title={blocked} onClick={() => void restore()}>
          Restore the previous release
        </button>
        {blocked && !restoring ? <p className="reason">{blocked}</p> : null}
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
