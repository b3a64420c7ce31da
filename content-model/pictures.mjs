// @ts-check
// The pictures a marketer uploads, made into what a page needs when the site is built
// (docs/decisions/083-pictures.md):
// - every <img> is served with the width and height of what it shows, read from the file, so the
//   page does not shift as it loads (issue 29, item 6);
// - a photo (PNG, JPEG, WebP) becomes the widths the page shows it at, once and twice over, in
//   WebP for `srcset`, and one copy in its own format as `src` for a browser without `srcset`;
//   its file itself is never served. Each copy is emitted into the app's build with a hashed name.
// - an SVG is served as it is (a vector: one file fits every width).
// Plain JavaScript: the build's loaders and content.ts share it without a TypeScript step.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_EXTENSIONS, PICTURE_USES, extensionOf, isRaster, sizeOfPicture } from './picture-limits.mjs';

/** @typedef {import('./picture-limits.mjs').PictureSize} PictureSize */
/**
 * A picture as a page uses it: its size, and for a photo the addresses of its copies
 * (`src` the fallback, `srcSet` the WebP widths). An SVG has neither: the app imports its file.
 * @typedef {PictureSize & { src?: string, srcSet?: string }} BuiltPicture
 */

/**
 * The widths to make of a photo `width` pixels wide: each width shown and twice it, none wider
 * than the photo (a copy is never enlarged); the photo's own width when all would be wider. A
 * square use's copies are squares, as wide as the photo's shorter side at most.
 * @param {PictureSize} size
 * @param {import('./picture-limits.mjs').PictureUse} use
 */
export function copyWidths({ width, height }, use) {
  const { shownAt, square } = PICTURE_USES[use];
  const widest = square ? Math.min(width, height) : width;
  const fits = [...new Set(shownAt.flatMap((w) => [w, w * 2]).map((w) => Math.min(w, widest)))];
  return fits.sort((a, b) => a - b);
}

/**
 * The width and height of a picture file (SVG: its width and height, or its viewBox; PNG,
 * JPEG, WebP: their header), whole pixels.
 * @param {string} file
 * @returns {PictureSize}
 * @throws {Error} naming the file when its size cannot be read
 */
export function pictureSize(file) {
  const size = sizeOfPicture(readFileSync(file));
  if (!size) {
    throw new Error(
      `${basename(file)}: its width and height cannot be read (an SVG needs width and height or a viewBox; a PNG, JPEG or WebP a valid header)`,
    );
  }
  return size;
}

/**
 * One copy of a photo, ready to be emitted: its name under the build's output (hashed by its
 * bytes) and its width.
 * @typedef {{ name: string, width: number, bytes: Buffer }} PictureCopy
 */

/** @type {Map<string, Promise<{ copies: PictureCopy[], fallback: PictureCopy }>>} */
const made = new Map();

/**
 * The copies of a photo for a use: WebP at each of copyWidths, and the fallback (the photo's
 * own format, PNG for a WebP) at the widest. Made once per file version in a running build.
 * @param {string} file
 * @param {import('./picture-limits.mjs').PictureUse} use
 */
export function photoCopies(file, use) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}\0${mtimeMs}\0${size}\0${use}`;
  let copies = made.get(key);
  if (!copies) {
    copies = makeCopies(file, use);
    made.set(key, copies);
  }
  return copies;
}

/** @param {string} file @param {import('./picture-limits.mjs').PictureUse} use */
async function makeCopies(file, use) {
  const source = readFileSync(file);
  const size = pictureSize(file);
  const { square } = PICTURE_USES[use];
  const stem = basename(file, extname(file));
  /** @param {Buffer} bytes @param {number} w @param {string} ext */
  const copy = (bytes, w, ext) => {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    return { name: `static/image/${stem}-${w}w.${hash}.${ext}`, width: w, bytes };
  };
  // `rotate()` turns a phone's photo upright (its EXIF orientation) before it is resized.
  const resized = (/** @type {number} */ w) =>
    sharp(source)
      .rotate()
      .resize({ width: w, height: square ? w : undefined, fit: 'cover' });
  const widths = copyWidths(size, use);
  const copies = await Promise.all(
    widths.map(async (w) => copy(await resized(w).webp({ quality: 80 }).toBuffer(), w, 'webp')),
  );
  const widest = widths.at(-1) ?? size.width;
  const ext = extensionOf(file);
  const fallback =
    ext === 'png' || ext === 'webp'
      ? copy(await resized(widest).png({ compressionLevel: 9 }).toBuffer(), widest, 'png')
      : copy(await resized(widest).jpeg({ quality: 80, mozjpeg: true }).toBuffer(), widest, 'jpg');
  return { copies, fallback };
}

/**
 * The code of a picture for a module of the app's build: its size and, for a photo, the
 * addresses of its copies, which are emitted into the build; `undefined` for an SVG's `src`.
 * @param {{ emitFile: (name: string, content: Buffer) => void }} build the loader's context
 * @param {string} file
 * @param {import('./picture-limits.mjs').PictureUse} use
 * @returns {Promise<{ size: PictureSize, src?: string, srcSet?: string }>} src and srcSet as code
 */
export async function pictureCode(build, file, use) {
  const size = pictureSize(file);
  if (!isRaster(file)) return { size };
  const { copies, fallback } = await photoCopies(file, use);
  for (const { name, bytes } of [...copies, fallback]) build.emitFile(name, bytes);
  // Addresses under the app's public path, as its asset modules' are (set where it is served).
  const url = (/** @type {string} */ name) => `__webpack_public_path__ + ${JSON.stringify(name)}`;
  const srcSet = copies.map(({ name, width }) => `${url(name)} + " ${width}w"`).join(' + ", " + ');
  return { size, src: url(fallback.name), srcSet };
}

/**
 * The code of an object of every picture in a folder by file name (`{ "logo.svg": { width,
 * height }, "photo.png": { width, height, src, srcSet } }`), in name order.
 * @param {{ emitFile: (name: string, content: Buffer) => void }} build
 * @param {string} folder
 * @param {import('./picture-limits.mjs').PictureUse} use
 */
export async function picturesCodeIn(build, folder, use) {
  const names = readdirSync(folder)
    .filter((name) => PICTURE_EXTENSIONS.includes(extensionOf(name)))
    .sort();
  const entries = await Promise.all(
    names.map(async (name) => {
      const { size, src, srcSet } = await pictureCode(build, join(folder, name), use);
      const copies = src ? `, src: ${src}, srcSet: ${srcSet}` : '';
      return `  ${JSON.stringify(name)}: { width: ${size.width}, height: ${size.height}${copies} },`;
    }),
  );
  return { names, code: ['{', ...entries, '}'].join('\n') };
}

/**
 * An Rspack rule that builds the module `module` stands for as the pictures of `folder`
 * (`export default { "logo.svg": { width, height }, … }`, see picturesCodeIn), read when the app
 * is built; adding a picture to the folder rebuilds it. The module itself only declares the export.
 * @param {RegExp} module the stand-in module's path
 * @param {string} folder absolute path of the pictures' folder
 * @param {import('./picture-limits.mjs').PictureUse} use
 */
export function picturesRule(module, folder, use) {
  return {
    test: module,
    enforce: /** @type {const} */ ('pre'),
    use: [{ loader: join(import.meta.dirname, 'pictures-loader.mjs'), options: { folder, use } }],
  };
}
