// @ts-check
// When the field says a canary is worse than the current release (decision 096). The watcher
// (canary.mjs) reads these and nothing else; each number has its reason beside it.

export const CANARY_THRESHOLDS = {
  /**
   * Page views each side needs before anything is judged. Below it the watcher holds the stage
   * and says so. 20 is small enough that a quiet week-day hour of a 10 % canary reaches it, and
   * large enough that one visitor's broken extension cannot abort a release alone; the
   * significance test below guards the rates on top of it.
   */
  minViews: 20,
  /**
   * How sure the watcher must be that a rate is really worse: a one-sided two-proportion z-test
   * at 99 % (z ≥ 2.33). A canary is aborted on evidence, not on a couple of unlucky views.
   */
  zCritical: 2.33,
  /** The share of page views with no uncaught error may fall by at most 2 points (0.98 → 0.96). */
  errorFreeViewsMaxDrop: 0.02,
  /** Failed remote loads per page view may rise by at most 1 point: a blip, not a broken entry. */
  failedRemoteLoadsMaxRise: 0.01,
  /**
   * Documents the edge answered with a 5xx may rise by at most 1 point: a page that does not
   * arrive is worse than any figure a page reports.
   */
  failedDocumentsMaxRise: 0.01,
  /** The form sends one page view may report (the field endpoint's VIEW_WEIGHT.formSends). */
  formSendsPerView: 5,
  /** Failed form sends per form send may rise by at most 5 points (the endpoint's own bad days). */
  failedFormSendsMaxRise: 0.05,
  /** Form sends each side needs before their failures are compared (forms are rarer than views). */
  minFormSends: 10,
  /**
   * Vitals samples (consenting landing views) each side needs before a p75 is compared. Below
   * 50, one sample moves the p75 of a few histogram buckets by a whole bucket (500 ms of LCP),
   * and the watcher would hold on it (decision 071: one view never tips a verdict).
   */
  minVitals: 50,
  /**
   * INP p75 may be at most 20 % and 50 ms worse: 50 ms is a third of the 150 ms a move may
   * take after a hover (docs/performance.md), and below it histogram buckets blur.
   */
  inp: { maxRatio: 1.2, minWorseMs: 50 },
  /**
   * LCP p75 may be at most 15 % and 200 ms worse: a page that paints a fifth of a second later
   * at the 75th visitor is worse than the network's own noise between two hours.
   */
  lcp: { maxRatio: 1.15, minWorseMs: 200 },
  /** A stage lasts this long, healthy, before the share grows (`--every` overrides it). */
  defaultStageMs: 30 * 60_000,
};
