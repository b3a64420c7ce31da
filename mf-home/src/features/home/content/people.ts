import sizes from './portrait-sizes';
import type { Picture } from './types';

/**
 * The portraits: every picture in ../assets/people (where the studio uploads them), by the file
 * name the content files give (`photo`, `image`). Unit tests mock this module.
 */
const people = import.meta.webpackContext('../assets/people', {
  recursive: false,
  regExp: /\.(?:svg|png|jpg|webp)$/,
});

/** A portrait's address and its size, read from the file. */
export function portrait(file: string): Picture {
  const mod = people(`./${file}`) as string | { default: string };
  const size = sizes[file];
  if (!size) throw new Error(`No size for the portrait ${file}: was it added after the build?`);
  return { src: typeof mod === 'string' ? mod : mod.default, ...size };
}
