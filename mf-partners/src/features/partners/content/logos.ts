import type { PictureSize } from '@intenta/tooling/picture-size.mjs';
import sizes from './logo-sizes';

/**
 * The partner logos: every picture in mf-partners/content/logos, by the file name a partner
 * names in content/partners.json (`logo`). Unit tests mock this module.
 */
const logos = import.meta.webpackContext('../../../../content/logos', {
  recursive: false,
  regExp: /\.(?:svg|png|jpg|webp)$/,
});

/**
 * A logo's address (small files are inlined as data: URLs) and its size, read from the file;
 * none for a file the app was not built with (a logo just uploaded in the studio).
 */
export function logoPicture(file: string): (PictureSize & { src: string }) | undefined {
  if (!logos.keys().includes(`./${file}`)) return undefined;
  const mod = logos(`./${file}`) as string | { default: string };
  const size = sizes[file];
  if (!size) throw new Error(`No size for the logo ${file}: was it added after the build?`);
  return { src: typeof mod === 'string' ? mod : mod.default, ...size };
}
