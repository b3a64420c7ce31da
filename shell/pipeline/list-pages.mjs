// @ts-check
// Stage 3: the route table (the shell's routes and those the remotes declare) as the
// list of addresses to render, and the not-found pages the server answers 404 with.
/** @typedef {import('./load-shell.mjs').ShellServer} ShellServer */
/** @typedef {import('./load-remotes.mjs').LoadedRemote} LoadedRemote */
/** @typedef {import('../src/app/routes.tsx').SiteRoute} SiteRoute */
/** @typedef {import('shared').RemoteName} RemoteName */
/** @typedef {{ path: string; lang: string; remote: RemoteName; module: string }} RemoteRoute */
/** @typedef {{ path: string; route?: SiteRoute; scope?: string; file?: string; notFound?: boolean }} PageToRender */
/** @typedef {{ path: string; scope: string; file: string }} NotFoundPage */
/**
 * @typedef {object} SitePages
 * @property {RemoteRoute[]} routes the remotes' routes, as the browser gets them in the runtime config
 * @property {PageToRender[]} pages every address of the route table
 * @property {NotFoundPage[]} notFound the not-found pages, each with the addresses it answers for
 */

/**
 * Path on the site → file in the release: `/` → index.html, `/es/blog` → es/blog.html.
 * @param {string} path
 */
export function fileOf(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Routes the remotes' pages where each remote declares them (the browser gets the same list
 * in the runtime config, so a new kind of page needs no shell release) and lists every page.
 * @param {ShellServer} server
 * @param {readonly LoadedRemote[]} remotes
 * @returns {SitePages}
 */
export function listPages(server, remotes) {
  const declaredRoutes = remotes.flatMap((r) =>
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
  // The shell's not-found pages, one per language, and those a remote declares for its own
  // addresses (an unknown post gets the blog's).
  const notFound = [
    { path: '/404', scope: '/' },
    { path: '/es/404', scope: '/es/' },
    ...remotes.flatMap((r) => r.entry.notFoundPages ?? []),
  ].map((p) => ({ ...p, file: fileOf(p.path) }));
  return { routes, pages, notFound };
}
