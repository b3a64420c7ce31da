import type { Lang } from 'shared';
import type { BlogContent } from '../../../../content/collections';
import en from '../../../../content/blog/blog.en.json';
import es from '../../../../content/blog/blog.es.json';

/** Every string the blog pages show, in one language. */
export type BlogCopy = BlogContent;

// The files were checked against their schema when this app was built (content/collections.ts).
/** Every string the blog pages show, per language; `{brand}` is filled by `siteText`. */
export const copy: Record<Lang, BlogCopy> = { en: en as BlogCopy, es: es as BlogCopy };

/** `text` with each `{key}` of `values` put in its place: `No results for “{query}”`. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
