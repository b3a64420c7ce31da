// @ts-check
// Why a release is refused, as data: every check returns these, and the words people read
// (the command line, the studio) are made from them here, in one place.

/**
 * @typedef {object} Refusal
 * @property {string} app the app whose version is at fault (`shell`, `blog`, …)
 * @property {string} [version] that version, when there is one
 * @property {string} [page] the page it broke, when it broke one
 * @property {string} reason what is wrong, in one line
 */

/**
 * @param {string} app
 * @param {string | undefined} version
 * @param {string} reason
 * @param {string} [page]
 * @returns {Refusal}
 */
export function refusal(app, version, reason, page) {
  return { app, ...(version ? { version } : {}), ...(page ? { page } : {}), reason };
}

/**
 * One refusal as a line: `blog@3fa9c1d2e4b0: /blog/x throws: …`.
 * @param {Refusal} refused
 */
export function describeRefusal({ app, version, page, reason }) {
  return `${version ? `${app}@${version}` : app}: ${page ? `${page} ` : ''}${reason}`;
}
