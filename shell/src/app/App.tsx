import { BrowserRouter, useRoutes } from 'react-router-dom';
import { globalStyles } from 'shared';
import { routes } from './routes';
import { RouteErrorBoundary } from '../features/not-found/RouteErrorPage';

// Referencing the class keeps the global token stylesheet in the shell's CSS.
document.documentElement.classList.add(globalStyles);

function SiteRoutes() {
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
      <RouteErrorBoundary>
        <SiteRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
