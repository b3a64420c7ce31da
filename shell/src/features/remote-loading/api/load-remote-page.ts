import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteGlobalName,
  reportFieldEvent,
  type ExposedModuleOf,
  type PageComponent,
  type RemoteName,
  type RemotePageRef,
} from 'shared';
import type { RuntimeConfig } from './runtime-config';
import { remoteResiliencePlugin } from './federation-plugin';

let locations: RuntimeConfig['remotes'] = {};
let versions: NonNullable<RuntimeConfig['versions']> = {};

/** Where each remote is, and (on a served page) the version the page pins, for the field report. */
export function registerRemoteLocations(
  remotes: RuntimeConfig['remotes'],
  remoteVersions: RuntimeConfig['versions'] = {},
): void {
  locations = remotes;
  versions = remoteVersions;
  registerPlugins([remoteResiliencePlugin()]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({
      name,
      entry,
      entryGlobalName: remoteGlobalName(name as RemoteName),
    })),
    { force: true },
  );
}

/** Where each remote's entry is now and the version it pins: the canary fallback switches one. */
export const remoteState = () => ({ locations, versions });

/** The remotes the runtime config locates. */
export function configuredRemotes(): RemoteName[] {
  return Object.keys(locations) as RemoteName[];
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} remote could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads one page module of a remote, typed by the contract in shared/.
 * `fresh` drops what the federation runtime cached for that remote (a failed
 * manifest fetch included), so a retry really asks the network again.
 */
export async function loadRemoteModule<P extends RemotePageRef>(
  page: P,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ExposedModuleOf<P>> {
  const { remote, module } = page;
  const entry = locations[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('No location configured.'));
  if (fresh)
    registerRemotes([{ name: remote, entry, entryGlobalName: remoteGlobalName(remote) }], { force: true });
  try {
    const loaded = await loadRemote<ExposedModuleOf<P>>(`${remote}/${module}`);
    if (!loaded?.default) throw new Error(`${remote}/${module} has no default export.`);
    return loaded;
  } catch (error) {
    // The page view's field report counts it (decision 098).
    reportFieldEvent({ kind: 'remote-load-failed', app: remote, version: versions[remote] ?? 'unknown' });
    throw new RemoteUnavailableError(remote, error);
  }
}

/** The page component of one remote module. */
export async function loadRemotePage(
  page: RemotePageRef,
  options: { fresh?: boolean } = {},
): Promise<PageComponent> {
  return (await loadRemoteModule(page, options)).default;
}
