import type { ErrorInfo, ReactNode } from 'react';
import { Container } from 'shared';
import { ErrorBoundary } from '../../../lib/error-boundary';

/** The generic fallback for an unexpected failure of the routing itself. */
function RouteErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : '';
  return (
    <Container role="alert" data-testid="route-error">
      <h1>Unexpected Application Error!</h1>
      {message && <p>{message}</p>}
      <a href="/">Home</a>
    </Container>
  );
}

function logRouteError(error: unknown, info: ErrorInfo) {
  console.error('Unexpected application error:', error, info.componentStack);
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />} onError={logRouteError}>
      {children}
    </ErrorBoundary>
  );
}
