// GENERATED AT BUILD TIME: what runs is not what is written here.
// mf-partners/rsbuild.config.ts hands this module to tooling/picture-sizes-loader.mjs, which
// replaces it with the width and height of every logo in mf-partners/content/logos, read from
// the files. Nothing is written here, so if the loader were ever not applied, the first logo
// shown fails instead of being served without its size.
import type { PictureSize } from '@intenta/tooling/picture-size.mjs';

declare const sizes: Readonly<Record<string, PictureSize>>;
export default sizes;
