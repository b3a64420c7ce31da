import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { langFromPath, type Lang, type RemoteModuleName, type RemoteName } from 'shared';
import { RemotePage } from '../features/remote-loading/RemotePage';
import { RemoteLoading } from '../features/remote-loading/RemoteFallback';
import { Layout } from '../features/chrome/Layout';

// The shell's own pages are lazy chunks: none of them is needed to paint `/`.
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
const CalendarRedirectPage = lazy(() => import('../features/calendar-redirect/CalendarRedirectPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));

function remote<R extends RemoteName>(remoteName: R, module: RemoteModuleName<R>, lang: Lang) {
  // The key makes a language change remount the page with fresh state.
  return (
    <RemotePage key={`${remoteName}/${module}/${lang}`} remote={remoteName} module={module} lang={lang} />
  );
}

function shell(Page: ComponentType<{ lang: Lang }>, lang: Lang) {
  return (
    <Suspense fallback={<RemoteLoading lang={lang} />}>
      <Page key={lang} lang={lang} />
    </Suspense>
  );
}

interface SiteRoute {
  path: string;
  /**
   * The page's language. Usually the path's (`/es...` is Spanish), but
   * `/casos-de-exito` and `/referido` are Spanish pages outside `/es`
   * (docs/decisions/010-route-language.md).
   */
  lang: Lang;
  element: ReactNode;
}

/** Every route of the site (spec section 2). Remotes never decide their own URLs. */
export const siteRoutes: SiteRoute[] = [
  { path: '/', lang: 'en', element: remote('home', 'HomePage', 'en') },
  { path: '/es', lang: 'es', element: remote('home', 'HomePage', 'es') },
  { path: '/terms', lang: 'en', element: shell(TermsPage, 'en') },
  { path: '/es/terms', lang: 'es', element: shell(TermsPage, 'es') },
  { path: '/privacy', lang: 'en', element: shell(PrivacyPage, 'en') },
  { path: '/es/privacy', lang: 'es', element: shell(PrivacyPage, 'es') },
  { path: '/blog', lang: 'en', element: remote('blog', 'BlogListPage', 'en') },
  { path: '/es/blog', lang: 'es', element: remote('blog', 'BlogListPage', 'es') },
  { path: '/blog/:slug', lang: 'en', element: remote('blog', 'BlogPostPage', 'en') },
  { path: '/es/blog/:slug', lang: 'es', element: remote('blog', 'BlogPostPage', 'es') },
  { path: '/partners', lang: 'en', element: remote('partners', 'PartnersPage', 'en') },
  { path: '/es/partners', lang: 'es', element: remote('partners', 'PartnersPage', 'es') },
  { path: '/referral', lang: 'en', element: remote('leads', 'ReferralPage', 'en') },
  { path: '/referido', lang: 'es', element: remote('leads', 'ReferralPage', 'es') },
  { path: '/es/referido', lang: 'es', element: remote('leads', 'ReferralPage', 'es') },
  { path: '/casos-de-exito', lang: 'es', element: remote('leads', 'SuccessCasesPage', 'es') },
  ...['/demo', '/reu', '/cafe'].map((path) => ({
    path,
    lang: 'en' as const,
    element: shell(CalendarRedirectPage, 'en'),
  })),
];

/** The language of the route at `pathname`; unknown paths follow the path rule. */
export function routeLang(pathname: string): Lang {
  const route = siteRoutes.find((r) => matchPath(r.path, pathname));
  return route ? route.lang : langFromPath(pathname);
}

export const routes: RouteObject[] = [
  {
    element: <Layout routeLang={routeLang} />,
    children: [
      ...siteRoutes.map(({ path, element }) => ({ path, element })),
      { path: '*', element: shell(NotFoundPage, 'en') },
    ],
  },
];
