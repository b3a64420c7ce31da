// @ts-check
// The served document paints before any of the site's JavaScript runs: its
// scripts are not in the document as scripts or preloads, only listed on a
// small inline loader (startup-loader.mjs), which starts them once the first
// contentful paint is on screen (decision 064). Hydration then never delays the
// largest paint, and no script download competes with the document, its
// stylesheets and its font before it.
// The Content-Security-Policy allows it by its hash, as every inline script
// of the prerendered pages (decision 070).
// It starts, in order: the chunks the shell's entry loads first (the build lists
// them), the entry, then the page's remote files (the prerender lists them). The
// entry runs once its chunks are in, and each runtime finds its files installed
// instead of requesting them in one long task.
import { experiments } from '@rspack/core';
import { startScriptsAfterFirstPaint } from './startup-loader.mjs';

const { swc } = experiments;

/** The loader's attribute for the shell's scripts: its start-up chunks, then its entry. */
const SHELL_SCRIPTS_ATTRIBUTE = 'data-shell-scripts';

/** The loader's attribute for the page's remote files: its remote entry, then the page's chunks. */
const PAGE_SCRIPTS_ATTRIBUTE = 'data-page-scripts';

/** Longest wait for the first contentful paint before the scripts start anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The loader's source as the page carries it: `startScriptsAfterFirstPaint` called with the
 * attributes and the wait, minified (the code is written, linted and type-checked as a module).
 */
export const ENTRY_LOADER_SCRIPT = (
  await swc.minify(
    `(${startScriptsAfterFirstPaint})(${JSON.stringify(SHELL_SCRIPTS_ATTRIBUTE)},${JSON.stringify(PAGE_SCRIPTS_ATTRIBUTE)},${FIRST_PAINT_WAIT_MS})`,
    { compress: true, mangle: true },
  )
).code.replace(/;$/, '');

const ENTRY_SCRIPT_TAGS = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The built document with its entry script tags replaced by the after-paint
 * loader, which lists `startupScripts`, then the entries, in that order.
 * Throws when the template has no such tag (a changed build).
 * @param {string} template the shell's built index.html
 * @param {readonly string[]} [startupScripts] URLs of the chunks the entry loads first (`startup-scripts.json`)
 */
export function startEntryAfterFirstPaint(template, startupScripts = []) {
  // The pattern's one group is not optional: every match has it.
  const sources = [...template.matchAll(ENTRY_SCRIPT_TAGS)].map((match) => /** @type {string} */ (match[1]));
  if (sources.length === 0)
    throw new Error('The shell template has no <script defer src> entry to start after paint.');
  const list = [...startupScripts, ...sources].map(checkedUrl).join(' ');
  let first = true;
  return template.replace(ENTRY_SCRIPT_TAGS, () => {
    if (!first) return '';
    first = false;
    return `<script ${SHELL_SCRIPTS_ATTRIBUTE}="${list}">${ENTRY_LOADER_SCRIPT}</script>`;
  });
}

/**
 * A page's document with its remote files listed on the loader, started after the shell's.
 * @param {string} html a document made by `startEntryAfterFirstPaint`
 * @param {readonly string[]} pageScripts URLs of the page's remote entry and chunks, in order
 */
export function listPageScripts(html, pageScripts) {
  const loader = `<script ${SHELL_SCRIPTS_ATTRIBUTE}=`;
  if (!html.includes(loader))
    throw new Error('The document has no after-paint loader to list page scripts on.');
  if (pageScripts.length === 0) return html;
  return html.replace(
    loader,
    `<script ${PAGE_SCRIPTS_ATTRIBUTE}="${pageScripts.map(checkedUrl).join(' ')}" ${SHELL_SCRIPTS_ATTRIBUTE}=`,
  );
}

/** @param {string} url a built file's URL: in a space-separated list in an attribute, unescaped */
function checkedUrl(url) {
  if (!/^[^\s"'<>&]+$/.test(url)) throw new Error(`Unexpected script URL: ${url}`);
  return url;
}
