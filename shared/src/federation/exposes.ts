import { REMOTE_MODULES, type RemoteName } from '../contract';

/**
 * The Module Federation `exposes` map of a remote: `./HomePage` to
 * `./src/exposes/HomePage.tsx`. Derived from the contract so a remote cannot
 * expose under a name the shell does not know.
 */
export function exposesFor(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(REMOTE_MODULES[remote].map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}
