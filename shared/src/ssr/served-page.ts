import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * True while rendering in Node (the prerender step), where there is no
 * document and effects never run.
 */
export const IS_SERVER = typeof document === 'undefined';

/**
 * The address whose complete HTML the server sent, while the visitor is still
 * on it. Rendering there must give exactly what the server rendered (every
 * block, every section), or hydration fails; after the first client-side
 * navigation pages render as they like (lazily, on scroll).
 */
let servedPathname: string | null = null;

/** Called by the shell once, before it hydrates a served document. */
export function markServedPage(pathname: string): void {
  servedPathname = pathname;
}

/** Called by the shell when the visitor navigates to another address. */
export function leaveServedPage(pathname: string): void {
  if (servedPathname !== null && servedPathname !== pathname) servedPathname = null;
}

/** Whether `pathname` is rendered as the server rendered it (always, in Node). */
export function isServedRender(pathname: string): boolean {
  return IS_SERVER || servedPathname === pathname;
}

/** `isServedRender` of the current route. */
export function useIsServedRender(): boolean {
  return isServedRender(useLocation().pathname);
}

/**
 * `value` in the browser, but `servedValue` while a served page hydrates (and
 * in the prerender step): for what the static HTML cannot know, such as the
 * blog's `?q=`. The page then renders `value` right after hydrating.
 */
export function useValueAfterHydration<T>(value: T, servedValue: T): T {
  const served = useIsServedRender();
  const [hydrated, setHydrated] = useState(!served);
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : servedValue;
}
