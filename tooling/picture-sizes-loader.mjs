// @ts-check
// Rspack loader of a stand-in module (wired by pictureSizesRule, picture-size.mjs): returns the
// size of every picture in a folder, read from the files when the app is built.
import { join } from 'node:path';
import { pictureSizesIn } from './picture-size.mjs';

/**
 * @this {import('@rspack/core').LoaderContext<{ folder: string }>}
 * @returns {string} the module's code
 */
export default function pictureSizesLoader() {
  const { folder } = this.getOptions();
  this.addContextDependency(folder);
  const sizes = pictureSizesIn(folder);
  for (const name of Object.keys(sizes)) this.addDependency(join(folder, name));
  return `export default ${JSON.stringify(sizes)};\n`;
}
