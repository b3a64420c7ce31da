// @ts-check
// What a picture the studio accepts may be (issue 37, item 2; docs/decisions/083-pictures.md):
// its kind, its weight and its size, in one place, said in words a marketer reads. The same
// rules refuse a file when it is chosen in the studio (studio/src/picture-check.ts), when a
// save reaches the studio's server (studio/server/picture-gate.ts) and when an app is built
// (imageFile, content-model/content.ts). Plain JavaScript without Node: the studio's page runs it too.
import { imageSize } from 'image-size';

/** The kinds of picture the site serves, by file extension. */
export const PICTURE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'];

/** Pictures made of pixels: the build resizes them (content-model/pictures.mjs). An SVG is served as it is. */
export const RASTER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'];

const MB = 1024 * 1024;

export const PICTURE_LIMITS = {
  /**
   * A photo's file: the build makes the page's smaller copies of it, so visitors never load
   * it; the limit keeps the repository and the upload light (a phone's photo is 2 to 4 MB).
   */
  rasterBytes: 5 * MB,
  /** An SVG is served as it is: every byte is loaded by every visitor of the page. */
  svgBytes: 500 * 1024,
  /**
   * The longest side of a photo, in pixels: the widest page shows a picture at 1,472 pixels
   * (a post's cover, at twice its 736), and larger files only slow every build.
   */
  maxSide: 6000,
};

/**
 * Where pictures are shown, and how wide (CSS pixels, at its widest): the build makes a photo
 * at that width and twice it (screens with two pixels per CSS pixel); a smaller photo is
 * refused (it would look blurred). Copies: content-model/pictures.mjs.
 */
/** @type {Record<'cover' | 'logo' | 'portrait', { shownAt: number[], square?: boolean }>} */
export const PICTURE_USES = {
  /** A post's cover: the post page's column (46rem) and the list's cards (under 24rem). */
  cover: { shownAt: [384, 736] },
  /** A partner's logo: within a 3.5rem square, whole (object-fit: contain). */
  logo: { shownAt: [56] },
  /** A founder's or a customer's portrait: a 96px square, the photo's middle (object-fit: cover). */
  portrait: { shownAt: [96], square: true },
};

/** @typedef {keyof typeof PICTURE_USES} PictureUse */
/** @typedef {{ width: number, height: number }} PictureSize */

/** The width the page shows a picture of this use at, at its widest. @param {PictureUse} use */
export function widestShown(use) {
  return Math.max(...PICTURE_USES[use].shownAt);
}

/**
 * `8.2 MB`, `450 KB`: a weight as a person says it.
 * @param {number} bytes
 */
export function inWords(bytes) {
  if (bytes >= MB) return `${(Math.round((bytes / MB) * 10) / 10).toLocaleString('en')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `team-photo.PNG` → `png`. @param {string} name */
export function extensionOf(name) {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** @param {string} name */
export function isRaster(name) {
  return RASTER_EXTENSIONS.includes(extensionOf(name));
}

/**
 * The width and height a picture's bytes declare (a PNG, JPEG or WebP header; an SVG's width
 * and height or viewBox), or `undefined` when they cannot be read.
 * @param {Uint8Array} bytes
 * @returns {{ width: number, height: number } | undefined}
 */
export function sizeOfPicture(bytes) {
  try {
    let read = imageSize(bytes);
    // image-size reads a viewBox of numbers apart by spaces only; SVG allows commas too.
    if (!read.width && read.type === 'svg') {
      const text = new TextDecoder().decode(bytes);
      const spaced = text.replace(
        /viewBox\s*=\s*(["'])([^"']*)\1/i,
        (_, q, box) => `viewBox=${q}${box.replaceAll(',', ' ')}${q}`,
      );
      read = imageSize(new TextEncoder().encode(spaced));
    }
    const { width = 0, height = 0, orientation = 1 } = read;
    if (!(width > 0 && height > 0)) return undefined;
    // A phone's photo taken upright is stored on its side, with an EXIF orientation of 5 to 8.
    const turned = orientation >= 5;
    return { width: Math.round(turned ? height : width), height: Math.round(turned ? width : height) };
  } catch {
    return undefined;
  }
}

/**
 * Why a picture is refused, in words, or `undefined` when it is accepted:
 * `team-photo.png is 8.2 MB: a picture may be at most 5 MB. Make it smaller and choose it again.`
 * @param {string} name the file's name (a path is shortened to it)
 * @param {number} bytes the file's weight
 * @param {{ width: number, height: number } | undefined} size what sizeOfPicture read
 * @param {number} [minWidth] the width the page shows it at (a photo only: an SVG has no pixels)
 */
export function pictureProblem(name, bytes, size, minWidth = 0) {
  const file = name.split(/[\\/]/).pop() ?? name;
  const again = 'choose it again';
  const ext = extensionOf(file);
  if (!PICTURE_EXTENSIONS.includes(ext)) {
    return `${file} is not a picture the site can show: choose a PNG, JPEG, WebP or SVG file.`;
  }
  const raster = isRaster(file);
  const max = raster ? PICTURE_LIMITS.rasterBytes : PICTURE_LIMITS.svgBytes;
  if (bytes > max) {
    const what = raster ? 'a picture' : 'an SVG picture';
    // Just over the limit reads as the limit itself, once rounded.
    const weight = inWords(bytes) === inWords(max) ? `more than ${inWords(max)}` : inWords(bytes);
    return `${file} is ${weight}: ${what} may be at most ${inWords(max)}. Make it smaller and ${again}.`;
  }
  if (!size) {
    return raster
      ? `${file} cannot be read as a picture: save it again as PNG, JPEG or WebP and ${again}.`
      : `${file} has no width and height: give the SVG a width and height or a viewBox and ${again}.`;
  }
  if (!raster) return undefined;
  const side = Math.max(size.width, size.height);
  if (side > PICTURE_LIMITS.maxSide) {
    return `${file} is ${size.width} × ${size.height} pixels: a picture may be at most ${PICTURE_LIMITS.maxSide.toLocaleString('en')} pixels on its longest side. Make it smaller and ${again}.`;
  }
  if (size.width < minWidth) {
    return `${file} is ${size.width} pixels wide: this place shows a picture ${minWidth} pixels wide, so it would look blurred. Choose a picture at least ${minWidth} pixels wide.`;
  }
  return undefined;
}
