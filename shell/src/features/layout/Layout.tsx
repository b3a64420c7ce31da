import { Outlet, useLocation } from 'react-router-dom';
import { styled } from '@linaria/react';
import { langFromPath } from 'shared';
import { Toaster } from '../toasts/Toaster';

const Main = styled.main`
  min-height: 60vh;
  padding-top: var(--header-height);
`;

/** Header and footer around every page; the page area is the only part a remote can take down. */
export function Layout() {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  return (
    <>
      <header data-testid="site-header">
        <a href={lang === 'es' ? '/es' : '/'}>Intenta</a>
      </header>
      <Main id="main">
        <Outlet />
      </Main>
      <footer data-testid="site-footer">© Intenta</footer>
      <Toaster lang={lang} />
    </>
  );
}
