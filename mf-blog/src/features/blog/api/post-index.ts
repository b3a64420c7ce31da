import type { PostMeta } from '../types';

/**
 * The metadata of every post in `mf-blog/content/posts`. At build time
 * `scripts/posts-loader.mjs` replaces this placeholder with the generated list
 * (metadata only, never a body); unit tests mock this module.
 */
const posts: readonly PostMeta[] = [];
export default posts;
