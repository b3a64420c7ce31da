import type { Lang } from '../contract';

export const LANGS: readonly Lang[] = ['en', 'es'];
export const SPANISH_PREFIX = '/es';
export const PREFERRED_LANGUAGE_KEY = 'preferred-language';
export const LANGUAGE_REDIRECT_SESSION_KEY = 'language-redirect-done';

/** Spanish if the path is `/es` or starts with `/es/`, else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

export function otherLang(lang: Lang): Lang {
  return lang === 'es' ? 'en' : 'es';
}

/** `/blog` in English is `/es/blog` in Spanish; `/` is `/es`. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'en') return clean;
  return clean === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${clean}`;
}

/** The home path of a language: `/` or `/es`. */
export function homePath(lang: Lang): string {
  return localePath(lang, '/');
}

/** BCP 47 locale used for dates and numbers. */
export function localeOf(lang: Lang): string {
  return lang === 'es' ? 'es-ES' : 'en-US';
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'es';
}
