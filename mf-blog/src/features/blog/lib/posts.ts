import { localePath, otherLang, type Lang } from 'shared';
import type { PostMeta } from '../types';

/** `/blog` or `/es/blog`. */
export function blogBasePath(lang: Lang): string {
  return localePath(lang, '/blog');
}

export function postPath(post: Pick<PostMeta, 'slug' | 'language'>): string {
  return `${blogBasePath(post.language)}/${post.slug}`;
}

/**
 * Posts of one language, newest first (ties by title, so the order is stable). The dates are
 * ISO 8601, so their code units sort them: `localeCompare` on every pair would start the
 * browser's collation (tens of milliseconds on a phone) in the list's first render.
 */
export function postsForLang(posts: readonly PostMeta[], lang: Lang): PostMeta[] {
  return posts
    .filter((p) => p.language === lang)
    .sort((a, b) =>
      a.publishedAt === b.publishedAt
        ? a.title.localeCompare(b.title)
        : a.publishedAt < b.publishedAt
          ? 1
          : -1,
    );
}

/** Lookup by slug plus language: a Spanish slug never finds an English post. */
export function findPost(posts: readonly PostMeta[], slug: string | undefined, lang: Lang): PostMeta | null {
  if (!slug) return null;
  return posts.find((p) => p.slug === slug && p.language === lang) ?? null;
}

/** The same post in the other language, if it was translated. */
export function translationOf(posts: readonly PostMeta[], post: PostMeta): PostMeta | null {
  const lang = otherLang(post.language);
  return posts.find((p) => p.translationKey === post.translationKey && p.language === lang) ?? null;
}

/** Lower case, accents removed, spaces collapsed: "Conversión" matches "conversion". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Search on title, excerpt, category and tags, case- and accent-insensitive.
 * Every word of the query must appear somewhere in those fields.
 */
export function matchesQuery(post: PostMeta, query: string): boolean {
  // No query (the list as served): nothing to normalise, and the Unicode pattern stays uncompiled.
  if (!query.trim()) return true;
  const words = normalizeText(query).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = normalizeText([post.title, post.excerpt, post.category, ...post.tags].join(' '));
  return words.every((w) => haystack.includes(w));
}

export function searchPosts(posts: readonly PostMeta[], query: string): PostMeta[] {
  return posts.filter((p) => matchesQuery(p, query));
}

/** A path on this site (`/es/partners`), not a protocol-relative or external URL. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
