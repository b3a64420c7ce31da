// @ts-check
// A post's reading time, counted from its body: by the build (scripts/posts.mjs) for every
// post, and by the studio's preview pane for the draft being written.

/** Reading speed behind a post's reading time, in words a minute. */
export const WORDS_PER_MINUTE = 220;

/**
 * The words of an HTML body: its text without tags and character references, in pieces
 * between spaces that hold at least one letter or digit.
 * @param {string} html
 */
export function countWords(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A post's reading time, from its body: words at WORDS_PER_MINUTE, rounded up, at least 1.
 * @param {string} html
 * @param {'en' | 'es'} language
 */
export function readTimeOf(html, language) {
  const minutes = Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
  return language === 'es' ? `${minutes} min de lectura` : `${minutes} min read`;
}
