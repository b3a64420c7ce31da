// @ts-check
// Rspack loader of an app's content JSON files (`<app>/content/**/*.json`, wired in
// rsbuild-app.ts): an item of a list whose `publishAt` is still to come is left out of the
// build, the others lose their `publishAt` (schedule.mjs, decision 035). A file with nothing
// scheduled goes through unchanged, byte for byte.
import { relative } from 'node:path';
import { publishNow, withoutScheduledJson } from './schedule.mjs';

/**
 * @typedef {object} ScheduledContentOptions
 * @property {string} [now] the build's moment (ISO), the same for every file of one build
 */

/**
 * @this {import('@rspack/core').LoaderContext<ScheduledContentOptions>}
 * @param {string} source the JSON file
 * @returns {string} the JSON the build compiles
 */
export default function scheduledContentLoader(source) {
  const { now } = this.getOptions();
  const file = relative(this.rootContext || process.cwd(), this.resourcePath);
  return withoutScheduledJson(source, now ? new Date(now) : publishNow(), file);
}
