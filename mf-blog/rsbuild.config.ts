import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Rspack } from '@rsbuild/core';
import { pluginFrontMatterCheck } from '@intenta/tooling/content.ts';
import { defineAppConfig } from '@intenta/tooling/rsbuild-app.ts';
import content, { postFrontMatter } from './content/collections.ts';
import { postsDir } from './scripts/posts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const loader = join(here, 'scripts/posts-loader.mjs');
const posts = postsDir();
// Rsbuild's compact hashed ids start at one character, so a new post's module could
// take an existing module's id and change the list's chunks. At three characters that
// is rare (decision 005). Development builds keep named ids.
const ID_LENGTH = 3;
const stableIds: Rspack.Configuration =
  process.env.NODE_ENV === 'production'
    ? {
        optimization: { moduleIds: false, chunkIds: false },
        plugins: [
          new rspack.ids.CompactHashedModuleIdsPlugin({ minLength: ID_LENGTH }),
          new rspack.ids.CompactHashedChunkIdsPlugin({ minLength: ID_LENGTH }),
        ],
      }
    : {};

export default defineAppConfig({
  app: 'mf-blog',
  content,
  extend: {
    // Every post's front matter against its schema, before the posts loader reads them.
    plugins: [pluginFrontMatterCheck('mf-blog', here, posts, postFrontMatter)],
    // `BLOG_POSTS_DIR` is where the posts live (the size test points it at a copy).
    resolve: { alias: { '@blog-posts': posts } },
    // The size test builds into a temporary folder.
    output: process.env.BLOG_DIST_DIR ? { distPath: { root: process.env.BLOG_DIST_DIR } } : {},
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // The posts' metadata and their image URLs are one chunk of their own, so adding
        // a post (even with a new image) changes only that chunk.
        forceSplitting: {
          'blog-posts-index':
            /[\\/]features[\\/]blog[\\/]api[\\/]post-index\.ts$|[\\/]content[\\/]images[\\/][^\\/]+\.svg$/,
        },
      },
    },
    tools: {
      rspack: {
        ...stableIds,
        module: {
          rules: [
            // Post bodies: one module (and lazy chunk) per post file, body only.
            { test: /\.html$/, include: [posts], type: 'javascript/auto', use: [{ loader }] },
            // The metadata index, generated from every post file at build time.
            {
              test: /[\\/]features[\\/]blog[\\/]api[\\/]post-index\.ts$/,
              enforce: 'pre',
              use: [{ loader }],
            },
          ],
        },
      },
    },
  },
});
