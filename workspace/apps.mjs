// @ts-check
// The one list of the site's deployables. Everything that needs the list reads it
// from here: the ports, the dev and start scripts, the Rsbuild helper, the ESLint
// import boundaries, the Vitest projects and the per-workspace test runner.
// Two places cannot import it and are checked against it by apps.test.ts instead:
// the root package.json's workspaces and the remote contract's types.

/**
 * Each app's workspace folder, its Module Federation name (remotes only) and its
 * local port when nothing overrides it. The shell comes first: it is the host.
 */
export const APP_LIST = /** @type {const} */ ([
  { app: 'shell', port: 3000 },
  { app: 'mf-home', remote: 'home', port: 3001 },
  { app: 'mf-blog', remote: 'blog', port: 3002 },
  { app: 'mf-partners', remote: 'partners', port: 3003 },
  { app: 'mf-leads', remote: 'leads', port: 3004 },
]);

/** @typedef {(typeof APP_LIST)[number]} AppEntry */
/** @typedef {AppEntry['app']} AppName */
/** @typedef {{ [E in Extract<AppEntry, { remote: string }> as E['app']]: E['remote'] }} RemoteOfApp */

/** Workspace folders of the five apps, the shell first. */
export const APPS = APP_LIST.map((entry) => entry.app);

/** Federation name of each remote app, as the contract in shared/ spells it. */
export const REMOTE_OF_APP = /** @type {RemoteOfApp} */ (
  // Object.fromEntries types its result by string keys only; the entries are exactly APP_LIST's remotes.
  Object.fromEntries(APP_LIST.flatMap((entry) => ('remote' in entry ? [[entry.app, entry.remote]] : [])))
);
