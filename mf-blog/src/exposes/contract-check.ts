// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules } from 'shared';
import * as BlogListPage from './BlogListPage';
import * as BlogPostPage from './BlogPostPage';

export const exposedModules = {
  BlogListPage,
  BlogPostPage,
} satisfies ExposedModules<'blog'>;
