// @ts-check
// Blog post files: parsing and validation, shared by the build (posts-loader.mjs)
// and the unit tests. Plain JavaScript so the bundler can run it without a
// TypeScript step.
//
// A post file is `content/posts/<anything>.html`: YAML front matter between two
// `---` lines (read with gray-matter, tooling/front-matter.mjs), then the HTML body.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { FrontMatterError, parseFrontMatter } from '@intenta/tooling/front-matter.mjs';

/** Every field a post must declare, in the order the error messages list them. */
export const REQUIRED_FIELDS = [
  'id',
  'slug',
  'translationKey',
  'language',
  'title',
  'excerpt',
  'author',
  'publishedAt',
  'image',
  'imageAlt',
  'category',
  'readTime',
  'tags',
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * @typedef {object} PostFileMeta
 * @property {string} id
 * @property {string} slug
 * @property {string} translationKey
 * @property {'en' | 'es'} language
 * @property {string} title
 * @property {string} excerpt
 * @property {string} author
 * @property {string} publishedAt
 * @property {string} image
 * @property {string} imageAlt
 * @property {string} category
 * @property {string} readTime
 * @property {string[]} tags
 * @property {string} file
 */

/** @typedef {Record<Exclude<keyof PostFileMeta, 'file'>, string>} PostFields the front matter, as written */

/** A build error that names the file and the field at fault. */
export class PostError extends Error {
  /**
   * @param {string} file the post file at fault
   * @param {string} message what is wrong with it
   */
  constructor(file, message) {
    super(`[blog posts] ${file}: ${message}`);
    this.name = 'PostError';
    this.file = file;
  }
}

/** @param {string} value */
function isRealDate(value) {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Parses and validates one post file.
 * @param {string} source the whole file
 * @param {string} file the file name used in error messages
 * @returns {{ meta: PostFileMeta, content: string }}
 */
export function parsePost(source, file) {
  let parsed;
  try {
    parsed = parseFrontMatter(source);
  } catch (error) {
    if (error instanceof FrontMatterError) throw new PostError(file, error.message);
    throw error;
  }
  if (!parsed) {
    throw new PostError(
      file,
      'missing front matter: the file must start with a block between two "---" lines',
    );
  }
  const front = parsed.data;
  const body = parsed.body;

  for (const field of REQUIRED_FIELDS) {
    const value = front[field];
    if (value === undefined || value === null || value === '') {
      throw new PostError(file, `missing required field "${field}"`);
    }
    if (typeof value !== 'string') throw new PostError(file, `field "${field}" must be text`);
    if (!value.trim()) throw new PostError(file, `missing required field "${field}"`);
  }
  const unknown = Object.keys(front).filter((k) => !REQUIRED_FIELDS.includes(k));
  if (unknown.length) throw new PostError(file, `unknown field "${unknown[0]}"`);
  // Exactly the required fields, each checked present, text and non-empty just above.
  const raw = /** @type {PostFields} */ (/** @type {unknown} */ (front));

  if (!SLUG.test(raw.slug)) {
    throw new PostError(file, `field "slug" must be lowercase words joined by hyphens (got "${raw.slug}")`);
  }
  if (!SLUG.test(raw.translationKey)) {
    throw new PostError(file, `field "translationKey" must be lowercase words joined by hyphens`);
  }
  if (raw.language !== 'en' && raw.language !== 'es') {
    throw new PostError(file, `field "language" must be "en" or "es" (got "${raw.language}")`);
  }
  if (!isRealDate(raw.publishedAt)) {
    throw new PostError(
      file,
      `field "publishedAt" must be a real date YYYY-MM-DD (got "${raw.publishedAt}")`,
    );
  }
  if (!/^[a-z0-9-]+\.svg$/.test(raw.image)) {
    throw new PostError(
      file,
      `field "image" must be an .svg file name in content/images (got "${raw.image}")`,
    );
  }
  const tags = raw.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tags.length) throw new PostError(file, 'field "tags" must list at least one tag, separated by commas');

  const content = body.trim();
  if (!content) throw new PostError(file, 'the HTML body after the front matter is empty');

  return {
    meta: {
      id: raw.id,
      slug: raw.slug,
      translationKey: raw.translationKey,
      language: /** @type {'en' | 'es'} */ (raw.language),
      title: raw.title,
      excerpt: raw.excerpt,
      author: raw.author,
      publishedAt: raw.publishedAt,
      image: raw.image,
      imageAlt: raw.imageAlt,
      category: raw.category,
      readTime: raw.readTime,
      tags,
      file: basename(file),
    },
    content,
  };
}

/** Where the posts live: `BLOG_POSTS_DIR` (used by the size test) or `content/posts`. */
export function postsDir() {
  return resolve(process.env.BLOG_POSTS_DIR ?? join(import.meta.dirname, '..', 'content', 'posts'));
}

/** The folder of the post images, beside the posts folder. */
export function imagesDir(dir = postsDir()) {
  return resolve(dir, '..', 'images');
}

/**
 * Reads, parses and cross-checks every post of a folder: unique ids, unique
 * slug per language, at most one post per language for a translation key, and
 * an existing image.
 * @param {string} dir
 */
export function loadPosts(dir = postsDir()) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort();
  const posts = files.map((f) => parsePost(readFileSync(join(dir, f), 'utf8'), f));
  checkCollection(posts.map((p) => p.meta));
  for (const { meta } of posts) {
    if (!existsSync(join(imagesDir(dir), meta.image))) {
      throw new PostError(meta.file, `field "image": no file ${meta.image} in content/images`);
    }
  }
  return posts;
}

/**
 * Cross-file rules.
 * @param {PostFileMeta[]} metas
 */
export function checkCollection(metas) {
  /** @type {Map<string, string>} key → the file that used it first */
  const seen = new Map();
  for (const m of metas) {
    /** @type {[key: string, label: string][]} */
    const uses = [
      [`id:${m.id}`, `field "id" "${m.id}"`],
      [`slug:${m.language}:${m.slug}`, `field "slug" "${m.slug}" (${m.language})`],
      [
        `pair:${m.language}:${m.translationKey}`,
        `field "translationKey" "${m.translationKey}" (${m.language})`,
      ],
    ];
    for (const [key, label] of uses) {
      if (seen.has(key)) throw new PostError(m.file, `${label} is already used by ${seen.get(key)}`);
      seen.set(key, m.file);
    }
  }
}
