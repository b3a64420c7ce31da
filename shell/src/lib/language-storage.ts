import type { Lang } from 'shared';
import { detectPreferredLanguage, shouldRedirectToSpanish } from './language-preference';

export const PREFERRED_LANGUAGE_KEY = 'preferred-language';
export const LANGUAGE_REDIRECT_SESSION_KEY = 'language-redirect-done';

// Storage can be unavailable (privacy modes, blocked cookies): never let that break the page.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // The choice simply is not remembered.
  }
}

export function storePreferredLanguage(lang: Lang): void {
  write(() => localStorage, PREFERRED_LANGUAGE_KEY, lang);
}

export function preferredLanguage(): Lang {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
  return detectPreferredLanguage(
    read(() => localStorage, PREFERRED_LANGUAGE_KEY),
    languages,
  );
}

/**
 * First visit per session (docs/product.md §4): run once when the site
 * starts, before the first render, so the English home is never shown to a
 * visitor about to be sent to `/es`. The session flag is set on `/` either way.
 * Returns true when the page is being replaced (nothing should render).
 */
export function applyFirstVisitRedirect({ served }: { served: boolean }): boolean {
  if (window.location.pathname !== '/') return false;
  const checked = read(() => sessionStorage, LANGUAGE_REDIRECT_SESSION_KEY) !== null;
  const redirect = shouldRedirectToSpanish('/', preferredLanguage(), checked);
  write(() => sessionStorage, LANGUAGE_REDIRECT_SESSION_KEY, '1');
  if (!redirect) return false;
  const { search, hash } = window.location;
  const target = `/es${search}${hash}`;
  // A served document holds the English page: load the Spanish one instead
  // (history replaced either way) rather than render Spanish over English HTML.
  if (served) window.location.replace(target);
  else window.history.replaceState(window.history.state, '', target);
  return served;
}
