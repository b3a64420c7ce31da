// @ts-check
// Stage 5: the release's files beside the pages, all from what was just rendered:
// `_redirects`, `_headers`, the runtime config, the feeds, sitemap.xml, robots.txt,
// llms.txt and prerender.json (what was rendered, with which remotes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { headersFile, securityHeaders } from '@intenta/serve/security-headers.mjs';

/** @typedef {import('./load-shell.mjs').ShellServer} ShellServer */
/** @typedef {import('./load-shell.mjs').RuntimeConfig} RuntimeConfig */
/** @typedef {import('./load-remotes.mjs').LoadedRemote} LoadedRemote */
/** @typedef {import('./list-pages.mjs').SitePages} SitePages */
/** @typedef {import('./render-pages.mjs').RenderedSite} RenderedSite */
/** @typedef {import('./render-pages.mjs').RenderedPage} RenderedPage */
/** @typedef {import('shared').SiteConfig} SiteConfig */
/**
 * @typedef {object} SiteFilesInput
 * @property {string} release the release folder
 * @property {ShellServer} server
 * @property {SiteConfig} site
 * @property {RuntimeConfig} runtimeConfig
 * @property {readonly LoadedRemote[]} remotes
 * @property {SitePages} pages
 * @property {RenderedSite} renderedSite
 */

/**
 * The booking addresses' redirects, then unknown addresses to the not-found page of the
 * longest scope, with status 404 (Netlify's syntax: a 404 rule applies only where no file matches).
 * @param {SiteFilesInput} input
 */
function writeRedirects({ release, server, site, pages }) {
  const redirects = [
    ...server
      .siteRoutes()
      .flatMap((r) => (r.calendarKey ? [`${r.path} ${site.calendarBookingUrls[r.calendarKey]} 302`] : [])),
    ...[...pages.notFound]
      .sort((a, b) => b.scope.length - a.scope.length)
      .map((p) => `${p.scope}* ${p.path} 404`),
  ];
  writeFileSync(join(release, '_redirects'), `${redirects.join('\n')}\n`);
}

/**
 * The security headers of every page, from the configuration the pages were rendered with
 * and the inline code they carry (docs/decisions/070-content-security-policy.md).
 * @param {SiteFilesInput} input
 */
function writeHeaders({ release, site, remotes, renderedSite }) {
  const headers = securityHeaders({
    site,
    remoteUrls: remotes.flatMap((r) => [r.manifestUrl, r.base.href, r.remoteEntryUrl]),
    inlineScriptHashes: renderedSite.inlineScriptHashes,
    inlineStyleHashes: renderedSite.inlineStyleHashes,
  });
  writeFileSync(join(release, '_headers'), headersFile(headers));
}

/**
 * Each remote's RSS feeds, written where they say.
 * @param {SiteFilesInput} input
 */
function writeFeeds({ release, server, site, remotes }) {
  const feeds = remotes.flatMap((remote) =>
    server.LANGS.flatMap((lang) => (remote.entry.feeds?.(lang) ?? []).map((feed) => ({ ...feed, lang }))),
  );
  for (const feed of feeds) {
    const file = join(release, feed.path.slice(1));
    mkdirSync(dirname(file), { recursive: true });
    const rss = server.buildRssFeed({
      siteUrl: site.siteUrl,
      lang: feed.lang,
      brandName: site.brandName,
      title: feed.title,
      description: feed.description,
      blogPath: feed.pagePath,
      feedPath: feed.path,
      items: feed.entries,
    });
    writeFileSync(file, rss);
  }
  return feeds;
}

/**
 * The pages as the discovery files list them; a page that asks not to be indexed (a form's
 * confirmation) is listed nowhere. llms.txt lists each under its remote's heading, or
 * 'Legal' for the shell's own pages.
 * @param {SiteFilesInput} input
 */
function listedPages({ remotes, renderedSite }) {
  const listed = renderedSite.rendered.filter(({ meta }) => !/\bnoindex\b/i.test(meta.robots ?? ''));
  return listed.map(({ path, route, meta, lastModified }) => ({
    path,
    lang: meta.lang,
    title: meta.title,
    description: meta.description,
    alternates: {
      [meta.lang]: meta.path,
      ...(meta.alternatePath ? { [meta.lang === 'en' ? 'es' : 'en']: meta.alternatePath } : {}),
    },
    lastModified,
    section: route.page
      ? (remotes.find((r) => r.name === route.page?.remote)?.entry.llmsSection ?? '')
      : 'Legal',
  }));
}

/**
 * sitemap.xml, robots.txt, llms.txt and the remotes' feeds.
 * @param {SiteFilesInput} input
 */
async function writeDiscoveryFiles(input) {
  const { release, server, site } = input;
  const pages = listedPages(input);
  const feeds = writeFeeds(input);
  // One answer per page: the sitemap lists each page at its canonical address only, never a
  // served duplicate (`/referido` is `/es/referido`'s, docs/product.md §18).
  const canonicalPages = pages.filter((page) => page.alternates[page.lang] === page.path);
  writeFileSync(join(release, 'sitemap.xml'), await server.buildSitemap(canonicalPages, site.siteUrl));
  writeFileSync(join(release, 'robots.txt'), server.buildRobotsTxt(site.siteUrl));
  const home = pages.find((p) => p.path === '/');
  const llms = server.buildLlmsTxt({
    siteUrl: site.siteUrl,
    brandName: site.brandName,
    summary: home?.description ?? site.brandName,
    pages,
    extras: [
      ...feeds.map((feed) => ({
        title: feed.title,
        path: feed.path,
        description: `RSS feed (${feed.lang})`,
      })),
      { title: 'Sitemap', path: '/sitemap.xml', description: 'Every page with its language alternates' },
    ],
  });
  writeFileSync(join(release, 'llms.txt'), llms);
}

/**
 * What was rendered, with which remotes: the next run reads each page's hash and date from it.
 * @param {SiteFilesInput} input
 */
function writeRecord({ release, remotes, renderedSite }) {
  const record = {
    renderedAt: new Date().toISOString(),
    remotes: Object.fromEntries(remotes.map((r) => [r.name, r.remoteEntryUrl])),
    pages: renderedSite.rendered.map(({ path, route, hash, lastModified }) => ({
      path,
      route: route.path,
      remote: route.page?.remote ?? null,
      module: route.page?.module ?? null,
      hash,
      lastModified,
    })),
  };
  writeFileSync(join(release, 'prerender.json'), `${JSON.stringify(record, null, 2)}\n`);
}

/** @param {SiteFilesInput} input */
export async function writeSiteFiles(input) {
  const { release, runtimeConfig, pages } = input;
  writeRedirects(input);
  writeHeaders(input);
  writeFileSync(
    join(release, 'runtime-config.json'),
    `${JSON.stringify({ ...runtimeConfig, routes: pages.routes }, null, 2)}\n`,
  );
  await writeDiscoveryFiles(input);
  writeRecord(input);
}
