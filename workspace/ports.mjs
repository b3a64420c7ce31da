// @ts-check
// One place for the local ports of the composed site. Each can be overridden by
// an environment variable; PORT_OFFSET shifts all of them at once (handy to run
// two copies of the site side by side).
import { APP_LIST } from './apps.mjs';

const offset = Number(process.env.PORT_OFFSET ?? 0);

/**
 * @param {string} envName the variable that overrides the port
 * @param {number} fallback the default port, before PORT_OFFSET
 * @returns {number}
 */
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

/**
 * The runtime config the shell reads at start: where each remote's manifest lives, and
 * the local API for the partner form and the page views' field report.
 */
export function runtimeConfigFor(ports = appPorts(), host = 'localhost') {
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const entry of APP_LIST) {
    if ('remote' in entry) remotes[entry.remote] = `http://${host}:${ports[entry.app]}/mf-manifest.json`;
  }
  const api = `http://${host}:${apiPort()}`;
  return { remotes, site: { backend: { url: api }, fieldReportUrl: `${api}/functions/v1/field-report` } };
}

/** The content studio (npm run studio) and its content backend, decap-server. */
export function studioPorts() {
  return { studio: port('STUDIO_PORT', 3010), backend: port('STUDIO_BACKEND_PORT', 8081) };
}
