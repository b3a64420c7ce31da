// The page views' field report (decision 098), on a served page of a release: one beacon per
// page view (the landing page and each move inside the site) to the site's own endpoint when
// the view ends (the next view, or the page hidden or left), with its release, app versions,
// route and language, its uncaught errors, failed remote loads and form sends. LCP, INP and
// CLS join the landing view's beacon only with the visitor's consent; without it web-vitals
// is never loaded. Each beacon carries the view token the page was served with and its view's
// number, so the endpoint counts only views the site served, each once (decision 071). Part
// of the first load, so it is kept small: recording starts at once (an error while the page
// starts counts), reporting once the app's routes are there.
import { FIELD_EVENT, langFromPath, type FieldEvent, type Lang } from 'shared';
import { whenIdleAfterLoad } from '../../../lib/when-idle';
import type { FieldVitals } from './field-vitals';

/** One thing a page view counts, in the order it happened. */
type FieldRecord = FieldEvent | { kind: 'error' } | { kind: 'view'; pathname: string };

/** The route pattern and language of an address (the app's route table), if one matches. */
type RouteOf = (pathname: string) => { path: string; lang: Lang } | undefined;

export interface FieldReportSettings {
  /** Where beacons go (`fieldReportUrl` of the site configuration). */
  url: string;
  /** The served page's release id. */
  release: string;
  /** The view token the page answer carried (`data-view-token` on `<html>`). */
  token: string;
  /** App → version the page was rendered with. */
  versions: Readonly<Record<string, string>>;
  routeOf: RouteOf;
  /** Whether the visitor has consented to measurement (asked at start and when a view is sent). */
  vitalsAllowed: () => boolean;
}

/** What one view's beacon carries (the endpoint's `v: 1`). */
export interface FieldBeacon {
  v: 1;
  token: string;
  /** 1 for the landing view, then one more for each move inside the site. */
  view: number;
  /** Only when the visitor consented: the endpoint counts vitals only then. */
  consent?: true;
  release: string;
  versions: Readonly<Record<string, string>>;
  route: string;
  lang: Lang;
  errors: number;
  failedRemoteLoads: { app: string; version: string }[];
  formSends: number;
  failedFormSends: number;
  lcp?: number;
  inp?: number;
  cls?: number;
}

// ---------------------------------------------------------------------------------------
// Recording, from the start: kept until the report takes over, once the routes are there.

let recording = false;
let pending: FieldRecord[] = [];
let sink: ((record: FieldRecord) => void) | null = null;

function record(entry: FieldRecord): void {
  if (!recording) return;
  if (sink) sink(entry);
  else pending.push(entry);
}

const uncaught = () => record({ kind: 'error' });
const fieldEvent = (event: Event) => record((event as CustomEvent<FieldEvent>).detail);

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

/** Back to the state before `startFieldRecording` (tests). */
export function stopFieldRecording(): void {
  recording = false;
  pending = [];
  sink = null;
  removeEventListener('error', uncaught);
  removeEventListener('unhandledrejection', uncaught);
  removeEventListener(FIELD_EVENT, fieldEvent);
}

// ---------------------------------------------------------------------------------------
// Reporting: one beacon per view, once. The view's beacon is built when the view starts and
// counted into; errors and failed loads are capped at the endpoint's bounds.

/** Takes what was recorded since the start, then reports each view once as it ends. */
/** Views one page answer's token may report (the endpoint's MAX_VIEWS_PER_TOKEN). */
const MAX_VIEWS = 20;

export function startFieldReport(settings: FieldReportSettings): void {
  const { url, release, token, versions, routeOf, vitalsAllowed } = settings;
  let view: FieldBeacon | undefined;
  let views = 0;
  let pathname = '';
  let landing = false;
  let sent = false;
  const vitals: FieldVitals = {};

  const begin = (path: string) => {
    const route = routeOf(path);
    landing = !view;
    sent = false;
    pathname = path;
    view = {
      v: 1,
      token,
      view: ++views,
      release,
      versions,
      route: route?.path ?? 'not-found',
      lang: route?.lang ?? langFromPath(path),
      errors: 0,
      failedRemoteLoads: [],
      formSends: 0,
      failedFormSends: 0,
    };
  };
  const end = () => {
    if (!view || sent) return;
    sent = true;
    if (view.view > MAX_VIEWS) return;
    const withVitals = landing && vitalsAllowed() ? { ...view, ...vitals, consent: true as const } : view;
    navigator.sendBeacon(url, JSON.stringify(withVitals));
  };

  sink = (entry) => {
    if (entry.kind === 'view') {
      if (entry.pathname === pathname) return;
      end();
      begin(entry.pathname);
    } else if (view && !sent) {
      if (entry.kind === 'error') view.errors = Math.min(view.errors + 1, 1000);
      else if (entry.kind === 'form-send') {
        view.formSends++;
        if (!entry.ok) view.failedFormSends++;
      } else if (view.failedRemoteLoads.length < 10)
        view.failedRemoteLoads.push({ app: entry.app, version: entry.version });
    }
  };
  const earlier = pending;
  pending = [];
  earlier.forEach(sink);

  // Hidden or left: the view ends (once). A page back from the back/forward cache reports
  // again from its next move inside the site.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && end());
  addEventListener('pagehide', end);

  // With consent only, after the load event (as the analytics reporter): never in a first load.
  if (vitalsAllowed())
    whenIdleAfterLoad(() =>
      import('./field-vitals').then(
        ({ watchVitals }) => watchVitals(vitals),
        // Vitals are optional: the beacon goes without them.
        () => {},
      ),
    );
}
