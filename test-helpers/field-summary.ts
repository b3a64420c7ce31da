// A release's field figures as the field-report endpoint sums them (edge/src/canary-verdict.mjs's
// FieldSummary): `views` page views, all clean and fast unless `overrides` says otherwise. The
// canary's tests (the verdict, the watcher in the Worker) build both sides with it.
import type { FieldSummary } from '@intenta/edge/src/canary-verdict.mjs';

export function fieldSummary(views: number, overrides: Partial<FieldSummary> = {}): FieldSummary {
  return {
    views,
    errorFreeViews: views,
    failedRemoteLoads: 0,
    formSends: 0,
    failedFormSends: 0,
    lcp: { p75: 1200, count: views },
    inp: { p75: 80, count: views },
    cls: { p75: 0, count: views },
    ...overrides,
  };
}
