import type { Lang } from 'shared';

/** What the list and the post header need: everything but the body. */
export interface PostMeta {
  id: string;
  slug: string;
  /** Shared by a post and its translation, so each knows its pair. */
  translationKey: string;
  language: Lang;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  /** The date in long form for the post's language, written at build (lib/post-date.mjs). */
  publishedLabel: string;
  /** URL of the hero image (served by this remote). */
  image: string;
  /** The hero image's own width and height, read from its file when the blog is built. */
  imageWidth: number;
  imageHeight: number;
  /** A photo's copies for `srcset` (content-model/pictures.mjs); none for an SVG, served as it is. */
  imageSrcSet?: string;
  imageAlt: string;
  category: string;
  readTime: string;
  tags: string[];
  /** The post's file name in content/posts, the key of its body chunk. */
  file: string;
}
