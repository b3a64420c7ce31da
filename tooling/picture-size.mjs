// @ts-check
// The size of a picture, read from the file itself when the site is built, so every <img> is
// served with the width and height of what it shows and the page does not shift as it loads
// (issue 29, item 6). Pictures a marketer uploads can be of any size: no size is written by hand.
// Plain JavaScript: the build's loaders and content.ts share it without a TypeScript step.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

/** @typedef {{ width: number, height: number }} PictureSize */

/** The kinds of picture the site serves, by file extension. */
export const PICTURE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'];

/**
 * A length of an SVG's root element: a plain number or pixels; `undefined` for a percentage or
 * a relative unit, whose size only the page decides.
 * @param {string | undefined} value
 */
function svgLength(value) {
  const m = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
}

/** @param {string} text */
function svgSize(text) {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return undefined;
  /** @param {string} name */
  const attribute = (name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const [, , boxWidth = 0, boxHeight = 0] = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const box = boxWidth > 0 && boxHeight > 0 ? { width: boxWidth, height: boxHeight } : undefined;
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return { width, height };
  // One side given: the other follows the viewBox's proportions.
  if (box && width) return { width, height: (width * box.height) / box.width };
  if (box && height) return { width: (height * box.width) / box.height, height };
  return box;
}

/** @param {Buffer} bytes */
function pngSize(bytes) {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return undefined;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** @param {Buffer} bytes */
function jpegSize(bytes) {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Padding, and markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // Start of frame (any coding but the DHT, JPG and DAC markers that share the range).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** @param {Buffer} bytes */
function webpSize(bytes) {
  if (bytes.length < 30) return undefined;
  if (bytes.subarray(0, 4).toString('latin1') !== 'RIFF') return undefined;
  if (bytes.subarray(8, 12).toString('latin1') !== 'WEBP') return undefined;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/**
 * The width and height of a picture file (SVG: its width and height, or its viewBox; PNG,
 * JPEG, WebP: their header), whole pixels.
 * @param {string} file
 * @returns {PictureSize}
 * @throws {Error} naming the file when its size cannot be read
 */
export function pictureSize(file) {
  const bytes = readFileSync(file);
  const ext = extname(file).slice(1).toLowerCase();
  const size =
    ext === 'svg' ? svgSize(bytes.toString('utf8')) : (pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes));
  if (!size || !(size.width > 0) || !(size.height > 0)) {
    throw new Error(
      `${basename(file)}: its width and height cannot be read (an SVG needs width and height or a viewBox; a PNG, JPEG or WebP a valid header)`,
    );
  }
  return { width: Math.round(size.width), height: Math.round(size.height) };
}

/**
 * The size of every picture in a folder, by file name (`{ "logo.svg": { width, height } }`),
 * in name order.
 * @param {string} folder
 * @returns {Record<string, PictureSize>}
 */
export function pictureSizesIn(folder) {
  /** @type {Record<string, PictureSize>} */
  const sizes = {};
  for (const name of readdirSync(folder).sort()) {
    if (PICTURE_EXTENSIONS.includes(extname(name).slice(1).toLowerCase())) {
      sizes[name] = pictureSize(join(folder, name));
    }
  }
  return sizes;
}

/**
 * An Rspack rule that builds the module `module` stands for as the sizes of the pictures in
 * `folder` (`export default { "logo.svg": { width, height } }`), read when the app is built;
 * adding a picture to the folder rebuilds it. The module itself only declares the export.
 * @param {RegExp} module the stand-in module's path
 * @param {string} folder absolute path of the pictures' folder
 */
export function pictureSizesRule(module, folder) {
  return {
    test: module,
    enforce: /** @type {const} */ ('pre'),
    use: [{ loader: join(import.meta.dirname, 'picture-sizes-loader.mjs'), options: { folder } }],
  };
}
