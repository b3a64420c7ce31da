// What the prerender step loads from this remote's server build: the pages,
// the slugs of every post per language, and the feed of each language.
import type { RemoteServerEntry } from 'shared';
import { blogFeed } from '../features/blog/lib/feed';
import allPosts from '../features/blog/api/post-index';
import { postsForLang } from '../features/blog/lib/posts';
import BlogListPage from './BlogListPage';
import BlogPostPage from './BlogPostPage';

export default {
  pages: { BlogListPage, BlogPostPage },
  routeParams: {
    BlogPostPage: (lang) => postsForLang(allPosts, lang).map(({ slug }) => ({ slug })),
  },
  feeds: (lang) => [blogFeed(lang, allPosts)],
} satisfies RemoteServerEntry<'blog'>;
