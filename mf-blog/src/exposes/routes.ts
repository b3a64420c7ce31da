// The addresses of this remote's pages; the shell routes them (docs/product.md §3).
// A post's address comes from its slug: the prerender step renders one page per post.
import type { Lang, RemoteRoute } from 'shared';
import allPosts from '../features/blog/api/post-index';
import { postsForLang } from '../features/blog/lib/posts';

const slugs = (lang: Lang) => () => postsForLang(allPosts, lang).map(({ slug }) => ({ slug }));

export const routes = [
  { path: '/blog', lang: 'en', module: 'BlogListPage' },
  { path: '/es/blog', lang: 'es', module: 'BlogListPage' },
  { path: '/blog/:slug', lang: 'en', module: 'BlogPostPage', params: slugs('en') },
  { path: '/es/blog/:slug', lang: 'es', module: 'BlogPostPage', params: slugs('es') },
] as const satisfies readonly RemoteRoute<'blog'>[];
