// @ts-check
// Stage 2: every remote named in the runtime config, loaded as the browser loads it
// (manifest → the server build named in it), its exports checked against the shell's
// contract and its pages handed to the shell's server build.
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import { PrerenderError } from './errors.mjs';

/** @typedef {import('./load-shell.mjs').ShellServer} ShellServer */
/** @typedef {import('./load-shell.mjs').RuntimeConfig} RuntimeConfig */
/** @typedef {import('./fetch-files.mjs').FetchFile} FetchFile */
/** @typedef {import('shared').RemoteName} RemoteName */
/** @typedef {import('shared').RemoteServerEntry<RemoteName>} RemoteServerEntry */
/** @typedef {{ name: string; path?: string }} ManifestFile */
/**
 * The parts of a remote's `mf-manifest.json` the step reads.
 * @typedef {{
 *   metaData?: { publicPath?: string; ssrRemoteEntry?: ManifestFile; remoteEntry?: ManifestFile };
 *   exposes?: { name: string; assets: { css: { sync: string[]; async: string[] }; js: { sync: string[] } } }[];
 * }} Manifest
 */
/**
 * @typedef {{ name: string; manifestUrl: string; base: URL; manifest: Manifest; entry: RemoteServerEntry;
 *   remoteEntryUrl: string }} LoadedRemote
 */

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
 * The remote's own build, checked at run time against the contract the shell was
 * built with: every page module is exposed to the browser and is a component in
 * the server build (a type check in the monorepo says nothing of a build made elsewhere).
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
 * A file the manifest names, as a URL under the remote's public path.
 * @param {ManifestFile} file
 * @param {URL} base
 */
function manifestFileUrl(file, base) {
  return new URL(`${file.path ? `${file.path}/` : ''}${file.name}`, base).href;
}

/**
 * @param {string} name
 * @param {string} manifestUrl
 * @param {ShellServer['singletons']} singletons
 * @param {FetchFile} fetchFile
 * @returns {Promise<LoadedRemote>}
 */
async function loadRemote(name, manifestUrl, singletons, fetchFile) {
  const what = `The ${name} remote`;
  /** @type {Manifest} */
  const manifest = await (await fetchFile(manifestUrl, what)).json().catch(() => {
    throw new PrerenderError(`${what}: ${manifestUrl} is not a JSON manifest.`);
  });
  const meta = manifest.metaData ?? {};
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.', manifestUrl);
  const ssr = meta.ssrRemoteEntry;
  if (!ssr?.name)
    throw new PrerenderError(`${what}: ${manifestUrl} names no server build (metaData.ssrRemoteEntry).`);
  const serverUrl = manifestFileUrl(ssr, base);
  const code = await (await fetchFile(serverUrl, what)).text();
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
  // Checked against the contract just above.
  const checked = /** @type {RemoteServerEntry} */ (entry);
  return {
    name,
    manifestUrl,
    base,
    manifest,
    entry: checked,
    remoteEntryUrl: manifestFileUrl(remoteEntry, base),
  };
}

/**
 * Loads every remote of the runtime config, one after another, and gives the shell's
 * server build their pages.
 * @param {RuntimeConfig} runtimeConfig
 * @param {ShellServer} server
 * @param {FetchFile} fetchFile
 * @returns {Promise<LoadedRemote[]>}
 */
export async function loadRemotes(runtimeConfig, server, fetchFile) {
  /** @type {LoadedRemote[]} */
  const loaded = [];
  for (const [name, manifestUrl] of Object.entries(runtimeConfig.remotes ?? {})) {
    const remote = await loadRemote(name, manifestUrl, server.singletons, fetchFile).catch((error) => {
      // Whatever stops a remote from loading is that remote's fault, for the release tools.
      throw error instanceof PrerenderError ? new PrerenderError(error.message, { app: name }) : error;
    });
    for (const [module, Page] of Object.entries(remote.entry.pages ?? {}))
      server.provideRemotePage(/** @type {RemoteName} */ (name), module, Page);
    loaded.push(remote);
  }
  return loaded;
}

/**
 * The remote's files one page needs: its stylesheets (render-blocking, so nothing shifts) and scripts to preload.
 * @param {LoadedRemote} remote
 * @param {string} module
 */
export function remoteAssets(remote, module) {
  const expose = remote.manifest.exposes?.find((e) => e.name === module);
  if (!expose)
    throw new PrerenderError(`The ${remote.name} remote does not expose ${module} (${remote.manifestUrl}).`, {
      app: remote.name,
    });
  const url = (/** @type {string} */ file) => new URL(file, remote.base).href;
  return {
    css: [...expose.assets.css.sync, ...expose.assets.css.async].map(url),
    js: [remote.remoteEntryUrl, ...expose.assets.js.sync.map(url)],
  };
}

/**
 * The remote showing a page of the route table.
 * @param {readonly LoadedRemote[]} remotes
 * @param {string | undefined} configFile the runtime config, for the message
 * @returns {(page: { remote: string }) => LoadedRemote}
 */
export function remoteFinder(remotes, configFile) {
  return (page) => {
    const remote = remotes.find((r) => r.name === page.remote);
    if (remote) return remote;
    throw new PrerenderError(
      `The runtime config ${configFile} has no location for the ${page.remote} remote.`,
    );
  };
}

/**
 * The runtime config the browser gets: each remote pinned to the exact entry the HTML was
 * rendered from, the remotes' routes, and the release and versions the page was rendered
 * with (for field measurements), with a canary's way back to the current remotes.
 * @param {RuntimeConfig} runtimeConfig
 * @param {readonly LoadedRemote[]} remotes
 * @param {import('./list-pages.mjs').RemoteRoute[]} routes
 */
export function pinnedRuntimeConfig(runtimeConfig, remotes, routes) {
  return {
    remotes: Object.fromEntries(remotes.map((r) => [r.name, r.remoteEntryUrl])),
    site: runtimeConfig.site,
    routes,
    ...(runtimeConfig.versions ? { versions: runtimeConfig.versions } : {}),
    ...(runtimeConfig.release ? { release: runtimeConfig.release } : {}),
    ...(runtimeConfig.fallbackRemotes ? { fallbackRemotes: runtimeConfig.fallbackRemotes } : {}),
  };
}
