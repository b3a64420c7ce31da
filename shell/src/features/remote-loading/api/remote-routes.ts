import { loadRemote } from '@module-federation/enhanced/runtime';
import { remotePageRef, ROUTES_MODULE, type RoutesModule, type SiteRemoteRoute } from 'shared';
import { configuredRemotes, RemoteUnavailableError } from './load-remote-page';

/**
 * The routes of every configured remote, from their `routes` modules: how a
 * development page (no runtime config with routes) learns the remotes' addresses.
 * A remote that cannot be reached adds none; its addresses show the not-found page.
 */
export async function loadRemoteRoutes(): Promise<SiteRemoteRoute[]> {
  const lists = await Promise.all(
    configuredRemotes().map((remote) =>
      loadRemote<RoutesModule>(`${remote}/${ROUTES_MODULE}`).then(
        (loaded) =>
          (loaded?.routes ?? []).flatMap(({ path, lang, module }) => {
            // A module the contract does not give this remote cannot be loaded: no route for it.
            const page = remotePageRef(remote, module);
            return page ? [{ ...page, path, lang }] : [];
          }),
        (error: unknown) => {
          console.error(new RemoteUnavailableError(remote, error));
          return [];
        },
      ),
    ),
  );
  return lists.flat();
}
