// The remotes' routes as a release carries them in its runtime config, read from each
// remote's own declaration (its package's `routes` export, src/exposes/routes.ts): for shell
// unit tests, which cannot import the remotes themselves. Like every test helper, this imports
// an app only through what its package exports, never its source files (lint refuses that).
import type { RemoteName, RemoteRoute, SiteRemoteRoute } from 'shared';
import { routes as home } from 'mf-home/routes';
import { routes as blog } from 'mf-blog/routes';
import { routes as partners } from 'mf-partners/routes';
import { routes as leads } from 'mf-leads/routes';

const published = <R extends RemoteName>(remote: R, routes: readonly RemoteRoute<R>[]) =>
  routes.map(({ path, lang, module }) => ({ path, lang, remote, module }));

export const PUBLISHED_REMOTE_ROUTES: readonly SiteRemoteRoute[] = [
  ...published('home', home),
  ...published('blog', blog),
  ...published('partners', partners),
  ...published('leads', leads),
];
