// @ts-check
// The watcher's judgement, as a pure function of the two sides' field figures (decision 096):
// worse beyond a stated margin, with a minimum sample and a significance test → abort; too few
// views → hold; otherwise healthy. canary.mjs acts on it. Decision 071 adds two rules:
// - what the edge saw itself wins over what beacons say for failed remote loads, and documents
//   the edge answered with a 5xx are compared too;
// - one page view never turns a healthy verdict into an abort or back: a verdict stands only if
//   it stays the same with one more view of the kind that would change it most (one more clean
//   view on the canary or failing one on the current side, for an abort; the reverse for
//   healthy). Between the two, the watcher holds and says so.
import { CANARY_THRESHOLDS } from './canary-thresholds.mjs';

/**
 * What the field endpoint keeps of one release (partner-api's field-report summaries).
 * @typedef {object} FieldSummary
 * @property {number} views page views reported
 * @property {number} errorFreeViews page views without an uncaught error
 * @property {number} failedRemoteLoads remote loads that failed
 * @property {number} formSends form sends
 * @property {number} failedFormSends form sends that failed
 * @property {Vital} lcp
 * @property {Vital} inp
 * @property {Vital} cls
 * @property {{ documents: number, failedDocuments: number, failedAssets: number }} [edge] what the
 *   edge answered itself: documents, of them with a 5xx, and this side's remote files with 404/5xx
 */

/**
 * @typedef {{ p75: number | null, count: number,
 *   ifOneMore?: { worst: number | null, best: number | null } }} Vital a vital's p75 and samples,
 *   and its p75 with one more sample at the worst or best value
 */

/**
 * @typedef {{ verdict: 'healthy' | 'hold' | 'abort', reason: string }} Verdict
 * @typedef {typeof CANARY_THRESHOLDS} Thresholds
 */

/**
 * One-sided two-proportion z statistic: how many standard errors `worse` is above `better`.
 * @param {number} worseCount @param {number} worseTotal @param {number} betterCount @param {number} betterTotal
 */
function zWorse(worseCount, worseTotal, betterCount, betterTotal) {
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
 * @param {string} what @param {Vital} canary @param {Vital} current
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

/** The edge's counts of a side, none when it reported nothing. @param {FieldSummary} side */
const edgeOf = (side) => side.edge ?? { documents: 0, failedDocuments: 0, failedAssets: 0 };

/**
 * Every way the canary is worse than the current release, each as a sentence.
 * @param {FieldSummary} canary @param {FieldSummary} current @param {Thresholds} limits
 * @returns {string[]}
 */
function worseFigures(canary, current, limits) {
  const z = limits.zCritical;
  const formsCompared = canary.formSends >= limits.minFormSends && current.formSends >= limits.minFormSends;
  const [canaryEdge, currentEdge] = [edgeOf(canary), edgeOf(current)];
  // The edge's own counts win for failed loads once it answered enough documents on each side.
  const edgeCompared = canaryEdge.documents >= limits.minViews && currentEdge.documents >= limits.minViews;
  /** @param {FieldSummary} side @returns {[number, number]} */
  const failedLoads = (side) => {
    const edge = edgeOf(side);
    return edgeCompared
      ? [Math.min(edge.failedAssets, edge.documents), edge.documents]
      : [Math.min(side.failedRemoteLoads, side.views), side.views];
  };
  return [
    worseRate(
      'page views with an error',
      [canary.views - canary.errorFreeViews, canary.views],
      [current.views - current.errorFreeViews, current.views],
      limits.errorFreeViewsMaxDrop,
      z,
    ),
    worseRate(
      'failed remote loads per page view',
      failedLoads(canary),
      failedLoads(current),
      limits.failedRemoteLoadsMaxRise,
      z,
    ),
    edgeCompared
      ? worseRate(
          'pages the edge answered with a server error',
          [canaryEdge.failedDocuments, canaryEdge.documents],
          [currentEdge.failedDocuments, currentEdge.documents],
          limits.failedDocumentsMaxRise,
          z,
        )
      : null,
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
}

/**
 * A side with one more page view: the worst one a beacon can report (an error, a failed load,
 * every form send failed, vitals at their worst) or the best (none of these, vitals at best).
 * @param {FieldSummary} side @param {'worst' | 'best'} kind @param {Thresholds} limits
 * @returns {FieldSummary}
 */
export function withOneMoreView(side, kind, limits = CANARY_THRESHOLDS) {
  const worst = kind === 'worst';
  const sends = limits.formSendsPerView;
  /** @param {Vital} vital @returns {Vital} */
  const vital = (vital) =>
    vital.ifOneMore
      ? { p75: vital.ifOneMore[kind], count: vital.count + 1 }
      : { ...vital, count: vital.count + 1 };
  return {
    ...side,
    views: side.views + 1,
    errorFreeViews: side.errorFreeViews + (worst ? 0 : 1),
    failedRemoteLoads: side.failedRemoteLoads + (worst ? 1 : 0),
    formSends: side.formSends + sends,
    failedFormSends: side.failedFormSends + (worst ? sends : 0),
    lcp: vital(side.lcp),
    inp: vital(side.inp),
    cls: vital(side.cls),
  };
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
  const worse = worseFigures(canary, current, limits);
  if (worse.length) {
    const stands =
      worseFigures(withOneMoreView(canary, 'best', limits), current, limits).length > 0 &&
      worseFigures(canary, withOneMoreView(current, 'worst', limits), limits).length > 0;
    if (stands) return { verdict: 'abort', reason: worse.join('; ') };
    return {
      verdict: 'hold',
      reason: `worse by a margin one more page view could undo: ${worse.join('; ')}`,
    };
  }
  const tips =
    worseFigures(withOneMoreView(canary, 'worst', limits), current, limits).length > 0 ||
    worseFigures(canary, withOneMoreView(current, 'best', limits), limits).length > 0;
  if (tips)
    return {
      verdict: 'hold',
      reason: `no worse than the current release over ${canary.views} and ${current.views} page views, by a margin one more page view could undo`,
    };
  return {
    verdict: 'healthy',
    reason: `no worse than the current release over ${canary.views} and ${current.views} page views`,
  };
}
