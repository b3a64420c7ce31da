import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { Lang, PageComponent, RemoteModuleName, RemoteName } from 'shared';
import { loadRemotePage } from './load-remote-page';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';

type LoadState = { status: 'loading' } | { status: 'ready'; Page: PageComponent } | { status: 'failed' };

const loadedPages = new Map<string, PageComponent>();

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  module: RemoteModuleName<R>;
  lang: Lang;
}

/**
 * A remote's page inside the shell's tree. A manifest or chunk that fails to
 * load, or a page that throws while rendering, is contained here: header and
 * footer stay, a localised fallback offers a retry that needs no page reload.
 */
export function RemotePage<R extends RemoteName>({ remote, module, lang }: RemotePageProps<R>) {
  const key = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const cached = loadedPages.get(key);
    return cached ? { status: 'ready', Page: cached } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = loadedPages.get(key);
    if (cached && attempt === 0) {
      setState({ status: 'ready', Page: cached });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    (loadRemotePage(remote, module, { fresh: attempt > 0 }) as Promise<PageComponent>).then(
      (Page) => {
        loadedPages.set(key, Page);
        if (!cancelled) setState({ status: 'ready', Page });
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, remote, module, attempt]);

  const retry = useCallback(() => {
    loadedPages.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  if (state.status === 'loading') return <RemoteLoading lang={lang} />;
  if (state.status === 'failed') return <RemoteFallback lang={lang} onRetry={retry} />;
  return (
    <RenderBoundary key={attempt} lang={lang} onRetry={retry} remote={remote}>
      <state.Page lang={lang} />
    </RenderBoundary>
  );
}

interface BoundaryProps {
  lang: Lang;
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} page failed while rendering:`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteFallback lang={this.props.lang} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
