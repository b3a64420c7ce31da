import type { PictureSize } from '@intenta/content-model/pictures.mjs';
import sizes from './logo-sizes';

/**
 * The SVG partner logos: every SVG in mf-partners/content/logos, by the file name a partner
 * names in content/partners.json (`logo`). A photo is not served itself: the build makes copies
 * of it, which ./logo-sizes gives. Unit tests mock this module.
 */
const logos = import.meta.webpackContext('../../../../content/logos', {
  recursive: false,
  regExp: /\.svg$/,
});

/**
 * A logo's address (small files are inlined as data: URLs) and its size, read from the file, a
 * photo's copies too (`srcSet`); none for a file the app was not built with (a logo just
 * uploaded in the studio).
 */
export function logoPicture(file: string): (PictureSize & { src: string; srcSet?: string }) | undefined {
  const size = sizes[file];
  if (!size) return undefined;
  if (size.src) return { ...size, src: size.src };
  const mod = logos(`./${file}`) as string | { default: string };
  return { ...size, src: typeof mod === 'string' ? mod : mod.default };
}
