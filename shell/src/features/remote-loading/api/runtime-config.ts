import {
  LANGS,
  REMOTE_NAMES,
  remotePageRef,
  type RemoteName,
  type SiteConfigOverrides,
  type SiteRemoteRoute,
} from 'shared';

export interface RuntimeConfig {
  /** Where each remote's `mf-manifest.json` lives. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Per-deployment overrides of the site configuration. */
  site?: SiteConfigOverrides;
  /**
   * Every remote page's address, as the remotes declared them when the page was
   * rendered. Absent on a development page: the shell then asks each remote.
   */
  routes?: SiteRemoteRoute[];
  /** The version of each app the page was rendered with (a release's pins). */
  versions?: Record<string, string>;
  /** The id of the release the page belongs to (absent on a development page). */
  release?: string;
  /**
   * A canary release's way back: for each remote whose version differs from the current
   * release's, the current release's manifest, loaded when the canary's fails (decision 096).
   */
  fallbackRemotes?: Partial<Record<RemoteName, string>>;
}

const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * Reads the runtime config served beside the shell. Remote locations are never
 * baked into the bundle, so moving a remote means editing this file only.
 * When the file cannot be read, every remote page shows its fallback while the
 * shell's own pages keep working.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error(`Could not read ${RUNTIME_CONFIG_PATH}:`, error);
    return { remotes: {} };
  }
}

/** The id of the JSON script in which a served document carries its runtime config. */
const EMBEDDED_RUNTIME_CONFIG_ID = 'runtime-config';

/**
 * The runtime config a served (prerendered) document was rendered with, or
 * null on a development page. Its remotes point at the exact entries the HTML
 * came from, so the browser hydrates with the same code.
 */
export function embeddedRuntimeConfig(): RuntimeConfig | null {
  const element = document.getElementById(EMBEDDED_RUNTIME_CONFIG_ID);
  if (!element?.textContent) return null;
  try {
    return parseRuntimeConfig(JSON.parse(element.textContent));
  } catch (error) {
    console.error('The served runtime config is not valid JSON:', error);
    return null;
  }
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = (raw ?? {}) as {
    remotes?: Record<string, unknown>;
    site?: SiteConfigOverrides;
    routes?: unknown;
    versions?: Record<string, string>;
    release?: unknown;
    fallbackRemotes?: Record<string, unknown>;
  };
  const remotes = remoteUrls(value.remotes);
  const fallbackRemotes = value.fallbackRemotes ? remoteUrls(value.fallbackRemotes) : undefined;
  // Written by the prerender step from the remotes' own declarations.
  const routes = Array.isArray(value.routes) ? value.routes.flatMap(parseRemoteRoute) : undefined;
  return {
    remotes,
    site: value.site,
    ...(routes ? { routes } : {}),
    ...(value.versions ? { versions: value.versions } : {}),
    ...(typeof value.release === 'string' && value.release ? { release: value.release } : {}),
    ...(fallbackRemotes && Object.keys(fallbackRemotes).length ? { fallbackRemotes } : {}),
  };
}

/** The remotes of the contract that `raw` gives an address for. */
function remoteUrls(raw: Record<string, unknown> | undefined): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = raw?.[name];
    if (typeof url === 'string' && url) urls[name] = url;
  }
  return urls;
}

/** A route of the config, if it names a page module of the contract; nothing otherwise. */
function parseRemoteRoute(raw: unknown): SiteRemoteRoute[] {
  const { path, lang, remote, module } = (raw ?? {}) as Record<string, unknown>;
  const page =
    typeof remote === 'string' && typeof module === 'string' ? remotePageRef(remote, module) : undefined;
  const routeLang = LANGS.find((known) => known === lang);
  return page && routeLang && typeof path === 'string' ? [{ ...page, path, lang: routeLang }] : [];
}
