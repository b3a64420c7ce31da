// @ts-check
// Blog post files: parsing and validation, shared by the build (posts-loader.mjs)
// and the unit tests. Plain JavaScript so the bundler can run it without a
// TypeScript step.
//
// A post file is `content/posts/<date>-<key>.<lang>.html`: YAML front matter between two
// `---` lines (read with gray-matter, tooling/front-matter.mjs), then the HTML body. The
// file name gives the post's language and id; its reading time is counted from the body.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { FrontMatterError, parseFrontMatter } from '@intenta/tooling/front-matter.mjs';
import { isDue, isPublishAt, isUnset, PUBLISH_AT_FORMAT, publishNow } from '@intenta/tooling/schedule.mjs';
import { readTimeOf } from '../src/features/blog/lib/read-time.mjs';

/** Every field a post must declare, in the order the error messages list them. */
export const REQUIRED_FIELDS = [
  'slug',
  'translationKey',
  'title',
  'excerpt',
  'author',
  'publishedAt',
  'image',
  'imageAlt',
  'category',
  'tags',
];

/** Fields a post may declare: `publishAt` holds it back until then (decision 035). */
const OPTIONAL_FIELDS = ['publishAt'];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `<base>.<lang>.html`: the language is the part before `.html`. */
const FILE_NAME = /^(.+)\.(en|es)\.html$/;

/**
 * @typedef {object} PostFileMeta
 * @property {string} id `<base>-<lang>` from the file name `<base>.<lang>.html`
 * @property {string} slug
 * @property {string} translationKey
 * @property {'en' | 'es'} language from the file name
 * @property {string} title
 * @property {string} excerpt
 * @property {string} author
 * @property {string} publishedAt
 * @property {string} image
 * @property {string} imageAlt
 * @property {string} category
 * @property {string} readTime counted from the body: "7 min read", "7 min de lectura"
 * @property {string[]} tags
 * @property {string} file
 */

/**
 * @typedef {Pick<PostFileMeta, 'slug' | 'translationKey' | 'title' | 'excerpt' | 'author' | 'publishedAt' | 'image' | 'imageAlt' | 'category'> & { tags: string }} PostFields
 *   the front matter as written (REQUIRED_FIELDS)
 */

/**
 * @typedef {object} PostFile
 * @property {PostFileMeta} meta what the post index carries
 * @property {string} content the HTML body
 * @property {string | undefined} publishAt when the post comes out (UTC); none: it is out
 */

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
    this.detail = message;
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
 * @returns {PostFile}
 */
