// GENERATED AT BUILD TIME: what runs is not what is written here.
// mf-blog/rsbuild.config.ts hands this module to mf-blog/scripts/posts-loader.mjs,
// which replaces it with the metadata of every post in mf-blog/content/posts (never
// a body), each hero image imported as a URL; adding a post file is all it takes.
// Unit tests mock the module (`vi.mock('../api/post-index')`). Nothing is written
// here, so if the loader were ever not applied, the first use of `posts` fails instead
// of showing a blog without posts.
import type { PostMeta } from '../types';

declare const posts: readonly PostMeta[];
export default posts;
