import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureSite, globalClass, markServedPage, replayEarlyClicks } from 'shared';
import { embeddedRuntimeConfig, loadRuntimeConfig } from './features/remote-loading/api/runtime-config';
import { registerRemoteLocations } from './features/remote-loading/api/load-remote-page';
import {
  keepServedHtml,
  prepareRemotePage,
  REMOTE_AREA_ATTRIBUTE,
} from './features/remote-loading/components/RemotePage';
import { applyFirstVisitRedirect } from './lib/language-storage';
import { applyConsent, measureVisitWithAnalytics, readConsent } from './features/consent/lib/consent';
import { startFieldRecording, startFieldReport } from './features/field-measurement/lib/field-report';
import { prefetchWhenVisitorMoves } from './features/prefetch/lib/start-prefetching';
import { nextTask } from './lib/next-task';
import { renderPageAhead } from './lib/pages-ahead';
import './app/fonts.css';

const container = document.getElementById('root');
if (!container) throw new Error('The shell needs a #root element.');
// Referencing the class keeps the global token stylesheet in the shell's CSS.
document.documentElement.classList.add(globalClass);

// A served document carries the runtime config it was rendered with; only a
// development page (no prerender) fetches it.
const served = embeddedRuntimeConfig();

// Before anything renders, so a visitor sent to /es never sees the English home first.
if (!applyFirstVisitRedirect({ served: served !== null })) await start();

/** Its effect runs after every effect of the tree it wraps: the hydration is committed. */
function HydrationCommitted({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

async function start() {
  const runtimeConfig = served ?? (await loadRuntimeConfig());
  const { fieldReportUrl } = configureSite(runtimeConfig.site);
  registerRemoteLocations(runtimeConfig.remotes, runtimeConfig.versions);
  // A served page of a release reports each page view to the site's own endpoint (decision
  // 098) under the view token its answer carried (decision 071; no token, no report).
  // Recording starts now, so an error while the page starts counts.
  const viewToken = document.documentElement.getAttribute('data-view-token');
  const reportedRelease = fieldReportUrl && viewToken ? served?.release : undefined;
  if (reportedRelease) startFieldRecording();
  // A canary's page (decision 096): the current release's remote where the canary's fails.
  if (runtimeConfig.fallbackRemotes)
    await import('./features/remote-loading/api/canary-fallback').then((fallback) =>
      fallback.fallBackToCurrentRemotes(runtimeConfig.fallbackRemotes!),
    );
  // The Web Vitals of this visit go to the same analytics (docs/performance.md, "Field
  // measurement"), tagged with the landing page's route: their code loads only then.
  measureVisitWithAnalytics((collecting) => {
    Promise.all([
      import('./features/field-measurement/lib/report-web-vitals'),
      import(/* webpackMode: "eager" */ './app/routes'),
    ]).then(
      ([{ landingPage, reportWebVitals }, { matchSiteRoute }]) =>
        reportWebVitals(landingPage(matchSiteRoute, served?.versions), collecting),
      // Measuring is optional: a visit whose chunk fails to load goes unmeasured.
      () => {},
    );
  });
  applyConsent();

  // The site's own code (routes, pages, chrome) is evaluated in a task of its
  // own, apart from the federation runtime and react-dom before it (decision 062).
  await nextTask();
  const [{ App }, { configureRemoteRoutes, loadShellPageOf, matchSiteRoute }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './app/routes'),
  ]);
  // A served page carries the routes; only a development page asks the remotes (a chunk of its own).
  configureRemoteRoutes(
    runtimeConfig.routes ??
      (await (await import('./features/remote-loading/api/remote-routes')).loadRemoteRoutes()),
  );
  if (reportedRelease)
    startFieldReport({
      url: fieldReportUrl,
      release: reportedRelease,
      token: viewToken!,
      versions: served?.versions ?? {},
      routeOf: matchSiteRoute,
      // Web Vitals only with the visitor's consent, as for analytics (decision 013).
      vitalsAllowed: () => readConsent() === 'accepted',
    });
  prefetchWhenVisitorMoves(matchSiteRoute, prepareRemotePage, renderPageAhead);
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!served || !container!.firstElementChild) {
    // Nothing served to hydrate: the first commit is when the page is React's, as after hydrating.
    const rendered = () => container!.setAttribute('data-hydration', 'committed');
    createRoot(container!).render(<HydrationCommitted onCommitted={rendered}>{app}</HydrationCommitted>);
    return;
  }
  const { pathname } = window.location;
  markServedPage(pathname);
  const earlyClicks = replayEarlyClicks(container!);
  // The first render must be the served page itself: its remote module is
  // loaded first (the document lists its files on the loader, which starts
  // them after the first paint, decision 064). If that fails, the served HTML
  // stays as it is, readable with working links.
  const route = matchSiteRoute(pathname);
  const page = route?.page;
  if (route && page) {
    try {
      await prepareRemotePage(page, route.lang, 'hydration');
    } catch (error) {
      console.error(error);
      const area = container!.querySelector(`[${REMOTE_AREA_ATTRIBUTE}]`);
      if (area) keepServedHtml(page.remote, page.module, area.innerHTML);
    }
  } else {
    // A page of the shell's own: its chunk first too, so the page hydrates
    // right after the header and footer instead of a download later.
    await loadShellPageOf(pathname)?.catch((error: unknown) => console.error(error));
  }
  // Loading the page's module (the remote's container and share negotiation) is a task's
  // worth of work already: hydration starts in the next one.
  await nextTask();
  // In a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (decision 062).
  startTransition(() => {
    hydrateRoot(
      container!,
      <HydrationCommitted onCommitted={earlyClicks.hydrationCommitted}>{app}</HydrationCommitted>,
    );
  });
}
