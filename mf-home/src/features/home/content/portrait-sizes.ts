// GENERATED AT BUILD TIME: what runs is not what is written here.
// mf-home/rsbuild.config.ts hands this module to tooling/picture-sizes-loader.mjs, which
// replaces it with the width and height of every portrait in ../assets/people, read from the
// files. Nothing is written here, so if the loader were ever not applied, the first portrait
// shown fails instead of being served without its size.
import type { PictureSize } from '@intenta/tooling/picture-size.mjs';

declare const sizes: Readonly<Record<string, PictureSize>>;
export default sizes;
