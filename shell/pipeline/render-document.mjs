// @ts-check
// One page as the complete document the visitor is served, rendered by the shell's
// `Document` (shell/src/server/Document.tsx), with the inline code it carries.
import { hashSource } from '@intenta/serve/security-headers.mjs';
import { afterPaintLoader } from './after-paint-loader.mjs';

/** @typedef {import('./load-shell.mjs').ShellBuild} ShellBuild */
/** @typedef {import('shared').PageMeta} PageMeta */
/**
 * @typedef {object} DocumentParts
 * @property {{ html: string; meta: PageMeta }} page the rendered page: `#root`'s markup and its metadata
 * @property {import('../src/lib/served-head.ts').ShareImage | undefined} shareImage
 * @property {{ css: string[]; js: string[] }} assets the page's remote files
 * @property {object} pinnedConfig the runtime config the browser gets
 */
/**
 * @typedef {object} ServedDocument
 * @property {string} html
 * @property {string[]} scriptHashes `'sha256-…'` of the inline scripts it runs (the loader)
 * @property {string[]} styleHashes `'sha256-…'` of its inline styles (the no-script rule)
 */

/**
 * @param {ShellBuild} shell
 * @param {DocumentParts} parts
 * @returns {Promise<ServedDocument>}
 */
export async function renderDocument(shell, { page, shareImage, assets, pinnedConfig }) {
  const { server } = shell;
  const loader = afterPaintLoader({
    startupScripts: shell.startupScripts,
    entryScripts: shell.entryScripts,
    pageScripts: assets.js,
  });
  const noscriptStyle = `.${server.revealClass}{opacity:1;transform:none}`;
  const html = await server.renderDocument({
    meta: page.meta,
    shareImage,
    htmlClass: server.globalClass,
    fontPreloads: shell.fontPreloads,
    stylesheets: [...shell.stylesheets, ...assets.css],
    runtimeConfig: pinnedConfig,
    noscriptStyle,
    loader,
    rootHtml: page.html,
  });
  return { html, scriptHashes: [hashSource(loader.code)], styleHashes: [hashSource(noscriptStyle)] };
}
