import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteGlobalName,
  type ExposedModule,
  type RemoteContract,
  type RemoteModuleName,
  type RemoteName,
} from 'shared';
import type { RuntimeConfig } from './runtime-config';
import { remoteResiliencePlugin } from './federation-plugin';

let locations: RuntimeConfig['remotes'] = {};

export function registerRemoteLocations(remotes: RuntimeConfig['remotes']): void {
  locations = remotes;
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
export async function loadRemoteModule<R extends RemoteName, M extends RemoteModuleName<R>>(
  remote: R,
  module: M,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ExposedModule<R, M>> {
  const entry = locations[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('No location configured.'));
  if (fresh)
    registerRemotes([{ name: remote, entry, entryGlobalName: remoteGlobalName(remote) }], { force: true });
  try {
    const loaded = await loadRemote<ExposedModule<R, M>>(`${remote}/${module}`);
    if (!loaded?.default) throw new Error(`${remote}/${module} has no default export.`);
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** The page component of one remote module. */
export async function loadRemotePage<R extends RemoteName, M extends RemoteModuleName<R>>(
  remote: R,
  module: M,
  options: { fresh?: boolean } = {},
): Promise<RemoteContract[R][M]> {
  return (await loadRemoteModule(remote, module, options)).default;
}
