import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { css } from '@linaria/core';
import { getSiteConfig, leaveServedPage, usePageMetaStore, type Lang } from 'shared';
import { readConsent } from '../features/consent/lib/consent';
import { recordFieldView } from '../features/field-measurement/lib/field-report';
import { Toaster } from '../features/toasts/components/Toaster';
import { DemoDialog } from '../features/demo-dialog/components/DemoDialog';
import { HeadManager } from '../features/head/components/HeadManager';
import { Header } from '../features/chrome/components/Header';
import { Footer } from '../features/chrome/components/Footer';
import { chromeCopy } from '../features/chrome/content';
import { useHashScroll } from '../features/chrome/hooks/useHashScroll';
import { PageArea } from './PageArea';

const CookiePreferences = lazy(() => import('../features/consent/components/CookiePreferences'));
const ConsentBanner = lazy(() => import('../features/consent/components/ConsentBanner'));

const skipLinkClass = css`
  position: fixed;
  z-index: 70;
  top: var(--space-2);
  left: var(--space-2);
  padding: var(--space-2) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-primary);
  color: var(--color-primary-contrast) !important;
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const mainClass = css`
  display: block;
  min-height: 60vh;
  outline: none;
  padding-top: var(--header-height);
`;

/**
 * Header and footer around every page; the page area is the only part a remote
 * can take down. `routeLang` gives each route its language (see the route table);
 * `pages` are the routes of the pages.
 */
export function Layout({
  routeLang,
  pages,
}: {
  routeLang: (pathname: string) => Lang;
  pages: RouteObject[];
}) {
  const { pathname } = useLocation();
  const lang = routeLang(pathname);
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const [askConsent, setAskConsent] = useState(false);

  // Only when analytics is configured and the visitor has not chosen yet.
  useEffect(() => {
    if (getSiteConfig().analyticsId && readConsent() === null) setAskConsent(true);
  }, []);

  // A new page starts without metadata until it declares its own. Layout
  // effects run before the new page's passive effects, so this never wipes them.
  useLayoutEffect(() => {
    leaveServedPage(pathname);
    usePageMetaStore.setState({ meta: null });
  }, [pathname]);

  useHashScroll();

  // Each page shown is a page view of the field report (decision 098).
  useEffect(() => recordFieldView(pathname), [pathname]);

  return (
    <>
      <HeadManager lang={lang} pathname={pathname} />
      <a href="#main" className={skipLinkClass}>
        {chromeCopy[lang].skip}
      </a>
      <Header lang={lang} />
      <main id="main" className={mainClass} tabIndex={-1}>
        <PageArea pages={pages} />
      </main>
      <Footer lang={lang} onOpenCookies={() => setCookiesOpen(true)} />
      <DemoDialog lang={lang} />
      {cookiesOpen && (
        <Suspense fallback={null}>
          <CookiePreferences
            lang={lang}
            onClose={() => {
              setCookiesOpen(false);
              setAskConsent((ask) => ask && readConsent() === null);
            }}
          />
        </Suspense>
      )}
      {askConsent && !cookiesOpen && (
        <Suspense fallback={null}>
          <ConsentBanner
            lang={lang}
            onDone={() => setAskConsent(false)}
            onSettings={() => setCookiesOpen(true)}
          />
        </Suspense>
      )}
      <Toaster lang={lang} />
    </>
  );
}
