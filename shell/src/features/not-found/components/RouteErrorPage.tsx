import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Container } from 'shared';

/** The generic fallback for an unexpected failure of the routing itself. */
function RouteErrorPage({ error }: FallbackProps) {
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
    <ErrorBoundary FallbackComponent={RouteErrorPage} onError={logRouteError}>
      {children}
    </ErrorBoundary>
  );
}
