import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Rspack } from '@rsbuild/core';
import { pluginFrontMatterCheck } from '@intenta/content-model/content.ts';
import { defineAppConfig } from '@intenta/build/rsbuild-app.ts';
import { isDue, publishNow } from '@intenta/content-model/schedule.mjs';
import content, { postsFolder } from './content/collections.ts';
import { parsePost, postsDir } from './scripts/posts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const posts = postsDir();
// One moment for the whole build: a post whose `publishAt` is later is left out (decision 035).
const now = publishNow();
const loader = { loader: join(here, 'scripts/posts-loader.mjs'), options: { now: now.toISOString() } };

/**
 * A scheduled post's body stays out of the build until it is due: the context of the post
 * bodies (src/features/blog/api/post-body.ts) does not list its file, so no chunk of it exists.
 */
const scheduledBodies = new rspack.IgnorePlugin({
  checkResource(resource, context) {
    const file = resolve(context, resource);
    if (!file.endsWith('.md') || dirname(file) !== posts) return false;
    try {
      const { publishAt } = parsePost(readFileSync(file, 'utf8'), file.slice(posts.length + 1));
      return !isDue(publishAt, now);
    } catch {
      return false; // a malformed post: the posts loader stops the build, naming the field
    }
  },
});
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
    // Every post's front matter against its schema and its article against the sanitiser's
    // policy, before the posts loader reads them.
    plugins: [pluginFrontMatterCheck('mf-blog', here, posts, postsFolder)],
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
        plugins: [...(stableIds.plugins ?? []), scheduledBodies],
        module: {
          rules: [
            // Post bodies: one module (and lazy chunk) per post file, its article only.
            { test: /\.md$/, include: [posts], type: 'javascript/auto', use: [loader] },
            // The metadata index, generated from every post file at build time.
            {
              test: /[\\/]features[\\/]blog[\\/]api[\\/]post-index\.ts$/,
              enforce: 'pre',
              use: [loader],
            },
          ],
        },
      },
    },
  },
});
