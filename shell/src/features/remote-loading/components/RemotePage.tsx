import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@linaria/core';
import type { Lang, PageComponent, RemoteName, RemotePageRef } from 'shared';
import { loadRemoteModule, loadRemotePage } from '../api/load-remote-page';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import { LAID_OUT_ATTRIBUTE, OFFSCREEN_ATTRIBUTE, skipOffscreenOnceLaidOut } from '../lib/offscreen-sections';
import { ErrorBoundary } from '../../../lib/error-boundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: PageComponent }
  | { status: 'failed' }
  | { status: 'served'; html: string };

const loadedPages = new Map<string, PageComponent>();
/** Served HTML of a page whose remote failed to load before hydration. */
const servedHtmlOf = new Map<string, string>();

/** The attribute on the element around a remote's page: where its served HTML sits. */
export const REMOTE_AREA_ATTRIBUTE = 'data-remote-area';

// Layout-neutral wrapper: the page's own sections stay direct layout children of <main>.
// A block its page marks off-screen is skipped while off screen once laid out (its remembered
// size kept; the length only applies to a block never laid out, which is never skipped).
const remoteAreaClass = css`
  display: contents;

  & [${OFFSCREEN_ATTRIBUTE}] {
    contain-intrinsic-block-size: auto 600px;
  }

  & [${OFFSCREEN_ATTRIBUTE}][${LAID_OUT_ATTRIBUTE}] {
    content-visibility: auto;
  }
`;

/**
 * Hands over a page module loaded ahead of rendering: by the prerender step
 * (from the remote's server build), or by the shell before it hydrates, so the
 * first render is the page itself, as in the served HTML.
 */
export function provideRemotePage(remote: RemoteName, module: string, Page: PageComponent): void {
  loadedPages.set(`${remote}/${module}`, Page);
}

/**
 * Makes a remote's page ready to render in `lang` before it is shown: its module, then the copy
 * it declares it needs, then hands the page over, so that rendering it neither waits nor passes
 * through a loading state. Before hydrating a served page, what its first render needs
 * (`preload`); ahead of a visit, what the visit needs (`prefetch`, else `preload`). Throws what
 * loading throws.
 */
export async function prepareRemotePage(
  page: RemotePageRef,
  lang: Lang,
  when: 'hydration' | 'visit' = 'visit',
): Promise<void> {
  const loaded = await loadRemoteModule(page);
  await (when === 'visit' ? (loaded.prefetch ?? loaded.preload) : loaded.preload)?.(lang);
  provideRemotePage(page.remote, page.module, loaded.default);
}

/**
 * The remote of the served page could not be loaded: keep its served HTML
 * (readable, links working as plain links) instead of a fallback.
 */
export function keepServedHtml(remote: RemoteName, module: string, html: string): void {
  servedHtmlOf.set(`${remote}/${module}`, html);
}

/** A page handed over ahead of rendering is ready; one whose remote failed keeps its served HTML. */
function initialLoadState(key: string): LoadState {
  const cached = loadedPages.get(key);
  if (cached) return { status: 'ready', Page: cached };
  const html = servedHtmlOf.get(key);
  return html === undefined ? { status: 'loading' } : { status: 'served', html };
}

interface RemotePageProps {
  page: RemotePageRef;
  lang: Lang;
}

/**
 * A remote's page inside the shell's tree. A manifest or chunk that fails to
 * load, or a page that throws while rendering, is contained here: header and
 * footer stay, a localised fallback offers a retry that needs no page reload.
 */
export function RemotePage({ page, lang }: RemotePageProps) {
  const { remote } = page;
  const key = `${remote}/${page.module}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialLoadState(key));
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const cached = loadedPages.get(key);
    if (cached && attempt === 0) {
      // Unchanged state must not re-render the page: a served page still
      // hydrating would take any update as a reason to drop its served HTML.
      setState((current) =>
        current.status === 'ready' && current.Page === cached ? current : { status: 'ready', Page: cached },
      );
      return;
    }
    // Served once: a later visit of this page (client navigation) loads again.
    if (servedHtmlOf.delete(key) && attempt === 0) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemotePage(page, { fresh: attempt > 0 }).then(
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
  }, [key, page, attempt]);

  // Once the page is shown (never while rendered ahead, hidden: effects wait), its marked blocks
  // are skipped off screen from the next frame on.
  const shownPage = state.status === 'ready' ? state.Page : null;
  useEffect(
    () => (shownPage && area.current ? skipOffscreenOnceLaidOut(area.current) : undefined),
    [shownPage],
  );

  const retry = useCallback(() => {
    loadedPages.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  if (state.status === 'loading') return <RemoteLoading lang={lang} />;
  if (state.status === 'failed') return <RemoteFallback lang={lang} onRetry={retry} />;
  const areaProps = { [REMOTE_AREA_ATTRIBUTE]: remote };
  if (state.status === 'served') {
    // The served HTML exactly as it arrived (it came from this site's own prerender).
    return (
      <div className={remoteAreaClass} {...areaProps} dangerouslySetInnerHTML={{ __html: state.html }} />
    );
  }
  return (
    <div ref={area} className={remoteAreaClass} {...areaProps}>
      <ErrorBoundary
        key={attempt}
        fallback={() => <RemoteFallback lang={lang} onRetry={retry} />}
        onError={(error, info) =>
          console.error(`The ${remote} page failed while rendering:`, error, info.componentStack)
        }
      >
        <state.Page lang={lang} />
      </ErrorBoundary>
    </div>
  );
}
