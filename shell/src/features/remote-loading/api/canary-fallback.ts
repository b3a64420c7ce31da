import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, remoteGlobalName, reportFieldEvent, type RemoteName } from 'shared';
import { remoteState } from './load-remote-page';

/** What the page learns when it falls back: the remote, and the entry it left and took. */
export interface RemoteFallback {
  remote: RemoteName;
  failedEntry: string;
  fallbackEntry: string;
}

const remoteOf = (id: string) => REMOTE_NAMES.find((name) => id === name || id.startsWith(`${name}/`));

/**
 * A canary release's pages name, for the remote the canary changes, the current release's
 * entry (`fallbackRemotes` in the runtime config, decision 096). When the canary's module of
 * that remote fails to load in this browser, this plugin registers the current entry under the
 * same name (forced, so the failed container is dropped) and loads the module from it: the
 * visitor gets the page of the current release instead of the fallback notice, and `onFallback`
 * reports the failure with the version that failed. Once per remote per page: a current entry
 * that fails too reaches `RemotePage` as before.
 */
export function canaryFallbackPlugin(
  entries: () => Partial<Record<RemoteName, string>>,
  fallbacks: Partial<Record<RemoteName, string>>,
  onFallback: (fallback: RemoteFallback) => void,
): ModuleFederationRuntimePlugin {
  const fellBack = new Set<RemoteName>();
  return {
    name: 'intenta-canary-fallback',
    async errorLoadRemote({ id, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = remoteOf(id);
      const fallbackEntry = remote && fallbacks[remote];
      if (!remote || !fallbackEntry || fellBack.has(remote)) return undefined;
      fellBack.add(remote);
      onFallback({ remote, failedEntry: entries()[remote] ?? '', fallbackEntry });
      origin.registerRemotes(
        [{ name: remote, entry: fallbackEntry, entryGlobalName: remoteGlobalName(remote) }],
        { force: true },
      );
      return origin.loadRemote(id);
    },
  };
}

/**
 * On a canary's page: the plugin above, with the page's remote locations. A fallback is
 * reported to the page view's field report with the version that failed (decision 098), and
 * from then on the page asks the current entry (a `fresh` retry included). Loaded in a chunk
 * of its own, by canary pages only.
 */
export function fallBackToCurrentRemotes(fallbacks: Partial<Record<RemoteName, string>>): void {
  const { locations, versions } = remoteState();
  registerPlugins([
    canaryFallbackPlugin(
      () => locations,
      fallbacks,
      ({ remote, fallbackEntry }) => {
        reportFieldEvent({ kind: 'remote-load-failed', app: remote, version: versions[remote] ?? 'unknown' });
        console.warn(
          `[federation] ${remote}@${versions[remote] ?? '?'} failed to load; using ${fallbackEntry}`,
        );
        locations[remote] = fallbackEntry;
      },
    ),
  ]);
}
