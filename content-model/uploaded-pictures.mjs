// @ts-check
// Pictures a studio save uploads with the entry that names them (studio/server/picture-gate.ts):
// not on disk yet when the entry is checked, a cover (content.ts, imageFile) or a picture in a
// post's article (mf-blog/scripts/article.mjs) alike. Kept on globalThis, as the apps'
// declarations may be loaded apart from this module; only set while one save is checked, never
// in a build. Plain JavaScript: the blog's build scripts read it without a TypeScript step.
import { existsSync, readFileSync } from 'node:fs';

const UPLOADS = Symbol.for('intenta.uploaded-pictures');
/** @typedef {{ [UPLOADS]?: ReadonlyMap<string, Uint8Array> }} WithUploads */

/**
 * Runs `check` with the pictures a save uploads (absolute path → bytes) taken as files that
 * exist: an entry may name a picture it uploads.
 * @template T
 * @param {ReadonlyMap<string, Uint8Array>} uploads
 * @param {() => T} check
 * @returns {T}
 */
export function withUploadedPictures(uploads, check) {
  const store = /** @type {WithUploads} */ (globalThis);
  const before = store[UPLOADS];
  store[UPLOADS] = uploads;
  try {
    return check();
  } finally {
    store[UPLOADS] = before;
  }
}

/**
 * A picture's bytes: being uploaded by the save being checked, or else on disk; none when neither.
 * @param {string} path absolute
 * @returns {Uint8Array | undefined}
 */
export function pictureBytes(path) {
  const uploaded = /** @type {WithUploads} */ (globalThis)[UPLOADS]?.get(path);
  if (uploaded) return uploaded;
  return existsSync(path) ? readFileSync(path) : undefined;
}
