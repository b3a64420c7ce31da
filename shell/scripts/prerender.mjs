// @ts-check
// The prerender step:
//   node shell/scripts/prerender.mjs [--config FILE] [--out DIR | --release DIR]
//                                    [--shell DIR] [--local ORIGIN=DIR ...]
// --config  the runtime config to render with (default: the local ports, PORT_OFFSET included)
// --out     publish into DIR/releases/<time> and point DIR/current at it (npm start)
// --release render into exactly DIR and publish nothing (the release tools publish it)
// --shell   the shell build to render with (default shell/dist)
// --local   read URLs under ORIGIN from DIR instead of the network (a deployment
//           folder that is not being served yet); repeatable
// Relative paths are resolved against the folder the command was started from.
//
// In a fresh process it loads every remote from the location in the runtime
// config, over HTTP, as the browser does (manifest → server build named in it),
// renders every page of the shell's route table with the shell's server build,
// and publishes complete HTML documents, each with its share card, plus sitemap,
// robots, feeds and llms.txt. Publishing is all or nothing: a new release folder is written
// beside the current one and swapped in with one atomic rename; on any failure
// the published site stays as it was. See docs/decisions/060-prerender.md.
import { createRequire } from 'node:module';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runInThisContext } from 'node:vm';
import { createHash } from 'node:crypto';
import { appPorts, runtimeConfigFor } from '@intenta/tooling/ports.mjs';
import { precompressFolder } from '@intenta/tooling/precompress.mjs';
import { headersFile, inlineHashes, securityHeaders } from '@intenta/tooling/security-headers.mjs';
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  drawShareCard,
  shareCardAlt,
} from '@intenta/tooling/share-card.mjs';
import { listPageScripts, startEntryAfterFirstPaint } from './entry-after-paint.mjs';

/** @typedef {typeof import('../src/server/index.tsx')} ShellServer */
/** @typedef {import('../src/app/routes.tsx').SiteRoute} SiteRoute */
/** @typedef {import('shared').RemoteName} RemoteName */
/** @typedef {import('shared').RemoteServerEntry<RemoteName>} RemoteServerEntry */
/** @typedef {import('shared').PageMeta} PageMeta */
/** @typedef {import('shared').SiteConfig} SiteConfig */
/** @typedef {import('../src/features/remote-loading/api/runtime-config.ts').RuntimeConfig} RuntimeConfig */
/** @typedef {{ name: string; path?: string }} ManifestFile */
/**
 * The parts of a remote's `mf-manifest.json` the prerender reads.
 * @typedef {{
 *   metaData?: { publicPath?: string; ssrRemoteEntry?: ManifestFile; remoteEntry?: ManifestFile };
 *   exposes?: { name: string; assets: { css: { sync: string[]; async: string[] }; js: { sync: string[] } } }[];
 * }} Manifest
 */
/**
 * @typedef {{ name: string; manifestUrl: string; base: URL; manifest: Manifest; entry: RemoteServerEntry;
 *   remoteEntryUrl: string }} LoadedRemote
 */
/** @typedef {{ path: string; route?: SiteRoute; scope?: string; file?: string; notFound?: boolean }} PageToRender */
/** @typedef {PageToRender & { route: SiteRoute; meta: PageMeta; hash: string; lastModified: string }} RenderedPage */

const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the repo root; INIT_CWD is where the command was typed.
const startDir = process.env.INIT_CWD ?? process.cwd();

const { values: options } = parseArgs({
  options: {
    shell: { type: 'string' },
    config: { type: 'string' },
    release: { type: 'string' },
    out: { type: 'string' },
    local: { type: 'string', multiple: true, default: [] },
  },
});
/** @param {string | undefined} value */
function pathOption(value) {
  return value === undefined ? undefined : resolve(startDir, value);
}
const distDir = pathOption(options.shell) ?? join(shellDir, 'dist');
const configFile = pathOption(options.config);
const releaseDir = pathOption(options.release);
const outDir = pathOption(options.out) ?? join(shellDir, 'published');
/** Origins read from a folder instead of the network: `http://localhost:3002` → deploy/apps/blog. */
const localOrigins = options.local.map((pair) => {
  const at = pair.indexOf('=');
  return { origin: new URL(pair.slice(0, at)).origin, dir: resolve(startDir, pair.slice(at + 1)) };
});

class PrerenderError extends Error {}

