import { imageSize } from 'image-size';

/**
 * The width and height a PNG declares, read by image-size (the library the site's pictures are
 * read with, content-model/picture-limits.mjs), or null when the bytes are no PNG.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { type, width, height } = imageSize(bytes);
    return type === 'png' && width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
