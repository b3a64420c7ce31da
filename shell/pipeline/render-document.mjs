// @ts-check
// One page as the complete document the visitor is served: the shell's template with the
// page's head, stylesheets, runtime config, scripts and markup.
import { listPageScripts } from '../scripts/entry-after-paint.mjs';

/** @typedef {import('./load-shell.mjs').ShellBuild} ShellBuild */
/** @typedef {import('shared').PageMeta} PageMeta */
/**
 * @typedef {object} DocumentParts
 * @property {{ html: string; meta: PageMeta }} page the rendered page: `#root`'s markup and its metadata
 * @property {import('../src/lib/head-tags.ts').ShareImage | undefined} shareImage
 * @property {{ css: string[]; js: string[] }} assets the page's remote files
 * @property {object} pinnedConfig the runtime config the browser gets
 */

/** @param {string} text */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * @param {ShellBuild} shell
 * @param {DocumentParts} parts
 * @returns {string}
 */
export function renderDocument({ server, template, fontPreloads, stylesheets }, parts) {
  const { page, shareImage, assets, pinnedConfig } = parts;
  const head = [
    server.pageHead(page.meta, shareImage),
    ...fontPreloads.map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin>`,
    ),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    `<script type="application/json" id="runtime-config">${JSON.stringify(pinnedConfig).replace(/</g, '\\u003c')}</script>`,
    `<noscript><style>.${server.revealClass}{opacity:1;transform:none}</style></noscript>`,
  ].join('\n    ');
  return listPageScripts(template, assets.js)
    .replace(/<html lang="[^"]*">/, `<html lang="${page.meta.lang}" class="${server.globalClass}">`)
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}