/**
 * A file of a local origin, answered as its static host would (404 when absent).
 * @param {string} url
 */
function localResponse(url) {
  const parsed = new URL(url);
  const local = localOrigins.find((l) => l.origin === parsed.origin);
  if (!local) return undefined;
  const file = resolve(local.dir, `.${decodeURIComponent(parsed.pathname)}`);
  if (!file.startsWith(local.dir)) return new Response(null, { status: 404 });
  try {
    return new Response(readFileSync(file));
  } catch {
    return new Response(null, { status: 404 });
  }
}

/**
 * @param {string} url
 * @param {string} what who asks, for the message
 */
async function fetchOk(url, what) {
  let response;
  // A connection reset or a timeout on a busy machine is tried once more before it fails the page.
  for (let attempt = 0; !response; attempt++) {
    try {
      response = localResponse(url) ?? (await fetch(url, { signal: AbortSignal.timeout(15_000) }));
    } catch (error) {
      if (attempt === 0) continue;
      const reason = /** @type {{ cause?: { code?: string }; message?: string }} */ (error);
      throw new PrerenderError(
        `${what}: ${url} could not be fetched (${reason.cause?.code ?? reason.message}).`,
      );
    }
  }
  if (!response.ok) throw new PrerenderError(`${what}: ${url} answered ${response.status}.`);
  return response;
}

/**
 * Runs a CommonJS server build fetched over HTTP; its shared packages are the shell's own copies.
 * @param {string} code
 * @param {string} url
 * @param {string} publicPath
 * @param {Record<string, unknown>} singletons
 * @returns {unknown} what the build exports
 */
function evaluateServerBuild(code, url, publicPath, singletons) {
  /** @type {{ exports: { default?: unknown } }} */
  const module = { exports: {} };
  const nodeRequire = createRequire(import.meta.url);
  const requireShared = (/** @type {string} */ id) => {
    if (Object.hasOwn(singletons, id)) return singletons[id];
    if (id.startsWith('node:')) return nodeRequire(id);
    throw new Error(`it asks for "${id}", which the shell does not share`);
  };
  const factory = runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: url });
  globalThis.__INTENTA_REMOTE_PUBLIC_PATH__ = publicPath;
  try {
    factory(module.exports, requireShared, module);
  } finally {
    delete globalThis.__INTENTA_REMOTE_PUBLIC_PATH__;
  }
  return module.exports.default ?? module.exports;
}

/**
 * @param {string} name
 * @param {string} manifestUrl
 * @param {ShellServer['singletons']} singletons
 * @returns {Promise<LoadedRemote>}
 */
async function loadRemote(name, manifestUrl, singletons) {
  const what = `The ${name} remote`;
  /** @type {Manifest} */
  const manifest = await (await fetchOk(manifestUrl, what)).json().catch(() => {
    throw new PrerenderError(`${what}: ${manifestUrl} is not a JSON manifest.`);
  });
  const meta = manifest.metaData ?? {};
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.', manifestUrl);
  const ssr = meta.ssrRemoteEntry;
  if (!ssr?.name)
    throw new PrerenderError(`${what}: ${manifestUrl} names no server build (metaData.ssrRemoteEntry).`);
  const serverUrl = new URL(`${ssr.path ? `${ssr.path}/` : ''}${ssr.name}`, base).href;
  const code = await (await fetchOk(serverUrl, what)).text();
  let entry;
  try {
    entry = evaluateServerBuild(code, serverUrl, base.href, singletons);
  } catch (error) {
    throw new PrerenderError(
      `${what}: the server build ${serverUrl} failed to load: ${error instanceof Error ? error.message : error}`,
    );
  }
  const { REMOTE_MODULES } = /** @type {typeof import('shared')} */ (singletons.shared);
  checkContract(name, manifestUrl, manifest, entry, REMOTE_MODULES[/** @type {RemoteName} */ (name)]);
  const remoteEntry = meta.remoteEntry;
  if (!remoteEntry?.name)
    throw new PrerenderError(`${what}: ${manifestUrl} names no browser entry (metaData.remoteEntry).`);
  return {
    name,
    manifestUrl,
    base,
    manifest,
    // Checked against the contract just above.
    entry: /** @type {RemoteServerEntry} */ (entry),
    remoteEntryUrl: new URL(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, base)
      .href,
  };
}

