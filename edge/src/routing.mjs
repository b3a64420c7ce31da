// @ts-check
// What the Worker is told about the deployment (its `ROUTING` binding), and the pure decisions
// it takes from it: which origin a Host names, and whether a canary is active.

/**
 * The canary state the release tools keep in `deploy/canary.json`.
 * @typedef {object} CanaryState
 * @property {string} app
 * @property {string} version
 * @property {string} release the canary release id, a folder in releases/
 * @property {string} base the release that was current when it started
 * @property {number} share percent of visitors on the canary, may be fractional
 * @property {'running' | 'aborted' | 'promoted'} state
 * @property {string} [startedAt] when it started: its views' canary run (decision 071)
 * @property {string} [endedAt] when it was aborted
 * @property {number[]} [stages] the shares it goes through; the watcher's fields, with
 * @property {number} [stageIndex] the stage it is at,
 * @property {number} [every] how long a healthy stage lasts before it advances (ms),
 * @property {string} [stageStartedAt] and when this stage started
 * @property {string} [reason] why it ended
 */

/**
 * @typedef {object} RoutingState
 * @property {Record<string, string>} origins each app's origin (target.json): `shell`, `home`, `blog`…
 * @property {string | null} current the release visitors get
 * @property {string[]} releases every published release folder (current, previews, canaries)
 * @property {CanaryState | null} canary the contents of canary.json, if any
 * @property {Record<string, string>} remotePageHeaders the security headers of a remote's own page
 * @property {Record<string, Record<string, string>>} [versions] each served release's app versions
 *   (the current one and a running canary's), which its view tokens name
 */

/** @typedef {{ kind: 'shell' } | { kind: 'preview', id: string } | { kind: 'remote', app: string }} Origin */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin a request's Host names: a remote's (target.json), a preview (`<id>.preview.<host>`),
 * else the shell's. Locally, any loopback name with a remote's port is that remote.
 * @param {string} host
 * @param {Record<string, string>} origins
 * @param {(host: string) => string | undefined} previewIdOf
 * @returns {Origin}
 */
export function originFor(host, origins, previewIdOf) {
  const name = host.toLowerCase();
  const remotes = Object.entries(origins).filter(([app]) => app !== 'shell');
  for (const [app, origin] of remotes) if (hostOf(origin) === name) return { kind: 'remote', app };
  const [hostname = '', port = ''] = splitHost(name);
  if (LOOPBACK.has(hostname) && port) {
    for (const [app, origin] of remotes)
      if (splitHost(hostOf(origin))[1] === port) return { kind: 'remote', app };
  }
  const id = previewIdOf(name);
  return id ? { kind: 'preview', id } : { kind: 'shell' };
}

/** @param {string} origin */
function hostOf(origin) {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return '';
  }
}

/** `localhost:3040` → ['localhost', '3040'], `[::1]:80` → ['[::1]', '80']. @param {string} host */
function splitHost(host) {
  const colon = host.lastIndexOf(':');
  return colon > host.lastIndexOf(']') ? [host.slice(0, colon), host.slice(colon + 1)] : [host, ''];
}

/**
 * The running canary, if one is active: canary.json says running, started on the release that is
 * still current (a promote or rollback since ends it), and its release folder exists.
 * @param {Pick<RoutingState, 'canary' | 'current' | 'releases'>} state
 * @returns {CanaryState | null}
 */
export function activeCanary({ canary, current, releases }) {
  if (!canary || canary.state !== 'running' || !current || canary.base !== current) return null;
  if (!releases.includes(canary.release) || !(Number(canary.share) >= 0)) return null;
  return canary;
}
