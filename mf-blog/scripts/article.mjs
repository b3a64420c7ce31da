// @ts-check
// A post's article: its Markdown rendered to HTML (src/features/blog/lib/markdown.mjs) and
// sanitised by the page's own policy (src/features/blog/lib/sanitize-policy.json), once, for
// the build (posts.mjs, posts-loader.mjs), the build's content check and the studio's save
// gate (content/collections.ts declares its problems as the rule of a post's body). What the
// sanitiser removes is what the article may not hold: it is named, in a writer's words, so the
// studio refuses it and the build stops rather than drop it silently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { pictureProblem, sizeOfPicture } from '@intenta/content-model/picture-limits.mjs';
import { pictureBytes } from '@intenta/content-model/uploaded-pictures.mjs';
import { markdownToHtml } from '../src/features/blog/lib/markdown.mjs';

/** @type {import('dompurify').Config} */
const policy = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', 'src', 'features', 'blog', 'lib', 'sanitize-policy.json'),
    'utf8',
  ),
);

/** @type {{ window: import('jsdom').DOMWindow, purifier: import('dompurify').DOMPurify } | undefined} */
let dom;
function sanitizer() {
  if (!dom) {
    const { window } = new JSDOM('');
    dom = { window, purifier: createDOMPurify(window) };
  }
  return dom;
}

/** A picture of the media library, by its file name, as Decap writes it: `![A chart](chart.svg)`. */
const PICTURE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|png|jpe?g|webp)$/;

/**
 * @typedef {object} Article
 * @property {string} html the sanitised HTML; a picture's `src` is its file name in content/images
 * @property {string[]} pictures the file names of its pictures, each once
 * @property {string[]} problems what the sanitiser removed and what else is wrong, in a writer's words
 */

/**
 * A post's Markdown as the page shows it: rendered, sanitised, each picture with its width and
 * height (read from its file, so the page does not shift as it loads).
 * @param {string} markdown the body after the front matter
 * @param {string} pictures the folder of the pictures (content/images)
 * @returns {Article}
 */
export function renderArticle(markdown, pictures) {
  /** @type {Set<string>} */
  const problems = new Set();
  if (!markdown.trim()) problems.add('is empty: write the article below the fields');
  const { window, purifier } = sanitizer();
  const fragment = purifier.sanitize(markdownToHtml(markdown), { ...policy, RETURN_DOM_FRAGMENT: true });
  for (const removed of purifier.removed) {
    const problem = removedProblem(removed);
    if (problem) problems.add(problem);
  }
  /** @type {Set<string>} */
  const used = new Set();
  for (const img of fragment.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (!img.getAttribute('alt')?.trim()) {
      problems.add(`the picture ${src} needs a description for screen readers: write it in ![…]`);
    }
    // On disk, or uploaded by the studio's save being checked (the editor's picture button).
    const bytes = PICTURE.test(src) ? pictureBytes(join(pictures, src)) : undefined;
    if (!bytes) {
      problems.add(
        `the picture ${src || '(no file)'} is not in the media library: add it with the editor's picture button`,
      );
      continue;
    }
    const size = sizeOfPicture(bytes);
    // The limits of a cover (picture-limits.mjs), but no least width: a picture in the text may
    // be small, and the build never enlarges it.
    const problem = pictureProblem(src, bytes.byteLength, size);
    if (problem || !size) {
      problems.add(problem ?? `the picture ${src} has no width and height that can be read`);
      continue;
    }
    img.setAttribute('width', String(size.width));
    img.setAttribute('height', String(size.height));
    used.add(src);
  }
  const box = window.document.createElement('div');
  box.append(fragment);
  return { html: box.innerHTML, pictures: [...used].sort(), problems: [...problems] };
}

/** Elements and attributes a writer may meet, named as a writer knows them. */
const ELEMENT_WORDS = /** @type {Record<string, string>} */ ({
  script: 'a <script> is not allowed in an article',
  style: 'a <style> is not allowed in an article: the site styles the article',
  iframe: 'an <iframe> (an embedded page or video) is not allowed in an article',
  object: 'an <object> (embedded content) is not allowed in an article',
  embed: 'an <embed> (embedded content) is not allowed in an article',
  form: 'a <form> is not allowed in an article: link to the page that has it',
});

/**
 * One entry of DOMPurify's `removed` list as a problem, or nothing for what it drops without
 * loss (the wrapper of the fragment).
 * @param {{ element?: Node, attribute?: Attr | null, from?: Node }} removed
 * @returns {string | undefined}
 */
function removedProblem(removed) {
  if (removed.attribute) {
    const name = removed.attribute.name.toLowerCase();
    const tag = removed.from ? `<${removed.from.nodeName.toLowerCase()}>` : 'an element';
    if (name.startsWith('on'))
      return `event attributes (${name} on ${tag}) are not allowed: an article runs no scripts`;
    if (name === 'style') return 'style attributes are not allowed: the site styles the article';
    if (name === 'href' || name === 'src' || name === 'xlink:href' || name === 'action') {
      return `the address ${JSON.stringify(removed.attribute.value.trim())} is not allowed (a javascript: or data: link): link to a web address`;
    }
    if (name.startsWith('data-')) return `data attributes (${name} on ${tag}) are not allowed`;
    return `the attribute ${name} on ${tag} is not allowed`;
  }
  const node = removed.element;
  // A comment, or the document around the fragment: nothing the reader would have seen.
  if (!node || node.nodeType !== node.ELEMENT_NODE) return undefined;
  const tag = node.nodeName.toLowerCase();
  if (tag === 'body' || tag === 'html' || tag === 'head') return undefined;
  return ELEMENT_WORDS[tag] ?? `${/^[aeiou]/.test(tag) ? 'an' : 'a'} <${tag}> is not allowed in an article`;
}
