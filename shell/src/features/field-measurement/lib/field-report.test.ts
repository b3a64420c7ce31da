import { reportFieldEvent } from 'shared';
import {
  recordFieldView,
  startFieldRecording,
  startFieldReport,
  stopFieldRecording,
  type FieldBeacon,
  type FieldReportSettings,
} from './field-report';
import type { FieldVitals } from './field-vitals';

vi.mock('./field-vitals', () => ({
  watchVitals: (kept: FieldVitals) => {
    loads++;
    vitals = kept;
  },
}));

let sent: FieldBeacon[];
let consent: boolean;
/** The report's vitals object, as the watcher (field-vitals.ts) would keep it. */
let vitals: FieldVitals | undefined;
let loads: number;

const ROUTES: Record<string, { path: string; lang: 'en' | 'es' }> = {
  '/': { path: '/', lang: 'en' },
  '/es/blog/cost': { path: '/es/blog/:slug', lang: 'es' },
  '/partners': { path: '/partners', lang: 'en' },
};

function settings(over: Partial<FieldReportSettings> = {}): FieldReportSettings {
  return {
    url: 'https://api.example/functions/v1/field-report',
    release: 'r1',
    token: 'payload.signature',
    versions: { shell: 's1', blog: 'b2' },
    routeOf: (pathname) => ROUTES[pathname],
    vitalsAllowed: () => consent,
    ...over,
  };
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** An uncaught error as the browser reports it to the window. */
const uncaughtError = () => window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));

/** Listeners the report adds, on the window and the document, removed after each test. */
const listeners: [EventTarget, string, EventListener][] = [];

function trackListeners(target: Window | Document) {
  const add = target.addEventListener.bind(target);
  vi.spyOn(target, 'addEventListener').mockImplementation(((
    type: string,
    listener: EventListener,
    options?: boolean | AddEventListenerOptions,
  ) => {
    listeners.push([target, type, listener]);
    add(type, listener, options);
  }) as typeof target.addEventListener);
}

beforeEach(() => {
  sent = [];
  // jsdom has no sendBeacon: each beacon is kept instead.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      expect(url).toBe('https://api.example/functions/v1/field-report');
      sent.push(JSON.parse(body) as FieldBeacon);
      return true;
    },
  });
  consent = false;
  vitals = undefined;
  loads = 0;
  window.history.replaceState(null, '', '/');
  trackListeners(window);
  trackListeners(document);
});
afterEach(() => {
  stopFieldRecording();
  for (const [target, type, listener] of listeners.splice(0)) target.removeEventListener(type, listener);
  vi.restoreAllMocks();
  setVisibility('visible');
});

const base = { v: 1, token: 'payload.signature', release: 'r1', versions: { shell: 's1', blog: 'b2' } };

describe('field report', () => {
  it('sends one beacon per view when the next view starts and when the page is hidden, once', async () => {
    startFieldRecording();
    // Before the report's chunk is there: kept and counted for the landing view.
    uncaughtError();
    recordFieldView('/');
    startFieldReport(settings());
    reportFieldEvent({ kind: 'form-send', ok: true });
    recordFieldView('/es/blog/cost');
    expect(sent).toEqual([
      {
        ...base,
        view: 1,
        route: '/',
        lang: 'en',
        errors: 1,
        failedRemoteLoads: [],
        formSends: 1,
        failedFormSends: 0,
      },
    ]);
    reportFieldEvent({ kind: 'remote-load-failed', app: 'blog', version: 'b2' });
    reportFieldEvent({ kind: 'form-send', ok: false });
    setVisibility('hidden');
    expect(sent).toHaveLength(2);
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      ...base,
      view: 2,
      route: '/es/blog/:slug',
      lang: 'es',
      errors: 0,
      failedRemoteLoads: [{ app: 'blog', version: 'b2' }],
      formSends: 1,
      failedFormSends: 1,
    });
  });

  it('numbers the views of one page answer and stops after the 20 its token may report', () => {
    startFieldRecording();
    startFieldReport(settings());
    for (let i = 0; i < 25; i++) recordFieldView(i % 2 ? '/partners' : '/');
    setVisibility('hidden');
    expect(sent.map((beacon) => beacon.view)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(sent.map((beacon) => beacon.token))).toEqual(new Set(['payload.signature']));
  });

  it('names an address no route matches not-found, in its path language', () => {
    window.history.replaceState(null, '', '/es/nada');
    startFieldRecording();
    startFieldReport(settings());
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]).toMatchObject({ route: 'not-found', lang: 'es' });
  });

  it('without consent loads no web-vitals and sends no vitals', async () => {
    startFieldRecording();
    startFieldReport(settings());
    await Promise.resolve();
    window.dispatchEvent(new Event('pagehide'));
    expect(loads).toBe(0);
    expect(sent[0]).not.toHaveProperty('lcp');
    expect(sent[0]).not.toHaveProperty('inp');
    expect(sent[0]).not.toHaveProperty('cls');
  });

  it('with consent adds the latest LCP, INP and CLS to the landing view only', async () => {
    consent = true;
    startFieldRecording();
    startFieldReport(settings());
    await vi.waitFor(() => expect(vitals).toBeDefined());
    Object.assign(vitals!, { lcp: 1831, inp: 88, cls: 0.0123 });
    recordFieldView('/partners');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]).toMatchObject({ route: '/', lcp: 1831, inp: 88, cls: 0.0123, consent: true });
    expect(sent[1]).toMatchObject({ route: '/partners' });
    expect(sent[1]).not.toHaveProperty('lcp');
  });

  it('drops the vitals of a visitor who withdrew consent before the view ended', async () => {
    consent = true;
    startFieldRecording();
    startFieldReport(settings());
    await vi.waitFor(() => expect(vitals).toBeDefined());
    vitals!.lcp = 900;
    consent = false;
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]).not.toHaveProperty('lcp');
  });

  it('caps what it counts at the endpoint bounds', () => {
    startFieldRecording();
    startFieldReport(settings());
    for (let i = 0; i < 12; i++) reportFieldEvent({ kind: 'remote-load-failed', app: 'home', version: 'h1' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]!.failedRemoteLoads).toHaveLength(10);
  });

  it('records nothing before recording starts', () => {
    uncaughtError();
    startFieldRecording();
    startFieldReport(settings());
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]!.errors).toBe(0);
  });
});
