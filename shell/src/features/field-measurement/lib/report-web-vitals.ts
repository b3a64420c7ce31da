// The lazily loaded half of field measurement: web-vitals' attribution build, and how one of
// its metrics becomes one analytics event (docs/performance.md, "Field measurement").
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { langFromPath, track, type Lang } from 'shared';

/** What every metric of the visit is tagged with: the page the visit landed on. */
export interface MeasuredPage {
  /** The route's path pattern (`/es/terms`, `/x/:slug`), or `not-found`. */
  route: string;
  lang: Lang;
  /** App name → version the served page was rendered with, when the page names them. */
  versions?: Readonly<Record<string, string>>;
}

type EventParams = Record<string, string | number>;

// The analytics tool cuts longer parameter values.
const MAX_PARAM_LENGTH = 100;

const ms = (value: number) => Math.round(value);

function text(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.slice(0, MAX_PARAM_LENGTH);
}

/** Where the metric's time went, and the element it is about, per metric (the attribution build's breakdown). */
function attributionParams(metric: MetricWithAttribution): Record<string, string | number | undefined> {
  switch (metric.name) {
    case 'LCP':
      return {
        debug_target: text(metric.attribution.target),
        debug_url: text(metric.attribution.url),
        debug_time_to_first_byte: ms(metric.attribution.timeToFirstByte),
        debug_resource_load_delay: ms(metric.attribution.resourceLoadDelay),
        debug_resource_load_duration: ms(metric.attribution.resourceLoadDuration),
        debug_element_render_delay: ms(metric.attribution.elementRenderDelay),
      };
    case 'INP':
      return {
        debug_target: text(metric.attribution.interactionTarget),
        debug_interaction_type: metric.attribution.interactionType,
        debug_input_delay: ms(metric.attribution.inputDelay),
        debug_processing_duration: ms(metric.attribution.processingDuration),
        debug_presentation_delay: ms(metric.attribution.presentationDelay),
        debug_load_state: metric.attribution.loadState,
      };
    case 'CLS':
      return {
        debug_target: text(metric.attribution.largestShiftTarget),
        debug_load_state: metric.attribution.loadState,
      };
    case 'FCP':
      return {
        debug_time_to_first_byte: ms(metric.attribution.timeToFirstByte),
        debug_first_byte_to_fcp: ms(metric.attribution.firstByteToFCP),
        debug_load_state: metric.attribution.loadState,
      };
    case 'TTFB':
      return {
        debug_waiting_duration: ms(metric.attribution.waitingDuration),
        debug_cache_duration: ms(metric.attribution.cacheDuration),
        debug_dns_duration: ms(metric.attribution.dnsDuration),
        debug_connection_duration: ms(metric.attribution.connectionDuration),
        debug_request_duration: ms(metric.attribution.requestDuration),
      };
  }
}

/** `version_<app>` for each app the page names; parameter names allow only letters, digits and `_`. */
function versionParams(versions: MeasuredPage['versions']): EventParams {
  const params: EventParams = {};
  for (const [app, version] of Object.entries(versions ?? {})) {
    params[`version_${app.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`] = version.slice(0, MAX_PARAM_LENGTH);
  }
  return params;
}

/**
 * The event one metric is reported as: named after the metric (`LCP`, `INP`, `CLS`, `FCP`,
 * `TTFB`), `value` its delta in whole milliseconds (CLS × 1000) so values can be summed,
 * tagged with the page it was measured on.
 */
export function webVitalEvent(
  metric: MetricWithAttribution,
  page: MeasuredPage,
): { name: MetricWithAttribution['name']; params: EventParams } {
  const unitless = metric.name === 'CLS';
  const params: Record<string, string | number | undefined> = {
    value: Math.round(unitless ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: unitless ? Number(metric.value.toFixed(4)) : ms(metric.value),
    metric_delta: unitless ? Number(metric.delta.toFixed(4)) : ms(metric.delta),
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
    page_route: page.route,
    page_language: page.lang,
    ...versionParams(page.versions),
    ...attributionParams(metric),
  };
  const defined = Object.entries(params).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return { name: metric.name, params: Object.fromEntries(defined) };
}

/**
 * The versions the served document names (`versions` of its embedded runtime config: app name →
 * version, written by the prerender step), or none.
 */
export function servedVersions(versions: unknown): Record<string, string> | undefined {
  if (!versions || typeof versions !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(versions).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The app's route lookup: the route pattern and language of an address, if a route matches. */
export type RouteOf = (pathname: string) => { path: string; lang: Lang } | undefined;

/**
 * The page the visit landed on: the metrics are its page load's (LCP, FCP, TTFB), or the
 * visit's since then (CLS, INP), even when measuring started after moves inside the site.
 * An unknown address is `not-found`, in its path's language.
 */
export function landingPage(routeOf: RouteOf, versions: unknown): MeasuredPage {
  const [navigation] = performance.getEntriesByType('navigation');
  const { pathname } = new URL(navigation?.name ?? location.href);
  const route = routeOf(pathname);
  return {
    route: route?.path ?? 'not-found',
    lang: route?.lang ?? langFromPath(pathname),
    versions: servedVersions(versions),
  };
}

/**
 * Reports each metric once, with web-vitals' own timing: FCP and TTFB once they are final,
 * LCP, CLS and INP when the page is first hidden. A visitor who has withdrawn consent
 * meanwhile (`collecting` turns false) is not reported.
 */
export function reportWebVitals(page: MeasuredPage, collecting: () => boolean): void {
  const send = (metric: MetricWithAttribution) => {
    if (!collecting()) return;
    const { name, params } = webVitalEvent(metric, page);
    track(name, params);
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
