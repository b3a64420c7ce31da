// @ts-check
// The watcher's judgement, as a pure function of the two sides' field figures (decision 096):
// worse beyond a stated margin, with a minimum sample and a significance test → abort; too few
// views → hold; otherwise healthy. canary.mjs acts on it.
import { CANARY_THRESHOLDS } from './canary-thresholds.mjs';

/**
 * What the field endpoint keeps of one release (partner-api's field-report summaries).
 * @typedef {object} FieldSummary
 * @property {number} views page views reported
 * @property {number} errorFreeViews page views without an uncaught error
 * @property {number} failedRemoteLoads remote loads that failed
 * @property {number} formSends form sends
 * @property {number} failedFormSends form sends that failed
 * @property {{ p75: number | null, count: number }} lcp
 * @property {{ p75: number | null, count: number }} inp
 * @property {{ p75: number | null, count: number }} cls
 */

/**
 * @typedef {{ verdict: 'healthy' | 'hold' | 'abort', reason: string }} Verdict
 * @typedef {typeof CANARY_THRESHOLDS} Thresholds
 */

/**
 * One-sided two-proportion z statistic: how many standard errors `worse` is above `better`.
 * @param {number} worseCount @param {number} worseTotal @param {number} betterCount @param {number} betterTotal
 */
export function zWorse(worseCount, worseTotal, betterCount, betterTotal) {
  const pooled = (worseCount + betterCount) / (worseTotal + betterTotal);
  const difference = worseCount / worseTotal - betterCount / betterTotal;
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / worseTotal + 1 / betterTotal));
  if (standardError === 0) return difference > 0 ? Infinity : 0;
  return difference / standardError;
}

const percent = (/** @type {number} */ rate) => `${(rate * 100).toFixed(1)} %`;

/**
 * A rate of bad events that is worse on the canary beyond `margin`, and significantly so.
 * @param {string} what @param {[number, number]} canary bad, total @param {[number, number]} current
 * @param {number} margin @param {number} zCritical
 * @returns {string | null}
 */
function worseRate(what, [canaryBad, canaryTotal], [currentBad, currentTotal], margin, zCritical) {
  const canaryRate = canaryBad / canaryTotal;
  const currentRate = currentBad / currentTotal;
  if (canaryRate - currentRate <= margin) return null;
  if (zWorse(canaryBad, canaryTotal, currentBad, currentTotal) < zCritical) return null;
  return `${what}: ${percent(canaryRate)} on the canary against ${percent(currentRate)} on the current release (margin ${percent(margin)})`;
}

/**
 * A p75 that is worse on the canary by more than both the ratio and the absolute margin.
 * @param {string} what @param {FieldSummary['lcp']} canary @param {FieldSummary['lcp']} current
 * @param {{ maxRatio: number, minWorseMs: number }} limit @param {number} minVitals
 * @returns {string | null}
 */
function worseP75(what, canary, current, limit, minVitals) {
  if (canary.count < minVitals || current.count < minVitals) return null;
  if (canary.p75 === null || current.p75 === null) return null;
  const worseBy = canary.p75 - current.p75;
  if (worseBy <= limit.minWorseMs || canary.p75 <= current.p75 * limit.maxRatio) return null;
  return `${what} p75: ${Math.round(canary.p75)} ms on the canary against ${Math.round(current.p75)} ms (margin ×${limit.maxRatio} and ${limit.minWorseMs} ms)`;
}

/**
 * @param {FieldSummary} canary the canary release's figures since it started
 * @param {FieldSummary} current the current release's figures over the same time
 * @param {Thresholds} [limits]
 * @returns {Verdict}
 */
export function judgeCanary(canary, current, limits = CANARY_THRESHOLDS) {
  if (canary.views < limits.minViews || current.views < limits.minViews)
    return {
      verdict: 'hold',
      reason: `too few page views to judge: ${canary.views} on the canary, ${current.views} on the current release (${limits.minViews} needed on each)`,
    };
  const z = limits.zCritical;
  const formsCompared = canary.formSends >= limits.minFormSends && current.formSends >= limits.minFormSends;
  const worse = [
    worseRate(
      'page views with an error',
      [canary.views - canary.errorFreeViews, canary.views],
      [current.views - current.errorFreeViews, current.views],
      limits.errorFreeViewsMaxDrop,
      z,
    ),
    worseRate(
      'failed remote loads per page view',
      [Math.min(canary.failedRemoteLoads, canary.views), canary.views],
      [Math.min(current.failedRemoteLoads, current.views), current.views],
      limits.failedRemoteLoadsMaxRise,
      z,
    ),
    formsCompared
      ? worseRate(
          'failed form sends',
          [canary.failedFormSends, canary.formSends],
          [current.failedFormSends, current.formSends],
          limits.failedFormSendsMaxRise,
          z,
        )
      : null,
    worseP75('INP', canary.inp, current.inp, limits.inp, limits.minVitals),
    worseP75('LCP', canary.lcp, current.lcp, limits.lcp, limits.minVitals),
  ].filter((reason) => reason !== null);
  if (worse.length) return { verdict: 'abort', reason: worse.join('; ') };
  return {
    verdict: 'healthy',
    reason: `no worse than the current release over ${canary.views} and ${current.views} page views`,
  };
}
