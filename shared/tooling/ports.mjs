// One place for the local ports of the composed site. Each can be overridden by
// an environment variable; PORT_OFFSET shifts all of them at once (handy to run
// two copies of the site side by side).
import { APP_LIST, REMOTE_OF_APP } from './apps.mjs';

const offset = Number(process.env.PORT_OFFSET ?? 0);

const port = (envName, fallback) => {
  const raw = process.env[envName];
  return raw ? Number(raw) : fallback + offset;
};

/** @typedef {import('./apps.mjs').AppName} AppName */

/**
 * Each app's port: `<REMOTE>_PORT` (SHELL_PORT for the shell) or its default.
 * @returns {Record<AppName, number>}
 */
export function appPorts() {
  return /** @type {Record<AppName, number>} */ (
    Object.fromEntries(
      APP_LIST.map((entry) => [
        entry.app,
        port(`${('remote' in entry ? entry.remote : entry.app).toUpperCase()}_PORT`, entry.port),
      ]),
    )
  );
}

/** The partner-application API (local stand-in of the hosted functions). */
export function apiPort() {
  return port('API_PORT', 54321);
}

/** The runtime config the shell reads at start: where each remote's manifest lives. */
export function runtimeConfigFor(ports = appPorts(), host = 'localhost') {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [app, name] of Object.entries(REMOTE_OF_APP)) {
    remotes[name] = `http://${host}:${ports[app]}/mf-manifest.json`;
  }
  return { remotes, site: { backend: { url: `http://${host}:${apiPort()}` } } };
}
