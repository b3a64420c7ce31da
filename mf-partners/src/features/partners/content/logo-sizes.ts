// GENERATED AT BUILD TIME: what runs is not what is written here.
// mf-partners/rsbuild.config.ts hands this module to content-model/pictures-loader.mjs, which replaces
// it with the width and height of every logo in mf-partners/content/logos, read from the files,
// and for a photo the addresses of the copies the build makes of it (`src`, `srcSet`). Nothing is
// written here, so if the loader were ever not applied, the first logo shown fails instead of
// being served without its size.
import type { BuiltPicture } from '@intenta/content-model/pictures.mjs';

declare const sizes: Readonly<Record<string, BuiltPicture>>;
export default sizes;
