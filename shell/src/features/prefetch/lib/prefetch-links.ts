// The lazily loaded half of prefetching: watches the site's links and loads the page module
// behind one when it comes into view or the visitor points at, touches or focuses it; a page
// pointed at, touched or focused is then rendered ahead, hidden (issue 40).
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Lang, RemotePageRef } from 'shared';
import { whenIdle } from '../../../lib/when-idle';
import {
  createPrefetchDecision,
  prefetchTarget,
  type PrefetchDecision,
  type PrefetchRoute,
  type RouteMatcher,
} from './prefetch-decision';

/**
 * Makes a remote's page ready to render in one language: its module through the federation
 * runtime and its copy of that language, so that a click only renders. The app's, passed in.
 */
export type RemotePagePreparer = (page: RemotePageRef, lang: Lang) => Promise<unknown>;

/** Remotes whose entry is being loaded ahead of a visit, not for a page the visitor waits for. */
const remotesLoadingAhead = new Set<string>();

/**
 * The runtime asks for a remote entry at high priority (a visitor usually waits for it); one
 * loaded ahead must not compete with what the page shown still needs. Its chunks are async
 * scripts, which the browser already fetches at low priority.
 */
function entriesAheadAtLowPriority(): ModuleFederationRuntimePlugin {
  return {
    name: 'intenta-prefetch-priority',
    createScript({ url, remoteInfo }) {
      if (!remoteInfo || !remotesLoadingAhead.has(remoteInfo.name)) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.fetchPriority = 'low';
      return script;
    },
  };
}

let priorityPluginRegistered = false;

/**
 * Loads what a page needs through the federation runtime's own path (its remote's entry and
 * the page module, with their stylesheets, and the page's copy in its language), or a shell
 * page's chunk, without rendering it: the click then only renders.
 */
export function pageModuleLoader(preparePage: RemotePagePreparer) {
  return function loadPageModule({ route }: PrefetchDecision): Promise<unknown> | undefined {
    if (!priorityPluginRegistered) {
      registerPlugins([entriesAheadAtLowPriority()]);
      priorityPluginRegistered = true;
    }
    let loading: Promise<unknown> | undefined;
    if (route.page) {
      const { remote } = route.page;
      remotesLoadingAhead.add(remote);
      loading = preparePage(route.page, route.lang).finally(() => remotesLoadingAhead.delete(remote));
    } else {
      loading = route.loadShellPage?.();
    }
    // Only a head start: the runtime forgets a failed load, so the page loads again when visited.
    loading?.catch(() => {});
    return loading;
  };
}

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/**
 * Starts watching: every link of the page now and every link rendered later. `firstTarget`
 * is what the visitor was pointing at when this started. `renderAhead` renders a page ahead
 * (hidden) once its module is loaded, for a link pointed at, touched or focused (not for one
 * only in view): the click then only reveals it.
 */
export function prefetchLinks<Route extends PrefetchRoute>(
  matchRoute: RouteMatcher<Route>,
  firstTarget: EventTarget | null,
  load: (decision: PrefetchDecision<Route>) => Promise<unknown> | undefined | void,
  renderAhead?: (pathname: string) => void,
): void {
  const decide = createPrefetchDecision(matchRoute);
  /** Each page module's loading, by its decision's key. */
  const loading = new Map<unknown, Promise<unknown>>();
  const consider = (link: HTMLAnchorElement | null, intent: boolean) => {
    if (!link) return;
    const decision = decide(link.href);
    if (decision) whenIdle(() => loading.set(decision.key, Promise.resolve(load(decision))));
    if (!intent || !renderAhead) return;
    // After the load above (idle tasks run in order), and with the guards read again then.
    whenIdle(() => {
      const target = prefetchTarget(matchRoute, link.href);
      if (!target) return;
      loading.get(target.key)?.then(
        () => renderAhead(target.pathname),
        () => {},
      );
    });
  };
  const onIntent = (event: Event) => consider(linkOf(event.target), true);
  for (const type of INTENT_EVENTS) addEventListener(type, onIntent, { capture: true, passive: true });
  consider(linkOf(firstTarget), true);
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      consider(entry.target as HTMLAnchorElement, false);
    }
  });
  const watch = (root: ParentNode) => {
    if (root instanceof HTMLAnchorElement && root.href) inView.observe(root);
    root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => inView.observe(link));
  };
  watch(document);
  // Pages rendered inside the app bring links of their own.
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      mutation.addedNodes.forEach((node) => node instanceof Element && watch(node));
  }).observe(document.body, { childList: true, subtree: true });
}
