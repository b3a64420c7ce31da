// @ts-check
// Stage 4: every page and not-found page rendered by the shell's server build, made into a
// complete document with its share card, and written into the release; the documents' inline
// code is collected for the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PrerenderError } from './errors.mjs';
import { fileOf } from './list-pages.mjs';
import { remoteAssets } from './load-remotes.mjs';
import { renderDocument } from './render-document.mjs';
import { writeShareCard } from './share-card.mjs';

/** @typedef {import('./load-shell.mjs').ShellBuild} ShellBuild */
/** @typedef {import('./load-remotes.mjs').LoadedRemote} LoadedRemote */
/** @typedef {import('./fetch-files.mjs').FetchFile} FetchFile */
/** @typedef {import('./list-pages.mjs').PageToRender} PageToRender */
/** @typedef {import('./list-pages.mjs').SiteRoute} SiteRoute */
/** @typedef {import('shared').PageMeta} PageMeta */
/** @typedef {import('shared').SiteConfig} SiteConfig */
/** @typedef {PageToRender & { route: SiteRoute; meta: PageMeta; hash: string; lastModified: string }} RenderedPage */
/**
 * @typedef {object} RenderContext
 * @property {ShellBuild} shell
 * @property {SiteConfig} site
 * @property {(page: NonNullable<SiteRoute['page']>) => LoadedRemote} remoteOf the remote showing a page
 * @property {object} pinnedConfig the runtime config the browser gets
 * @property {string} release the release folder
 * @property {FetchFile} fetchFile
 * @property {Map<string, { hash: string; lastModified: string }>} previous what the current release recorded of each page
 */
/**
 * @typedef {object} RenderedSite
 * @property {RenderedPage[]} rendered the pages (not the not-found pages), in the route table's order
 * @property {string[]} inlineScriptHashes `'sha256-…'` of the inline scripts the documents run
 * @property {string[]} inlineStyleHashes `'sha256-…'` of the documents' inline styles
 */

/**
 * The page's markup and metadata from the shell's server build; a throwing page names its owner.
 * @param {ShellBuild['server']} server
 * @param {PageToRender} page
 */
async function renderMarkup(server, page) {
  try {
    return await server.renderPage(page.path);
  } catch (error) {
    const app = page.route?.page?.remote ?? 'shell';
    const who = app === 'shell' ? 'the shell' : `the ${app} remote`;
    const detail = error instanceof Error ? error.stack : error;
    throw new PrerenderError(`Rendering ${page.path} failed (${who}): ${detail}`, { app, page: page.path });
  }
}

/**
 * Renders one page into the release and returns its document.
 * @param {RenderContext} context
 * @param {PageToRender} page
 */
async function renderPageInto(context, page) {
  const { shell, site, release, fetchFile } = context;
  const result = await renderMarkup(shell.server, page);
  const remotePage = page.route?.page;
  const owner = remotePage ? context.remoteOf(remotePage) : null;
  const assets = owner && remotePage ? remoteAssets(owner, remotePage.module) : { css: [], js: [] };
  // A not-found page answers for many addresses and is shared by none: it keeps the generic picture.
  const shareImage = page.notFound
    ? undefined
    : await writeShareCard({
        release,
        path: page.path,
        meta: result.meta,
        owner,
        server: shell.server,
        site,
        fetchFile,
      });
  const served = await renderDocument(shell, {
    page: result,
    shareImage,
    assets,
    pinnedConfig: context.pinnedConfig,
  });
  const file = join(release, page.file ?? fileOf(page.path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, served.html);
  return { result, served };
}

/**
 * @param {RenderContext} context
 * @param {readonly PageToRender[]} toRender the pages, then the not-found pages
 * @returns {Promise<RenderedSite>}
 */
export async function renderPages(context, toRender) {
  // A page keeps its last-modified date while its content is unchanged (sitemap lastmod).
  const today = new Date().toISOString().slice(0, 10);
  /** @type {RenderedPage[]} */
  const rendered = [];
  const inlineScriptHashes = new Set();
  const inlineStyleHashes = new Set();
  for (const page of toRender) {
    const { result, served } = await renderPageInto(context, page);
    for (const hash of served.scriptHashes) inlineScriptHashes.add(hash);
    for (const hash of served.styleHashes) inlineStyleHashes.add(hash);
    if (page.notFound) continue;
    const hash = createHash('sha256').update(result.html).digest('hex').slice(0, 16);
    const before = context.previous.get(page.path);
    const lastModified = result.meta.lastModified ?? (before?.hash === hash ? before.lastModified : today);
    if (page.route) rendered.push({ ...page, route: page.route, meta: result.meta, hash, lastModified });
  }
  return { rendered, inlineScriptHashes: [...inlineScriptHashes], inlineStyleHashes: [...inlineStyleHashes] };
}
