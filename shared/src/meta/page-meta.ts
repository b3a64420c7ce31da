import { useEffect } from 'react';
import { create } from 'zustand';
import type { Lang } from '../i18n/lang';
import { IS_SERVER } from '../ssr/served-page';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
const KEYWORDS_MAX = 10;

export type JsonLd = Record<string, unknown>;

/** What a page declares about itself; the shell turns it into head tags. */
export interface PageMeta {
  lang: Lang;
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Canonical path on the single canonical host, e.g. `/es/blog`. */
  path: string;
  /**
   * The same page in the other language (hreflang and the footer switch).
   * `null` when there is none: the switch then goes to the other language's home.
   */
  alternatePath: string | null;
  /**
   * The picture the page is about (a post's illustration), as an absolute URL or a path on
   * the canonical host: structured data and the page's share card show it.
   */
  image?: string;
  type?: 'website' | 'article';
  robots?: string;
  jsonLd?: readonly JsonLd[];
  /** Feeds this page links from its head (`<link rel="alternate" type="application/rss+xml">`). */
  feeds?: readonly { title: string; path: string }[];
  /** YYYY-MM-DD: when the content last changed (the sitemap's lastmod), when the page knows. */
  lastModified?: string;
}

/** Cuts text to `max` characters at a word boundary, ending with an ellipsis. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The declared metadata with the limits of docs/product.md §17 applied (title 60, description 160, 10 keywords). */
export function normalizePageMeta(meta: PageMeta): PageMeta {
  return {
    ...meta,
    title: truncateAtWord(meta.title, TITLE_MAX),
    description: truncateAtWord(meta.description, DESCRIPTION_MAX),
    keywords: meta.keywords?.slice(0, KEYWORDS_MAX),
  };
}

interface PageMetaState {
  meta: PageMeta | null;
  setMeta: (meta: PageMeta) => void;
}

/** The current page's metadata, one store for the whole page (shared/ is a singleton). */
export const usePageMetaStore = create<PageMetaState>((set) => ({
  meta: null,
  setMeta: (meta) => set({ meta: normalizePageMeta(meta) }),
}));

/**
 * Every page calls this once with its metadata. Pass a value that is stable
 * between renders (a constant or a `useMemo`), since it re-applies on change.
 * `null` declares nothing yet: a served page keeps the head it was served with
 * until the page can declare the whole of it.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const setMeta = usePageMetaStore((s) => s.setMeta);
  // Effects never run in the prerender step: there the render itself declares
  // the metadata, which the step reads once the page is rendered.
  if (IS_SERVER && meta) setMeta(meta);
  useEffect(() => {
    if (meta) setMeta(meta);
  }, [meta, setMeta]);
}
