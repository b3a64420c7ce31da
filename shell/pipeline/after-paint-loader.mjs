// @ts-check
// The served document paints before any of the site's JavaScript runs: its
// scripts are not in the document as scripts or preloads, only listed on a
// small inline loader (shell/scripts/startup-loader.mjs), which starts them once
// the first contentful paint is on screen (decision 064). Hydration then never
// delays the largest paint, and no script download competes with the document,
// its stylesheets and its font before it.
// The Content-Security-Policy allows it by its hash, as every inline script
// of the prerendered pages (decision 070).
// It starts, in order: the chunks the shell's entry loads first (the build lists
// them), the entry, then the page's remote files. The entry runs once its chunks
// are in, and each runtime finds its files installed instead of requesting them
// in one long task.
import { experiments } from '@rspack/core';
import { startScriptsAfterFirstPaint } from '../scripts/startup-loader.mjs';

const { swc } = experiments;

/** Longest wait for the first contentful paint before the scripts start anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The loader's source as the page carries it: `startScriptsAfterFirstPaint` called with the
 * attributes the Document lists the scripts on (shell/src/server/Document.tsx) and the wait,
 * minified (the code is written, linted and type-checked as a module).
 */
const LOADER_CODE = (
  await swc.minify(
    `(${startScriptsAfterFirstPaint})("data-shell-scripts","data-page-scripts",${FIRST_PAINT_WAIT_MS})`,
    { compress: true, mangle: true },
  )
).code.replace(/;$/, '');

/** @param {string} url a built file's URL, in a space-separated list */
function checkedUrl(url) {
  if (!/^\S+$/.test(url)) throw new Error(`Unexpected script URL: ${url}`);
  return url;
}

/**
 * The page's after-paint loader: its code and the scripts it starts.
 * @param {{ startupScripts: readonly string[]; entryScripts: readonly string[]; pageScripts: readonly string[] }} scripts
 *   the shell's start-up chunks (`startup-scripts.json`), its entry (`build-manifest.json`),
 *   and the page's remote entry and chunks
 * @returns {import('../src/server/Document.tsx').AfterPaintLoader}
 */
export function afterPaintLoader({ startupScripts, entryScripts, pageScripts }) {
  if (entryScripts.length === 0)
    throw new Error('The shell build lists no entry script to start after paint.');
  return {
    code: LOADER_CODE,
    shellScripts: [...startupScripts, ...entryScripts].map(checkedUrl),
    pageScripts: pageScripts.map(checkedUrl),
  };
}
