// Language paths and absolute URLs: the one place every app builds them.

/** The two languages of the site, English at `/` and Spanish under `/es`, in hreflang order. */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

const SPANISH_PREFIX = '/es';

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

/** `pathOrUrl` on the single canonical host (`siteUrl`); absolute URLs are kept as they are. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl.replace(/\/+$/, '');
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return path === '/' ? `${base}/` : `${base}${path}`;
}
