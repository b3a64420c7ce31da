// @ts-check
// First-load JavaScript budgets (gzip), per page: the one table the integration
// tests (tests/integration/*/budget.spec.ts) and the release preflight both hold
// the site to. `total` counts every script of the first load, the shell's and the
// remotes'; `own` counts the scripts served from one remote's origin (without its
// remoteEntry.js where `entry` is false: the home remote's entry counts in the total).
export const KB = 1024;

/** @type {{ pages: RegExp, total: number, own?: { remote: string, bytes: number, entry: boolean } }[]} */
export const FIRST_LOAD_BUDGETS = [
  { pages: /^\/(?:es)?$/, total: 152 * KB, own: { remote: 'home', bytes: 7 * KB, entry: false } },
  { pages: /^\/(?:es\/)?blog$/, total: 165 * KB, own: { remote: 'blog', bytes: 30 * KB, entry: true } },
  {
    pages: /^\/(?:es\/)?blog\/[^/]+$/,
    total: 165 * KB,
    own: { remote: 'blog', bytes: 30 * KB, entry: true },
  },
  { pages: /^\/(?:referral|referido|es\/referido|casos-de-exito)$/, total: 160 * KB },
];

/** The budget a page is held to, if any. @param {string} path */
export function budgetFor(path) {
  return FIRST_LOAD_BUDGETS.find((budget) => budget.pages.test(path));
}