/**
 * The remote's own build, checked at run time against the contract the shell was
 * built with: every page module is exposed to the browser and is a component in
 * the server build (a type check in the monorepo says nothing of a build made elsewhere).
 */
/**
 * @param {string} name
 * @param {string} manifestUrl
 * @param {Manifest} manifest
 * @param {any} entry a server build's exports, of any shape: what this checks
 * @param {readonly string[] | undefined} modules
 */
function checkContract(name, manifestUrl, manifest, entry, modules) {
  if (!modules) throw new PrerenderError(`The ${name} remote is not in the shell's contract.`);
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.name));
  /** @type {string[]} */
  const problems = modules.flatMap((module) => {
    const Page = entry?.pages?.[module];
    const isComponent =
      typeof Page === 'function' || (typeof Page === 'object' && Page !== null && '$$typeof' in Page);
    return [
      ...(exposed.has(module) ? [] : [`does not expose ${module}`]),
      ...(isComponent ? [] : [`${module} is not a page component in its server build`]),
    ];
  });
  if (typeof entry?.llmsSection !== 'string') problems.push('its server entry names no llmsSection');
  if (!Array.isArray(entry?.routes)) problems.push('its server entry declares no routes');
  for (const route of entry?.routes ?? []) {
    if (!exposed.has(route.module) || !entry.pages?.[route.module])
      problems.push(`its route ${route.path} shows ${route.module}, which it does not expose as a page`);
  }
  if (problems.length)
    throw new PrerenderError(
      `The ${name} remote (${manifestUrl}) breaks the contract: ${problems.join('; ')}.`,
    );
}

/**
 * The remote's files one page needs: its stylesheets (render-blocking, so nothing shifts) and scripts to preload.
 * @param {LoadedRemote} remote
 * @param {string} module
 */
function remoteAssets(remote, module) {
  const expose = remote.manifest.exposes?.find((e) => e.name === module);
  if (!expose)
    throw new PrerenderError(`The ${remote.name} remote does not expose ${module} (${remote.manifestUrl}).`);
  const url = (/** @type {string} */ file) => new URL(file, remote.base).href;
  return {
    css: [...expose.assets.css.sync, ...expose.assets.css.async].map(url),
    js: [remote.remoteEntryUrl, ...expose.assets.js.sync.map(url)],
  };
}

/** @param {string} text */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Path on the site → file in the release: `/` → index.html, `/es/blog` → es/blog.html.
 * @param {string} path
 */
