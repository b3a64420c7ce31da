// The page views' field report (decision 098), loaded when idle on a served page: one
// beacon per page view (the landing page and each move inside the site) to the site's
// own endpoint when the view ends (the next view, or the page hidden or left), with its
// release, app versions, route and language, its uncaught errors, failed remote loads and
// form sends. LCP, INP and CLS join the landing view's beacon only with the visitor's
// consent; without it web-vitals is never loaded.
import type { Lang } from 'shared';
import type { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { takeFieldRecords, type FieldRecord } from './field-recorder';

/** The route pattern and language of an address (the app's route table), if one matches. */
export type RouteOf = (pathname: string) => { path: string; lang: Lang } | undefined;

export interface FieldReportSettings {
  /** Where beacons go (`fieldReportUrl` of the site configuration). */
  url: string;
  /** The served page's release id. */
  release: string;
  /** App → version the page was rendered with. */
  versions: Readonly<Record<string, string>>;
  routeOf: RouteOf;
  /** The language of an address no route matches. */
  langOf: (pathname: string) => Lang;
  /** Whether the visitor has consented to measurement (asked at start and when a view is sent). */
  vitalsAllowed: () => boolean;
  /** Sends one beacon (navigator.sendBeacon by default). */
  send?: (url: string, body: string) => void;
  /** Loads web-vitals (the attribution build the analytics reporter uses: one chunk for both). */
  loadWebVitals?: () => Promise<{ onLCP: typeof onLCP; onINP: typeof onINP; onCLS: typeof onCLS }>;
}

/** What one view's beacon carries (the endpoint's `v: 1`). */
export interface FieldBeacon {
  v: 1;
  release: string;
  versions: Record<string, string>;
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

/** The endpoint's bounds: counts past them are capped, never refused. */
const MAX_ERRORS = 1000;
const MAX_FAILED_LOADS = 10;
const MAX_FORM_SENDS = 100;

interface View {
  pathname: string;
  landing: boolean;
  sent: boolean;
  errors: number;
  failedRemoteLoads: { app: string; version: string }[];
  formSends: number;
  failedFormSends: number;
}

const newView = (pathname: string, landing: boolean): View => ({
  pathname,
  landing,
  sent: false,
  errors: 0,
  failedRemoteLoads: [],
  formSends: 0,
  failedFormSends: 0,
});

type Vitals = Partial<Record<'lcp' | 'inp' | 'cls', number>>;

/** One view's beacon: vitals only for the landing view, and only when given. */
export function beaconOf(view: View, settings: FieldReportSettings, vitals: Vitals | null): FieldBeacon {
  const route = settings.routeOf(view.pathname);
  return {
    v: 1,
    release: settings.release,
    versions: { ...settings.versions },
    route: route?.path ?? 'not-found',
    lang: route?.lang ?? settings.langOf(view.pathname),
    errors: Math.min(view.errors, MAX_ERRORS),
    failedRemoteLoads: view.failedRemoteLoads,
    formSends: Math.min(view.formSends, MAX_FORM_SENDS),
    failedFormSends: Math.min(view.failedFormSends, view.formSends, MAX_FORM_SENDS),
    ...(view.landing && vitals ? vitals : {}),
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Starts reporting: takes what the recorder kept since the start, sends each view once. */
export function startFieldReport(settings: FieldReportSettings): void {
  const send = settings.send ?? ((url, body) => void navigator.sendBeacon(url, body));
  let view: View | null = null;
  const vitals: Vitals = {};

  const end = () => {
    if (!view || view.sent) return;
    view.sent = true;
    const beacon = beaconOf(view, settings, settings.vitalsAllowed() ? vitals : null);
    send(settings.url, JSON.stringify(beacon));
  };

  const take = (entry: FieldRecord) => {
    if (entry.kind === 'view') {
      if (view?.pathname === entry.pathname) return;
      end();
      view = newView(entry.pathname, view === null);
      return;
    }
    if (!view || view.sent) return;
    if (entry.kind === 'error') view.errors++;
    else if (entry.kind === 'form-send') {
      view.formSends++;
      if (!entry.ok) view.failedFormSends++;
    } else if (view.failedRemoteLoads.length < MAX_FAILED_LOADS)
      view.failedRemoteLoads.push({ app: entry.app, version: entry.version });
  };
  takeFieldRecords(take);

  // Hidden or left: the view ends (once). Back from the back/forward cache: a new view.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && end());
  addEventListener('pagehide', end);
  addEventListener('pageshow', (event) => {
    if (event.persisted) view = newView(location.pathname, false);
  });

  if (!settings.vitalsAllowed()) return;
  const load = settings.loadWebVitals ?? (() => import('web-vitals/attribution'));
  load().then(
    ({ onLCP, onINP, onCLS }) => {
      // Every change, so the value at the view's end is in hand when the beacon goes.
      onLCP((metric) => (vitals.lcp = Math.round(metric.value)), { reportAllChanges: true });
      onINP((metric) => (vitals.inp = Math.round(metric.value)), { reportAllChanges: true });
      onCLS((metric) => (vitals.cls = round(metric.value, 4)), { reportAllChanges: true });
    },
    // Vitals are optional: the beacon goes without them.
    () => {},
  );
}
