// @ts-check
// The one list of the federated singletons. The Rsbuild helper shares them in the
// browser and leaves them as require() calls in a remote's server build; the shell's
// server build hands its copies to those calls (typed by this list); a release records
// the version of each package the shell provides; the composition spec checks each
// exists once in the page.

/** Module specifiers that must exist once in the page, whichever app loads first. */
export const SINGLETONS = /** @type {const} */ ([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'shared',
]);

/** @typedef {(typeof SINGLETONS)[number]} Singleton */

/**
 * The npm package a singleton belongs to: `react/jsx-runtime` is `react`'s.
 * @param {string} key
 */
export function packageOf(key) {
  return key.split('/')[0] ?? key;
}

/** The npm packages of the singletons, each once. */
export const SINGLETON_PACKAGES = [...new Set(SINGLETONS.map(packageOf))];