export function parsePost(source, file) {
  const named = FILE_NAME.exec(basename(file));
  if (!named) {
    throw new PostError(
      file,
      'the file name must end in .en.html or .es.html (the language of the post), like 2026-01-15-my-post.en.html',
    );
  }
  const [, base = '', lang = ''] = named;
  const language = /** @type {'en' | 'es'} */ (lang);

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

  for (const field of REQUIRED_FIELDS) {
    const value = front[field];
    if (value === undefined || value === null || value === '') {
      throw new PostError(file, `missing required field "${field}"`);
    }
    if (typeof value !== 'string') throw new PostError(file, `field "${field}" must be text`);
    if (!value.trim()) throw new PostError(file, `missing required field "${field}"`);
  }
  const unknown = Object.keys(front).filter(
    (k) => !REQUIRED_FIELDS.includes(k) && !OPTIONAL_FIELDS.includes(k),
  );
  if (unknown.length) {
    const derived = ['id', 'language', 'readTime'].includes(unknown[0] ?? '');
    throw new PostError(
      file,
      derived
        ? `field "${unknown[0]}" is not written any more: the build derives it (id and language from the file name, readTime from the body)`
        : `unknown field "${unknown[0]}"`,
    );
  }
  // The required fields, each checked present, text and non-empty just above.
  const raw = /** @type {PostFields} */ (/** @type {unknown} */ (front));

  if (!SLUG.test(raw.slug)) {
    throw new PostError(file, `field "slug" must be lowercase words joined by hyphens (got "${raw.slug}")`);
  }
  if (!SLUG.test(raw.translationKey)) {
    throw new PostError(file, `field "translationKey" must be lowercase words joined by hyphens`);
  }
  if (!isRealDate(raw.publishedAt)) {
    throw new PostError(
      file,
      `field "publishedAt" must be a real date YYYY-MM-DD (got "${raw.publishedAt}")`,
    );
  }
  // Left empty in the studio (null, or empty text once cleared) is not set.
  const publishAt = isUnset(front.publishAt) ? undefined : front.publishAt;
  if (publishAt !== undefined && !isPublishAt(publishAt)) {
    throw new PostError(
      file,
      `field "publishAt" must be ${PUBLISH_AT_FORMAT} (got ${JSON.stringify(publishAt)})`,
    );
  }
  if (!/^[a-z0-9-]+\.(?:svg|png|jpe?g|webp)$/.test(raw.image)) {
    throw new PostError(
      file,
      `field "image" must be a picture's file name in content/images: .svg, .png, .jpg, .jpeg or .webp (got "${raw.image}")`,
    );
  }
  const tags = raw.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tags.length) throw new PostError(file, 'field "tags" must list at least one tag, separated by commas');

  const content = parsed.body.trim();
  if (!content) throw new PostError(file, 'the HTML body after the front matter is empty');

  return {
    meta: {
      id: `${base}-${language}`,
      slug: raw.slug,
      translationKey: raw.translationKey,
      language,
      title: raw.title,
      excerpt: raw.excerpt,
      author: raw.author,
      publishedAt: raw.publishedAt,
      image: raw.image,
      imageAlt: raw.imageAlt,
      category: raw.category,
      readTime: readTimeOf(content, language),
      tags,
      file: basename(file),
    },
    content,
    publishAt,
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
 * Reads, parses and cross-checks every post of a folder, scheduled ones included: unique
 * slug per language, at most one post per language for a translation key, a post and its
 * translation scheduled together, and an existing image.
 * @param {string} dir
 * @returns {PostFile[]}
 */
export function readPosts(dir = postsDir()) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort();
  const posts = files.map((f) => parsePost(readFileSync(join(dir, f), 'utf8'), f));
  checkCollection(posts);
  for (const { meta } of posts) {
    if (!existsSync(join(imagesDir(dir), meta.image))) {
      throw new PostError(meta.file, `field "image": no file ${meta.image} in content/images`);
    }
  }
  return posts;
}

/**
 * The posts that are out at `now` (PUBLISH_NOW, else the build's clock), after every post of
 * the folder passed `readPosts`' checks: a post whose `publishAt` is still to come is left out.
 * @param {string} dir
 * @param {Date} now
 */
export function loadPosts(dir = postsDir(), now = publishNow()) {
  return readPosts(dir).filter((post) => isDue(post.publishAt, now));
}

/**
 * Cross-file rules.
 * @param {PostFile[]} posts
 */
export function checkCollection(posts) {
  /** @type {Map<string, string>} key → the file that used it first */
  const seen = new Map();
  /** @type {Map<string, PostFile>} translation key → the first post of the pair */
  const pairs = new Map();
  for (const post of posts) {
    const m = post.meta;
    /** @type {[key: string, label: string][]} */
    const uses = [
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
    // A post and its translation come out together: each names the other as its alternate.
    const other = pairs.get(m.translationKey);
    if (!other) pairs.set(m.translationKey, post);
    else if (momentOf(other.publishAt) !== momentOf(post.publishAt)) {
      const shown = (/** @type {string | undefined} */ at) => (at === undefined ? 'none' : at);
      throw new PostError(
        m.file,
        `field "publishAt" (${shown(post.publishAt)}) must be the same as in its translation ${other.meta.file} (${shown(other.publishAt)}): a post and its translation come out together`,
      );
    }
  }
}

/** @param {string | undefined} publishAt */
function momentOf(publishAt) {
  return publishAt === undefined ? undefined : Date.parse(publishAt);
}
