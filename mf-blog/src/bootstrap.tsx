import { mountRemoteDevHost } from 'shared/dev-host';
import BlogListPage from './exposes/BlogListPage';
import BlogPostPage from './exposes/BlogPostPage';

// Standalone run of this remote: its pages in both languages under a router.
mountRemoteDevHost('blog', [
  { path: '/blog', label: 'BlogListPage (en)', element: <BlogListPage lang="en" /> },
  { path: '/es/blog', label: 'BlogListPage (es)', element: <BlogListPage lang="es" /> },
  { path: '/blog/:slug', label: 'BlogPostPage (en)', element: <BlogPostPage lang="en" /> },
  { path: '/es/blog/:slug', label: 'BlogPostPage (es)', element: <BlogPostPage lang="es" /> },
]);
