// @ts-check
// The render pipeline: how every page reaches the visitor as a complete HTML document
// (docs/decisions/060-prerender.md, 067-render-pipeline.md). Read `renderSite` top to
// bottom; each stage is a file of this folder. It evaluates the remotes' server builds into
// this process's globals, so each render runs in a fresh process: `npm run prerender`
// (cli.mjs) runs it, and the other tools start that through `renderSiteInChildProcess`.
import { createFetchFile } from './fetch-files.mjs';
import { listPages } from './list-pages.mjs';
import { loadRemotes, pinnedRuntimeConfig, remoteFinder } from './load-remotes.mjs';
import { loadShellBuild, readRuntimeConfig } from './load-shell.mjs';
import {
  copyShellFiles,
  discardRelease,
  openRelease,
  publishRelease,
  readPreviousPages,
} from './publish.mjs';
import { renderPages } from './render-pages.mjs';
import { writeSiteFiles } from './site-files.mjs';

/**
 * @typedef {object} RenderSiteOptions
 * @property {string} distDir the shell build to render with
 * @property {string | undefined} configFile the runtime config (default: the local ports)
 * @property {string} outDir where releases are published (`out/releases/<time>`, `out/current`)
 * @property {string | undefined} releaseDir render into exactly this folder and publish nothing
 * @property {import('./fetch-files.mjs').LocalOrigin[]} localOrigins origins read from a folder
 */

/**
 * Renders every page and publishes the release; throws (a PrerenderError when it can say
 * what broke) with nothing published.
 * @param {RenderSiteOptions} options
 * @returns {Promise<{ release: string; pages: number; notFoundPages: number }>}
 */
export async function renderSite(options) {
  const shell = loadShellBuild(options.distDir);
  const runtimeConfig = readRuntimeConfig(options.configFile);
  shell.server.configureSite(runtimeConfig.site);
  const site = shell.server.getSiteConfig();
  const fetchFile = createFetchFile(options.localOrigins);
  const remotes = await loadRemotes(runtimeConfig, shell.server, fetchFile);
  const pages = listPages(shell.server, remotes);
  const pinnedConfig = pinnedRuntimeConfig(runtimeConfig, remotes, pages.routes);
  const previous = readPreviousPages(options.outDir);
  const release = openRelease(options);
  try {
    copyShellFiles(options.distDir, release);
    const remoteOf = remoteFinder(remotes, options.configFile);
    const context = { shell, site, remoteOf, pinnedConfig, release, fetchFile, previous };
    const renderedSite = await renderPages(context, [
      ...pages.pages,
      ...pages.notFound.map((p) => ({ ...p, notFound: true })),
    ]);
    await writeSiteFiles({
      release,
      server: shell.server,
      site,
      runtimeConfig,
      remotes,
      pages,
      renderedSite,
    });
    publishRelease(options, release);
    return { release, pages: renderedSite.rendered.length, notFoundPages: pages.notFound.length };
  } catch (error) {
    discardRelease(release);
    throw error;
  }
}
