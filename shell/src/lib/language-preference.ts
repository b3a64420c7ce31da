import { homePath, langFromPath, otherLang, type Lang } from 'shared';

/**
 * The visitor's preferred language: the stored `preferred-language` when it is
 * `en` or `es`, else Spanish when the browser language or any preferred
 * language starts with `es`, else English (docs/product.md §4).
 */
export function detectPreferredLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Lang {
  if (stored === 'en' || stored === 'es') return stored;
  return browserLanguages.some((l) => l.toLowerCase().startsWith('es')) ? 'es' : 'en';
}

/**
 * First visit per session: on `/` only, a visitor whose preferred language is
 * Spanish goes to `/es` (docs/product.md §4). Once the session flag is set, never again.
 */
export function shouldRedirectToSpanish(pathname: string, preferred: Lang, alreadyChecked: boolean): boolean {
  return pathname === '/' && !alreadyChecked && preferred === 'es';
}

/**
 * The header toggle (docs/product.md §4): from `/es` or `/es/...` to `/`; from a Spanish page
 * outside `/es` (`/referido`, `/casos-de-exito`) to its English counterpart `alternatePath`,
 * found as the footer switch finds it, else to `/`; from any other address to `/es`.
 */
export function headerToggleTarget(
  pathname: string,
  pageLang: Lang = langFromPath(pathname),
  alternatePath: string | null = null,
): string {
  if (langFromPath(pathname) === 'es') return '/';
  return pageLang === 'es' ? languageSwitchTarget('es', alternatePath) : '/es';
}

/** The footer switch: the page's declared equivalent, or the other language's home. */
export function languageSwitchTarget(currentLang: Lang, alternatePath: string | null | undefined): string {
  return alternatePath || homePath(otherLang(currentLang));
}
