// The first-load half of the page views' field report (decision 098): from the start it
// records what a view counts (uncaught errors, the shared field events, the app's route
// changes) and keeps it until the report's own chunk, loaded when idle, takes over.
import { FIELD_EVENT, type FieldEvent } from 'shared';

/** One thing a page view counts, in the order it happened. */
export type FieldRecord = FieldEvent | { kind: 'error' } | { kind: 'view'; pathname: string };

/** What is kept while the report's chunk is on its way (a page throwing in a loop stays bounded). */
const MAX_PENDING = 500;

let recording = false;
let pending: FieldRecord[] = [];
let sink: ((record: FieldRecord) => void) | null = null;

function record(entry: FieldRecord): void {
  if (!recording) return;
  if (sink) sink(entry);
  else if (pending.length < MAX_PENDING) pending.push(entry);
}

const uncaught = () => record({ kind: 'error' });
const fieldEvent = (event: Event) => {
  const detail = (event as CustomEvent<FieldEvent>).detail;
  if (detail && typeof detail === 'object') record(detail);
};

/** Starts recording: the served page's own view first, then whatever happens on the page. */
export function startFieldRecording(): void {
  if (recording) return;
  recording = true;
  record({ kind: 'view', pathname: location.pathname });
  addEventListener('error', uncaught);
  addEventListener('unhandledrejection', uncaught);
  addEventListener(FIELD_EVENT, fieldEvent);
}

/** The app shows the page at `pathname` (the first render included: same path, same view). */
export function recordFieldView(pathname: string): void {
  record({ kind: 'view', pathname });
}

/** Hands what was recorded so far to the report, then every new record as it happens. */
export function takeFieldRecords(next: (record: FieldRecord) => void): void {
  sink = next;
  const earlier = pending;
  pending = [];
  earlier.forEach(next);
}

/** Back to the state before `startFieldRecording` (tests). */
export function stopFieldRecording(): void {
  recording = false;
  pending = [];
  sink = null;
  removeEventListener('error', uncaught);
  removeEventListener('unhandledrejection', uncaught);
  removeEventListener(FIELD_EVENT, fieldEvent);
}
