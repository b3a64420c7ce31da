// What the prerender step loads from this remote's server build: the pages and
// their addresses (a post's from its slug), the feed of each language, its
// llms.txt heading and its own not-found pages.
import type { RemoteServerEntry } from 'shared';
import { blogFeed } from '../features/blog/lib/feed';
import allPosts from '../features/blog/api/post-index';
import BlogListPage from './BlogListPage';
import BlogPostPage from './BlogPostPage';
import { routes } from './routes';

export default {
  pages: { BlogListPage, BlogPostPage },
  routes,
  feeds: (lang) => [blogFeed(lang, allPosts)],
  llmsSection: 'Blog',
  // An unknown post gets the blog's 'Post Not Found', in its language.
  notFoundPages: [
    { path: '/blog/404', scope: '/blog/' },
    { path: '/es/blog/404', scope: '/es/blog/' },
  ],
} satisfies RemoteServerEntry<'blog'>;
