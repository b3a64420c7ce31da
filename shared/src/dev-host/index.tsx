import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { globalClass } from '../ui/tokens';

export interface DevRoute {
  path: string;
  label: string;
  element: ReactNode;
}

/**
 * A small local host so a remote's team can run its pages without the shell:
 * its pages in both languages under a router, with the shared tokens loaded.
 */
export function mountRemoteDevHost(remoteName: string, pages: DevRoute[]): void {
  document.documentElement.classList.add(globalClass);
  const nav = (
    <nav
      aria-label={`${remoteName} pages`}
      style={{ padding: '0.5rem 1rem', borderBottom: '1px solid #d4d8e6' }}
    >
      <strong>{remoteName} (standalone)</strong>{' '}
      {pages.map((p) => (
        <Link key={p.path} to={p.path} style={{ marginInlineStart: '1rem' }}>
          {p.label}
        </Link>
      ))}
    </nav>
  );
  const routes: RouteObject[] = [
    {
      element: (
        <>
          {nav}
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: [
        ...pages.map(({ path, element }) => ({ path, element })),
        { path: '*', element: <p style={{ padding: '1rem' }}>Choose a page above.</p> },
      ],
    },
  ];
  function DevRoutes() {
    return useRoutes(routes);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <DevRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
