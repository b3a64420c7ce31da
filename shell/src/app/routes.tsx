import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { langFromPath, type Lang, type RemotePageRef, type SiteRemoteRoute } from 'shared';
import { RemotePage } from '../features/remote-loading/components/RemotePage';
import { RemoteLoading } from '../features/remote-loading/components/RemoteFallback';
import { Layout } from './Layout';

type ShellPageModule = { default: ComponentType<{ lang: Lang }> };

/**
 * A page of the shell's own, as a lazy chunk (none of them is needed to paint
 * `/`). The start-up calls `load` before hydrating a served copy; once loaded,
 * `Page` renders without suspending (`React.lazy` would suspend once even
 * then), so the page hydrates right after the header and footer.
 */
function shellPage(importPage: () => Promise<ShellPageModule>) {
  let loaded: ShellPageModule | undefined;
  let loading: Promise<ShellPageModule> | undefined;
  const load = () => (loading ??= importPage().then((module) => (loaded = module)));
  function Page({ lang }: { lang: Lang }) {
    const { default: Component } = loaded ?? use(load());
    return <Component lang={lang} />;
  }
  return { Page, load };
}
type ShellPage = ReturnType<typeof shellPage>;

const notFoundPage = shellPage(() => import('../features/not-found/components/NotFoundPage'));
const calendarRedirectPage = shellPage(
  () => import('../features/calendar-redirect/components/CalendarRedirectPage'),
);
const termsPage = shellPage(() => import('../features/legal/components/TermsPage'));
const privacyPage = shellPage(() => import('../features/legal/components/PrivacyPage'));

function shell({ Page }: ShellPage, lang: Lang) {
  return (
    <Suspense fallback={<RemoteLoading lang={lang} />}>
      <Page key={lang} lang={lang} />
    </Suspense>
  );
}

export interface SiteRoute {
  path: string;
  /**
   * The page's language. Usually the path's (`/es...` is Spanish), but a remote
   * may declare a Spanish page outside `/es` (docs/decisions/010-route-language.md).
   */
  lang: Lang;
  element: ReactNode;
  /** Set when a remote renders the page: which remote page module it shows (the prerender step loads it). */
  page?: RemotePageRef;
  /** Set when the shell renders the page itself: loads its lazy chunk. */
  loadShellPage?: () => Promise<unknown>;
  /** A calendar booking key: served as a redirect, never as a page. */
  calendarKey?: 'demo' | 'reu' | 'cafe';
}

function remoteRoute({ path, lang, ...page }: SiteRemoteRoute): SiteRoute {
  // The key makes a language change remount the page with fresh state.
  const element = <RemotePage key={`${page.remote}/${page.module}/${lang}`} page={page} lang={lang} />;
  return { path, lang, element, page };
}

function shellRoute(path: string, lang: Lang, page: ShellPage): SiteRoute {
  return { path, lang, element: shell(page, lang), loadShellPage: page.load };
}

/**
 * The shell's own routes (docs/product.md §3). The remotes' pages are routed where
 * each remote declares them (its `routes` module, carried by the runtime config),
 * so a remote adds a kind of page without a shell release.
 */
const shellRoutes: SiteRoute[] = [
  shellRoute('/terms', 'en', termsPage),
  shellRoute('/es/terms', 'es', termsPage),
  shellRoute('/privacy', 'en', privacyPage),
  shellRoute('/es/privacy', 'es', privacyPage),
  ...(['demo', 'reu', 'cafe'] as const).map((key) => ({
    ...shellRoute(`/${key}`, 'en', calendarRedirectPage),
    calendarKey: key,
  })),
];

let remoteRoutes: SiteRoute[] = [];

/** The remotes' routes, as the runtime config declares them; set once, before the first render. */
export function configureRemoteRoutes(routes: readonly SiteRemoteRoute[]): void {
  remoteRoutes = routes.map(remoteRoute);
}

/** Every route of the site: the remotes' pages, then the shell's own. */
export function siteRoutes(): SiteRoute[] {
  return [...remoteRoutes, ...shellRoutes];
}

/** The route of `pathname`, if one matches. */
export function matchSiteRoute(pathname: string): SiteRoute | undefined {
  return siteRoutes().find((r) => matchPath(r.path, pathname));
}

/** Loads the code of the shell page `pathname` shows, if the shell renders it (the not-found page included). */
export function loadShellPageOf(pathname: string): Promise<unknown> | undefined {
  const route = matchSiteRoute(pathname);
  return route ? route.loadShellPage?.() : notFoundPage.load();
}

/** The language of the route at `pathname`; unknown paths follow the path rule. */
export function routeLang(pathname: string): Lang {
  return matchSiteRoute(pathname)?.lang ?? langFromPath(pathname);
}

/**
 * The route objects of `useRoutes`, from the routes configured so far: the layout at every
 * address, which renders the page of each address it shows or renders ahead (`PageArea`).
 */
export function siteRouteObjects(): RouteObject[] {
  const pages: RouteObject[] = [
    ...siteRoutes().map(({ path, element }) => ({ path, element })),
    // Under /es the not-found page speaks Spanish (docs/product.md §16).
    { path: '/es/*', element: shell(notFoundPage, 'es') },
    { path: '*', element: shell(notFoundPage, 'en') },
  ];
  return [{ path: '*', element: <Layout routeLang={routeLang} pages={pages} /> }];
}
