// @ts-check
// Blog post files: parsing and validation, shared by the build (posts-loader.mjs)
// and the unit tests. Plain JavaScript so the bundler can run it without a
// TypeScript step.
//
// A post file is `content/posts/<date>-<key>.<lang>.md`: YAML front matter between two `---`
// lines, then the article in Markdown. It is read through its declaration in
// content/collections.ts (`postsFolder`): the front matter by its schema, whose output the build
// uses, the article rendered and sanitised by scripts/article.mjs. The build's content check and
// the studio's save gate read it the same way (content-model/content.ts, readFolderFile). The file name
// gives the post's language and id; its reading time is counted from the article.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { createJiti } from 'jiti';
import { isDue, publishNow } from '@intenta/content-model/schedule.mjs';
import { formatPostDate } from '../src/features/blog/lib/post-date.mjs';
import { readTimeOf } from '../src/features/blog/lib/read-time.mjs';
import { renderArticle } from './article.mjs';

/** `<base>.<lang>.md`: the language is the part before `.md`. */
const FILE_NAME = /^(.+)\.(en|es)\.md$/;
const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' };

/**
 * @typedef {object} PostFileMeta
 * @property {string} id `<base>-<lang>` from the file name `<base>.<lang>.md`
 * @property {string} slug
 * @property {string} translationKey
 * @property {'en' | 'es'} language from the file name
 * @property {string} title
 * @property {string} excerpt
 * @property {string} author
 * @property {string} publishedAt
 * @property {string} publishedLabel the date in long form: "October 1, 2024", "1 de octubre de 2024"
 * @property {string} image
 * @property {string} imageAlt
 * @property {string} category
 * @property {string} readTime counted from the body: "7 min read", "7 min de lectura"
 * @property {string[]} tags
 * @property {string} file
 */

/**
 * @typedef {Omit<PostFileMeta, 'id' | 'language' | 'publishedLabel' | 'readTime' | 'tags' | 'file'> & { tags: string, publishAt?: string }} PostFields
 *   the front matter, as the schema outputs it
 */

/**
 * @typedef {object} PostFile
 * @property {PostFileMeta} meta what the post index carries
 * @property {string} content the article's HTML, sanitised (a picture's `src` is its file name)
 * @property {string[]} pictures the file names of the article's pictures, in content/images
 * @property {string | undefined} publishAt when the post comes out (UTC); none: it is out
 */

/** A build error that names the file and the field at fault. */
export class PostError extends Error {
  /**
   * @param {string} file the post file at fault
   * @param {string} message what is wrong with it
   * @param {'en' | 'es'} [language] the post's, when the file name says it
   */
  constructor(file, message, language) {
    super(`[blog posts] ${file}${language ? ` (${LANGUAGE_NAMES[language]})` : ''}: ${message}`);
    this.name = 'PostError';
    this.file = file;
    this.detail = message;
    /**
     * A value another post already uses: the field, the value, the file that has it.
     * @type {{ field: string, value: string, usedBy: string } | undefined}
     */
    this.clash = undefined;
  }
}

/**
 * @typedef {object} Declaration
 * @property {import('@intenta/content-model/content.ts').ContentFolder} folder
 * @property {typeof import('@intenta/content-model/content.ts').readFolderFile} readFolderFile
 * @property {typeof import('@intenta/content-model/content.ts').withUploadedPictures} withUploadedPictures
 */
/** @type {Declaration | undefined} */
let declared;
/**
 * The posts' declaration and its reader. TypeScript, loaded with jiti (as the studio loads the
 * declarations), and only when a post is read: content/collections.ts imports this module.
 * @returns {Declaration}
 */
function declaration() {
  if (!declared) {
    const jiti = createJiti(import.meta.url);
    declared = {
      folder: /** @type {any} */ (jiti('../content/collections.ts')).postsFolder,
      readFolderFile: /** @type {any} */ (jiti('@intenta/content-model/content.ts')).readFolderFile,
      withUploadedPictures: /** @type {any} */ (jiti('@intenta/content-model/content.ts'))
        .withUploadedPictures,
    };
  }
  return declared;
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
      'the file name must end in .en.md or .es.md (the language of the post), like 2026-01-15-my-post.en.md',
    );
  }
  const [, base = '', lang = ''] = named;
  const language = /** @type {'en' | 'es'} */ (lang);
  const { folder, readFolderFile } = declaration();
  const read = readFolderFile(folder, source);
  if (!read.data) {
    const said = read.problems.map(({ field, message }) =>
      field === 'body' ? `the article: ${message}` : field ? `field "${field}" ${message}` : message,
    );
    throw new PostError(file, said.join('; '), language);
  }
  const front = /** @type {PostFields} */ (read.data);
  const article = renderArticle(read.body, imagesDir());
  return {
    meta: {
      id: `${base}-${language}`,
      slug: front.slug,
      translationKey: front.translationKey,
      language,
      title: front.title,
      excerpt: front.excerpt,
      author: front.author,
      publishedAt: front.publishedAt,
      publishedLabel: formatPostDate(front.publishedAt, language),
      image: front.image,
      imageAlt: front.imageAlt,
      category: front.category,
      readTime: readTimeOf(article.html, language),
      tags: front.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      file: basename(file),
    },
    content: article.html,
    pictures: article.pictures,
    publishAt: front.publishAt,
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
    .filter((f) => f.endsWith('.md'))
    .sort();
  const read = () => files.map((f) => parsePost(readFileSync(join(dir, f), 'utf8'), f));
  // The schema looks for a cover in the blog's own folder; a folder of posts read elsewhere (a
  // copy, the size check's) brings its pictures beside it: those count as the blog's.
  const own = imagesDir(dir);
  const { folder, withUploadedPictures } = declaration();
  const blogs = folder.body.pictures;
  const posts =
    own === blogs || !existsSync(own)
      ? read()
      : withUploadedPictures(
          new Map(
            readdirSync(own).map((name) => [
              join(blogs, name),
              new Uint8Array(readFileSync(join(own, name))),
            ]),
          ),
          read,
        );
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
    /** @type {[key: string, field: 'slug' | 'translationKey', value: string][]} */
    const uses = [
      [`slug:${m.language}:${m.slug}`, 'slug', m.slug],
      [`pair:${m.language}:${m.translationKey}`, 'translationKey', m.translationKey],
    ];
    for (const [key, field, value] of uses) {
      const usedBy = seen.get(key);
      if (usedBy) {
        const error = new PostError(
          m.file,
          `field "${field}" "${value}" (${m.language}) is already used by ${usedBy}`,
        );
        error.clash = { field, value, usedBy };
        throw error;
      }
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
