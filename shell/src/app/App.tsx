import { useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { siteRouteObjects } from './routes';
import { RouteErrorBoundary } from '../features/not-found/components/RouteErrorPage';

export function SiteRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes />
    </RouteErrorBoundary>
  );
}

function Routes() {
  // The routes are configured before the first render and never change after it.
  const routes = useMemo(siteRouteObjects, []);
  return useRoutes(routes);
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router:
 * the site loads no route data, and this keeps react-router's share of the
 * first load at a third (see docs/decisions/002-first-load-budget.md).
 */
export function App() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
