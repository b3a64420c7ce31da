// @ts-check
// First-load JavaScript budgets (gzip), per page module: the one table the integration
// tests (tests/integration/*/budget.spec.ts) and the release preflight both hold
// the site to. A page's module is the one its remote's routes name for its address
// (`src/exposes/routes.ts`), so every address of the page is held to the budget.
// `total` counts every script of the first load, the shell's and the remotes';
// `own` counts the scripts served from the page's remote (without its
// remoteEntry.js where `entry` is false: the home remote's entry counts in the total).
export const KB = 1024;

/** @typedef {import('shared').RemotePageRef} RemotePageRef */
/** @typedef {{ total: number, own?: { bytes: number, entry: boolean } }} Budget */

/** @type {{ [P in RemotePageRef as `${P['remote']}/${P['module']}`]?: Budget }} */
export const FIRST_LOAD_BUDGETS = {
  // 153 KB since decision 098: the field report runs from the start.
  'home/HomePage': { total: 153 * KB, own: { bytes: 7 * KB, entry: false } },
  'blog/BlogListPage': { total: 165 * KB, own: { bytes: 30 * KB, entry: true } },
  'blog/BlogPostPage': { total: 165 * KB, own: { bytes: 30 * KB, entry: true } },
  'leads/ReferralPage': { total: 160 * KB },
  'leads/SuccessCasesPage': { total: 160 * KB },
};

/**
 * The budget a remote's page module is held to, if any (none for the shell's own pages).
 * @param {{ remote: string | null, module?: string | null }} page
 * @returns {Budget | undefined}
 */
export function budgetFor({ remote, module }) {
  if (!remote || !module) return undefined;
  return Object.entries(FIRST_LOAD_BUDGETS).find(([key]) => key === `${remote}/${module}`)?.[1];
}
