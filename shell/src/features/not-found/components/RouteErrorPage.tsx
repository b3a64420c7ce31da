import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Container } from 'shared';

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

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error:', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RouteErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
