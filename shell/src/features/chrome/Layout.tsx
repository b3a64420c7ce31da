import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { css } from '@linaria/core';
import { usePageMetaStore, type Lang } from 'shared';
import { Toaster } from '../toasts/Toaster';
import { DemoDialog } from '../demo-dialog/DemoDialog';
import { HeadManager } from '../head/HeadManager';
import { Header } from './Header';
import { Footer } from './Footer';
import { useHashScroll } from './hash-scroll';

const CookiePreferences = lazy(() => import('../consent/CookiePreferences'));

const main = css`
  display: block;
  min-height: 60vh;
  padding-top: var(--header-height);
`;

/**
 * Header and footer around every page; the page area is the only part a remote
 * can take down. `routeLang` gives each route its language (see the route table).
 */
export function Layout({ routeLang }: { routeLang: (pathname: string) => Lang }) {
  const { pathname } = useLocation();
  const lang = routeLang(pathname);
  const [cookiesOpen, setCookiesOpen] = useState(false);

  // A new page starts without metadata until it declares its own. Layout
  // effects run before the new page's passive effects, so this never wipes them.
  useLayoutEffect(() => {
    usePageMetaStore.setState({ meta: null });
  }, [pathname]);

  useHashScroll();

  return (
    <>
      <HeadManager lang={lang} pathname={pathname} />
      <Header lang={lang} />
      <main id="main" className={main}>
        <Outlet />
      </main>
      <Footer lang={lang} onOpenCookies={() => setCookiesOpen(true)} />
      <DemoDialog lang={lang} />
      {cookiesOpen && (
        <Suspense fallback={null}>
          <CookiePreferences lang={lang} onClose={() => setCookiesOpen(false)} />
        </Suspense>
      )}
      <Toaster lang={lang} />
    </>
  );
}
