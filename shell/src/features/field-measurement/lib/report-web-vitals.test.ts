import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { configureSite } from 'shared';
import { landingPage, reportWebVitals, servedVersions, webVitalEvent } from './report-web-vitals';
import { PUBLISHED_REMOTE_ROUTES } from '@intenta/test-helpers/remote-routes';
import { configureRemoteRoutes, matchSiteRoute } from '../../../app/routes';

// The routes a release configures before the first render.
configureRemoteRoutes(PUBLISHED_REMOTE_ROUTES);

type Report = (metric: MetricWithAttribution) => void;
const reporters = vi.hoisted(() => new Map<string, (metric: unknown) => void>());

vi.mock('web-vitals/attribution', () => {
  const on =
    (name: string) => (report: (metric: unknown) => void, options?: { reportAllChanges?: boolean }) => {
      // Each metric reported once: web-vitals' own timing, never every change.
      if (options?.reportAllChanges) throw new Error('reportAllChanges must stay off');
      reporters.set(name, report);
    };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const base = {
  id: 'v6-1',
  rating: 'good',
  navigationType: 'navigate',
  entries: [],
  navigationId: 1,
} as const;
const lcp = {
  ...base,
  name: 'LCP',
  value: 1234.56,
  delta: 1234.56,
  attribution: {
    target: 'main > h1',
    url: undefined,
    timeToFirstByte: 100.4,
    resourceLoadDelay: 0,
    resourceLoadDuration: 0,
    elementRenderDelay: 1134.2,
  },
} as unknown as MetricWithAttribution;
const cls = {
  ...base,
  name: 'CLS',
  value: 0.01234,
  delta: 0.01234,
  attribution: { largestShiftTarget: '#root > footer', loadState: 'complete' },
} as unknown as MetricWithAttribution;
const inp = {
  ...base,
  name: 'INP',
  value: 48,
  delta: 48,
  attribution: {
    interactionTarget: 'header > nav > a',
    interactionType: 'pointer',
    inputDelay: 3.2,
    processingDuration: 20.7,
    presentationDelay: 24.1,
    loadState: 'complete',
  },
} as unknown as MetricWithAttribution;

const page = {
  route: '/blog/:slug',
  lang: 'es',
  versions: { shell: '1.4.0', blog: 'v42', 'mf-home': '2.0.0' },
} as const;

describe('a Web Vitals metric as an analytics event', () => {
  it('is named after the metric, valued in whole milliseconds, tagged with route, language and versions', () => {
    expect(webVitalEvent(lcp, page)).toEqual({
      name: 'LCP',
      params: {
        value: 1235,
        metric_id: 'v6-1',
        metric_value: 1235,
        metric_delta: 1235,
        metric_rating: 'good',
        navigation_type: 'navigate',
        page_route: '/blog/:slug',
        page_language: 'es',
        version_shell: '1.4.0',
        version_blog: 'v42',
        version_mf_home: '2.0.0',
        debug_target: 'main > h1',
        debug_time_to_first_byte: 100,
        debug_resource_load_delay: 0,
        debug_resource_load_duration: 0,
        debug_element_render_delay: 1134,
      },
    });
  });

  it('values CLS in thousandths so it can be summed, and keeps the score itself', () => {
    const { params } = webVitalEvent(cls, page);
    expect(params).toMatchObject({ value: 12, metric_value: 0.0123, debug_target: '#root > footer' });
  });

  it('names the interaction behind INP and where its time went', () => {
    expect(webVitalEvent(inp, page).params).toMatchObject({
      value: 48,
      debug_target: 'header > nav > a',
      debug_interaction_type: 'pointer',
      debug_input_delay: 3,
      debug_processing_duration: 21,
      debug_presentation_delay: 24,
    });
  });

  it('sends no version when the page names none', () => {
    const { params } = webVitalEvent(lcp, { route: '/', lang: 'en' });
    expect(Object.keys(params).filter((key) => key.startsWith('version'))).toEqual([]);
  });

  it('cuts long values to what the analytics tool keeps', () => {
    const long = { ...lcp, attribution: { ...(lcp.attribution as object), target: 'x'.repeat(300) } };
    expect(webVitalEvent(long as MetricWithAttribution, page).params.debug_target).toHaveLength(100);
  });
});

describe('the page a metric is tagged with', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('is the route pattern and the language of the page the visit landed on, by the route table', () => {
    history.replaceState(null, '', '/es/blog/el-costo-de-la-irrelevancia');
    expect(landingPage(matchSiteRoute, undefined)).toMatchObject({ route: '/es/blog/:slug', lang: 'es' });
    history.replaceState(null, '', '/referido');
    expect(landingPage(matchSiteRoute, undefined)).toMatchObject({ route: '/referido', lang: 'es' });
    history.replaceState(null, '', '/no-such-page');
    expect(landingPage(matchSiteRoute, undefined)).toMatchObject({ route: 'not-found', lang: 'en' });
    history.replaceState(null, '', '/es/no-such-page');
    expect(landingPage(matchSiteRoute, undefined)).toMatchObject({ route: 'not-found', lang: 'es' });
  });

  it('carries the versions the served document names, and none when it names none', () => {
    history.replaceState(null, '', '/blog');
    const versions = { shell: '1.4.0', blog: 'v42', home: 7 };
    expect(landingPage(matchSiteRoute, versions).versions).toEqual({ shell: '1.4.0', blog: 'v42' });
    expect(servedVersions(undefined)).toBeUndefined();
    expect(servedVersions('1.4.0')).toBeUndefined();
  });
});

describe('reporting', () => {
  const gtag = vi.fn();
  // Whether analytics collects, as the consent's analytics code tells the reporter.
  let collecting = true;
  beforeEach(() => {
    reporters.clear();
    window.gtag = gtag;
    configureSite({ analyticsId: 'G-TEST' });
    collecting = true;
  });
  afterEach(() => {
    gtag.mockReset();
    delete window.gtag;
    configureSite({ analyticsId: '' });
  });

  it('listens to the five metrics and sends each through the analytics tag', () => {
    reportWebVitals(page, () => collecting);
    expect([...reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    (reporters.get('LCP') as Report)(lcp);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'LCP', expect.objectContaining({ page_route: '/blog/:slug' }));
  });

  it('sends nothing once the visitor has withdrawn consent', () => {
    reportWebVitals(page, () => collecting);
    (reporters.get('CLS') as Report)(cls);
    expect(gtag).toHaveBeenCalledTimes(1);
    // Declined since: analytics no longer collects.
    collecting = false;
    (reporters.get('CLS') as Report)(cls);
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});
