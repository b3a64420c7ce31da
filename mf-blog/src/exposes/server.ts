// What the prerender step loads from this remote's server build: the pages and
// their addresses (a post's from its slug), the feed of each language, its
// llms.txt heading, its own not-found pages and its pages' share cards.
import type { RemoteServerEntry } from 'shared';
import { copy } from '../features/blog/content';
import { blogFeed } from '../features/blog/lib/feed';
import { postPath } from '../features/blog/lib/posts';
import allPosts from '../features/blog/api/post-index';
import BlogListPage from './BlogListPage';
import BlogPostPage from './BlogPostPage';
import { routes } from './routes';
import type { LlmsFile } from '@intenta/content-model/content.ts';
import llmsJson from '../../content/llms.json';

// Checked against its schema when this app was built (content/collections.ts).
const llms: LlmsFile = llmsJson;

export default {
  pages: { BlogListPage, BlogPostPage },
  routes,
  feeds: (lang) => [blogFeed(lang, allPosts)],
  llmsSection: llms.section,
  // An unknown post gets the blog's 'Post Not Found', in its language.
  notFoundPages: [
    { path: '/blog/404', scope: '/blog/' },
    { path: '/es/blog/404', scope: '/es/blog/' },
  ],
  // A post's card shows its category and its illustration; the list's, the blog's name.
  shareCard: (meta) => {
    const blog = copy[meta.lang].list.shareCardEyebrow;
    const post = allPosts.find((p) => postPath(p) === meta.path);
    if (!post) return { eyebrow: blog, title: meta.title };
    return {
      eyebrow: `${blog} · ${post.category}`,
      title: post.title,
      illustration: post.image,
      alt: `${post.title} · ${blog} · ${post.imageAlt}`,
    };
  },
} satisfies RemoteServerEntry<'blog'>;
