import { siteText, type Feed, type Lang } from 'shared';
import { copy, fillIn } from '../content';
import type { PostMeta } from '../types';
import { blogBasePath, postPath, postsForLang } from './posts';

/** `/blog/rss.xml` or `/es/blog/rss.xml`: one RSS feed per language. */
function feedPath(lang: Lang): string {
  return `${blogBasePath(lang)}/rss.xml`;
}

/** The feed's link, as the blog pages declare it in their metadata. */
export function feedLink(lang: Lang): { title: string; path: string } {
  const { feedTitle, heading } = copy[lang].list;
  return { title: siteText(fillIn(feedTitle, { heading })), path: feedPath(lang) };
}

/** The feed of one language's posts, newest first (published by the prerender step). */
export function blogFeed(lang: Lang, posts: readonly PostMeta[]): Feed {
  return {
    ...feedLink(lang),
    description: copy[lang].list.metaDescription,
    pagePath: blogBasePath(lang),
    entries: postsForLang(posts, lang).map((post) => ({
      title: post.title,
      path: postPath(post),
      description: post.excerpt,
      publishedAt: post.publishedAt,
      author: post.author,
      category: post.category,
    })),
  };
}
