// @ts-check
// Rspack loader of a stand-in module (wired by picturesRule, pictures.mjs): returns every
// picture in a folder, its size read from the file and, for a photo, the addresses of the
// copies the build makes of it (emitted into the app's build).
import { join } from 'node:path';
import { picturesCodeIn } from './pictures.mjs';

/**
 * @this {import('@rspack/core').LoaderContext<{ folder: string, use: import('./picture-limits.mjs').PictureUse }>}
 */
export default function picturesLoader() {
  const { folder, use } = this.getOptions();
  const done = this.async();
  this.addContextDependency(folder);
  picturesCodeIn(this, folder, use).then(({ names, code }) => {
    for (const name of names) this.addDependency(join(folder, name));
    done(null, `export default ${code};\n`);
  }, done);
}
