import sizes from './portrait-sizes';
import type { Picture } from './types';

/**
 * The SVG portraits: every SVG in ../assets/people (where the studio uploads them), by the file
 * name the content files give (`photo`, `image`). A photo is not served itself: the build makes
 * copies of it, which ./portrait-sizes gives. Unit tests mock this module.
 */
const people = import.meta.webpackContext('../assets/people', {
  recursive: false,
  regExp: /\.svg$/,
});

/** A portrait's address and its size, read from the file; a photo's copies too (`srcSet`). */
export function portrait(file: string): Picture {
  const size = sizes[file];
  if (!size) throw new Error(`No size for the portrait ${file}: was it added after the build?`);
  if (size.src) return { ...size, src: size.src };
  const mod = people(`./${file}`) as string | { default: string };
  return { ...size, src: typeof mod === 'string' ? mod : mod.default };
}