function fileOf(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

async function main() {
  /** @type {ShellServer} */
  const server = createRequire(import.meta.url)(join(distDir, 'server/index.cjs'));
  const template = startEntryAfterFirstPaint(
    readFileSync(join(distDir, 'index.html'), 'utf8'),
    JSON.parse(readFileSync(join(distDir, 'startup-scripts.json'), 'utf8')),
  );
  /** @type {RuntimeConfig} */
  let runtimeConfig;
  try {
    runtimeConfig = configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : runtimeConfigFor(appPorts());
  } catch (error) {
    const reason = /** @type {{ code?: string; message?: string }} */ (error);
    throw new PrerenderError(
      `The runtime config ${configFile} could not be read (${reason.code ?? reason.message}).`,
    );
  }
  server.configureSite(runtimeConfig.site);
  const site = server.getSiteConfig();

  // The shell's one stylesheet (chrome, shared UI, its own pages; decision 063), render-blocking so
  // the served page is styled before it paints.
  /** @type {{ initial: { css?: string[] }; async?: { css?: string[] }; assets?: string[] }} */
  const shellFiles = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')).entries.index;
  const shellCss = [...(shellFiles.initial.css ?? []), ...(shellFiles.async?.css ?? [])];

  // The Latin subset of the font: preloaded so it is there for the first paint (fonts.css).
  const fontPreloads = (shellFiles.assets ?? []).filter((f) =>
    /inter-latin-wght-normal\.[0-9a-f]+\.woff2$/.test(f),
  );

  /** @type {Partial<Record<string, LoadedRemote>>} */
  const remotes = {};
  for (const [name, manifestUrl] of Object.entries(runtimeConfig.remotes ?? {})) {
    const remote = await loadRemote(name, manifestUrl, server.singletons);
    for (const [module, Page] of Object.entries(remote.entry.pages ?? {}))
      server.provideRemotePage(/** @type {RemoteName} */ (name), module, Page);
    remotes[name] = remote;
  }
  const loaded = /** @type {LoadedRemote[]} */ (Object.values(remotes));
  /** @param {NonNullable<SiteRoute['page']>} page a remote's page in the route table */
  const remoteOf = (page) => {
    const remote = remotes[page.remote];
    if (!remote)
      throw new PrerenderError(
        `The runtime config ${configFile} has no location for the ${page.remote} remote.`,
      );
    return remote;
  };

  // The remotes' pages are routed where each remote declares them; the browser gets the
  // same list in the runtime config, so a new kind of page needs no shell release.
  const declaredRoutes = loaded.flatMap((r) =>
    r.entry.routes.map((route) => ({ ...route, remote: /** @type {RemoteName} */ (r.name) })),
  );
  const routes = declaredRoutes.map(({ path, lang, remote, module }) => ({ path, lang, remote, module }));
  server.configureRemoteRoutes(routes);

  // Every page of the route table; a parameterised route has the addresses its remote names.
  /** @type {PageToRender[]} */
  const pages = [];
  for (const route of server.siteRoutes()) {
    if (route.calendarKey) continue;
    if (!route.path.includes(':')) {
      pages.push({ path: route.path, route });
      continue;
    }
    const params = declaredRoutes.find((r) => r.path === route.path)?.params?.() ?? [];
    for (const values of params) pages.push({ path: server.generatePath(route.path, values), route });
  }
  // The not-found pages the server answers 404 with: the shell's, one per language, and
  // those a remote declares for its own addresses (an unknown post gets the blog's).
  const notFound = [
    { path: '/404', scope: '/' },
    { path: '/es/404', scope: '/es/' },
    ...loaded.flatMap((r) => r.entry.notFoundPages ?? []),
  ].map((p) => ({ ...p, file: fileOf(p.path) }));

  // The served config pins each remote to the exact entry the HTML was rendered from,
  // and names the versions the page was rendered with (for field measurements).
  const pinnedConfig = {
    remotes: Object.fromEntries(loaded.map((r) => [r.name, r.remoteEntryUrl])),
    site: runtimeConfig.site,
    routes,
    ...(runtimeConfig.versions ? { versions: runtimeConfig.versions } : {}),
  };

  // A page keeps its last-modified date while its content is unchanged (sitemap lastmod).
  const today = new Date().toISOString().slice(0, 10);
  const previous = readPreviousPages();

  const release = releaseDir ?? join(outDir, 'releases', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(release, { recursive: true });
  try {
    cpSync(distDir, release, {
      recursive: true,
      filter: (source) =>
        !source.startsWith(join(distDir, 'server')) &&
        // The build's own lists and template (and their compressed copies) are not published.
        !/^(?:index\.html|build-manifest\.json|startup-scripts\.json)(?:\.br|\.gz)?$/.test(
          relative(distDir, source),
        ),
    });
    /** @type {RenderedPage[]} */
    const rendered = [];
    /** @type {Set<string>} */
    const inlineScriptHashes = new Set();
    /** @type {Set<string>} */
    const inlineStyleHashes = new Set();
    /** @type {PageToRender[]} */
    const toRender = [...pages, ...notFound.map((p) => ({ ...p, notFound: true }))];
    for (const page of toRender) {
      let result;
      try {
        result = await server.renderPage(page.path);
      } catch (error) {
        const who = page.route?.page ? `the ${page.route.page.remote} remote` : 'the shell';
        const detail = error instanceof Error ? error.stack : error;
        throw new PrerenderError(`Rendering ${page.path} failed (${who}): ${detail}`);
      }
      const route = page.route ?? null;
      const remotePage = route?.page;
      const owner = remotePage ? remoteOf(remotePage) : null;
      const assets = owner && remotePage ? remoteAssets(owner, remotePage.module) : { css: [], js: [] };
      // A not-found page answers for many addresses and is shared by none: it keeps the generic picture.
      const shareImage = page.notFound
        ? undefined
        : await writeShareCard(release, page.path, result.meta, owner, server, site);
      const head = [
        server.pageHead(result.meta, shareImage),
        ...fontPreloads.map(
          (href) =>
            `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin>`,
        ),
        ...shellCss.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
        ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
        `<script type="application/json" id="runtime-config">${JSON.stringify(pinnedConfig).replace(/</g, '\\u003c')}</script>`,
        `<noscript><style>.${server.revealClass}{opacity:1;transform:none}</style></noscript>`,
      ].join('\n    ');
      const html = listPageScripts(template, assets.js)
        .replace(/<html lang="[^"]*">/, `<html lang="${result.meta.lang}" class="${server.globalClass}">`)
        .replace(/<title>[^<]*<\/title>/, head)
        .replace('<div id="root"></div>', `<div id="root">${result.html}</div>`);
      const file = join(release, page.file ?? fileOf(page.path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      const hashes = inlineHashes(html);
      for (const hash of hashes.scripts) inlineScriptHashes.add(hash);
      for (const hash of hashes.styles) inlineStyleHashes.add(hash);
      if (page.notFound) continue;
      const hash = createHash('sha256').update(result.html).digest('hex').slice(0, 16);
      const before = previous.get(page.path);
      const lastModified = result.meta.lastModified ?? (before?.hash === hash ? before.lastModified : today);
      if (route) rendered.push({ ...page, route, meta: result.meta, hash, lastModified });
    }

    const redirects = [
      ...server
        .siteRoutes()
        .flatMap((r) => (r.calendarKey ? [`${r.path} ${site.calendarBookingUrls[r.calendarKey]} 302`] : [])),
      // Unknown addresses get the not-found page of the longest scope, with status 404
      // (Netlify's syntax: a 404 rule applies only where no file matches).
      ...[...notFound]
        .sort((a, b) => b.scope.length - a.scope.length)
        .map((p) => `${p.scope}* ${p.path} 404`),
    ];
    writeFileSync(join(release, '_redirects'), `${redirects.join('\n')}\n`);
    // The security headers of every page, from the configuration the pages were rendered
    // with and the inline code they carry (docs/decisions/070-content-security-policy.md).
    const headers = securityHeaders({
      site,
      remoteUrls: loaded.flatMap((r) => [r.manifestUrl, r.base.href, r.remoteEntryUrl]),
      inlineScriptHashes: [...inlineScriptHashes],
      inlineStyleHashes: [...inlineStyleHashes],
    });
    writeFileSync(join(release, '_headers'), headersFile(headers));
    writeFileSync(
      join(release, 'runtime-config.json'),
      `${JSON.stringify({ ...runtimeConfig, routes }, null, 2)}\n`,
    );
    await writeDiscoveryFiles(release, server, site, remotes, rendered);
    const record = {
      renderedAt: new Date().toISOString(),
      remotes: pinnedConfig.remotes,
      pages: rendered.map(({ path, route, hash, lastModified }) => ({
        path,
        route: route.path,
        remote: route.page?.remote ?? null,
        module: route.page?.module ?? null,
        hash,
        lastModified,
      })),
    };
    writeFileSync(join(release, 'prerender.json'), `${JSON.stringify(record, null, 2)}\n`);
    precompressFolder(release);
    if (!releaseDir) publish(release);
    console.log(
      `Prerendered ${rendered.length} pages and ${notFound.length} not-found pages into ${release}`,
    );
  } catch (error) {
    rmSync(release, { recursive: true, force: true });
    throw error;
  }
}

/** Image types a card's illustration may have, by file extension (when its host sends none). */
/** @type {Record<string, string>} */
const IMAGE_TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * Draws the page's share card from what its owner says of it (the remote's `shareCard`, the
 * shell's for its own pages) and writes it under `share/`, named by its content's hash so it
 * is cached for good and a changed title is a new file. Returns what the head says of it.
 */
/**
 * @param {string} release
 * @param {string} path
 * @param {PageMeta} meta
 * @param {LoadedRemote | null} owner the remote whose page it is, null for the shell's
 * @param {ShellServer} server
 * @param {SiteConfig} site
 */
async function writeShareCard(release, path, meta, owner, server, site) {
  const who = owner ? `the ${owner.name} remote` : 'the shell';
  let card;
  let illustration;
  try {
    card = owner ? (owner.entry.shareCard?.(meta) ?? { title: meta.title }) : server.shareCard(meta);
    if (card.illustration) {
      const url = new URL(card.illustration, owner?.base ?? site.siteUrl).href;
      const response = await fetchOk(url, `The share card of ${path}`);
      const extension = /\.[a-z]+$/.exec(new URL(url).pathname)?.[0] ?? '';
      illustration = {
        bytes: new Uint8Array(await response.arrayBuffer()),
        type: response.headers.get('content-type')?.split(';')[0] ?? IMAGE_TYPES[extension] ?? '',
      };
    }
    const png = await drawShareCard({
      card,
      lang: meta.lang,
      brandName: site.brandName,
      siteHost: new URL(site.siteUrl).host,
      illustration,
    });
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
    const file = `share/${fileOf(path).replace(/\.html$/, '')}.${hash}.png`;
    mkdirSync(dirname(join(release, file)), { recursive: true });
    writeFileSync(join(release, file), png);
    return {
      url: `/${file}`,
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      alt: shareCardAlt(card, site.brandName),
    };
  } catch (error) {
    if (error instanceof PrerenderError) throw error;
    throw new PrerenderError(
      `The share card of ${path} (${who}) could not be drawn: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** What the current release recorded of each page (its content hash and last-modified date). */
function readPreviousPages() {
  try {
    /** @type {{ pages: { path: string; hash: string; lastModified: string }[] }} */
    const record = JSON.parse(readFileSync(join(outDir, 'current', 'prerender.json'), 'utf8'));
    return new Map(record.pages.map((p) => [p.path, p]));
  } catch {
    return new Map();
  }
}

/**
 * The heading a page is listed under in llms.txt: its remote's, or 'Legal' for the shell's own pages.
 * @param {SiteRoute} route
 * @param {Partial<Record<string, LoadedRemote>>} remotes
 */
function sectionOf(route, remotes) {
  return route.page ? (remotes[route.page.remote]?.entry.llmsSection ?? '') : 'Legal';
}

/**
 * sitemap.xml, robots.txt, llms.txt and the remotes' feeds, all from what was just rendered.
 * @param {string} release
 * @param {ShellServer} server
 * @param {SiteConfig} site
 * @param {Partial<Record<string, LoadedRemote>>} remotes
 * @param {RenderedPage[]} rendered
 */
async function writeDiscoveryFiles(release, server, site, remotes, rendered) {
  const loaded = /** @type {LoadedRemote[]} */ (Object.values(remotes));
  // A page that asks not to be indexed (a form's confirmation) is listed nowhere.
  const listed = rendered.filter(({ meta }) => !/\bnoindex\b/i.test(meta.robots ?? ''));
  const pages = listed.map(({ path, route, meta, lastModified }) => ({
    path,
    lang: meta.lang,
    title: meta.title,
    description: meta.description,
    alternates: {
      [meta.lang]: meta.path,
      ...(meta.alternatePath ? { [meta.lang === 'en' ? 'es' : 'en']: meta.alternatePath } : {}),
    },
    lastModified,
    section: sectionOf(route, remotes),
  }));
  const feeds = loaded.flatMap((remote) =>
    server.LANGS.flatMap((lang) => (remote.entry.feeds?.(lang) ?? []).map((feed) => ({ ...feed, lang }))),
  );
  for (const feed of feeds) {
    const file = join(release, feed.path.slice(1));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      server.buildRssFeed({
        siteUrl: site.siteUrl,
        lang: feed.lang,
        brandName: site.brandName,
        title: feed.title,
        description: feed.description,
        blogPath: feed.pagePath,
        feedPath: feed.path,
        items: feed.entries,
      }),
    );
  }
  // One answer per page: the sitemap lists each page at its canonical address only, never a
  // served duplicate (`/referido` is `/es/referido`'s, docs/product.md §18).
  const canonicalPages = pages.filter((page) => page.alternates[page.lang] === page.path);
  writeFileSync(join(release, 'sitemap.xml'), await server.buildSitemap(canonicalPages, site.siteUrl));
  writeFileSync(join(release, 'robots.txt'), server.buildRobotsTxt(site.siteUrl));
  const home = pages.find((p) => p.path === '/');
  writeFileSync(
    join(release, 'llms.txt'),
    server.buildLlmsTxt({
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
    }),
  );
}

/**
 * Points `out/current` at the new release in one atomic rename; keeps the previous release for rollback.
 * @param {string} release
 */
function publish(release) {
  const current = join(outDir, 'current');
  const next = join(outDir, `current.${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(join('releases', basename(release)), next);
  renameSync(next, current);
  const releases = readdirSync(join(outDir, 'releases')).sort();
  for (const old of releases.slice(0, -2))
    rmSync(join(outDir, 'releases', old), { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error instanceof PrerenderError ? `Prerender failed: ${error.message}` : error);
  console.error('Nothing was published; the site keeps its previous pages.');
  process.exit(1);
});
