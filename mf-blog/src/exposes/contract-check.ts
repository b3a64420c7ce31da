// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules, PreviewModule } from 'shared';
import * as BlogListPage from './BlogListPage';
import * as BlogPostPage from './BlogPostPage';
import * as preview from './preview';

export const exposedModules = {
  BlogListPage,
  BlogPostPage,
} satisfies ExposedModules<'blog'>;

export const previewModule = preview satisfies PreviewModule;
