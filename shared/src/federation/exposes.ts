import { REMOTE_MODULES, ROUTES_MODULE, type RemoteName } from '../contract';

/**
 * The Module Federation `exposes` map of a remote: `./HomePage` to
 * `./src/exposes/HomePage.tsx`, and its route list `./routes`. Derived from the
 * contract so a remote cannot expose under a name the shell does not know.
 */
export function exposesFor(remote: RemoteName): Record<string, string> {
  return {
    ...Object.fromEntries(REMOTE_MODULES[remote].map((name) => [`./${name}`, `./src/exposes/${name}.tsx`])),
    [`./${ROUTES_MODULE}`]: `./src/exposes/${ROUTES_MODULE}.ts`,
  };
}
