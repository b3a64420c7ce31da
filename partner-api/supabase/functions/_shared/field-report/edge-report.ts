// The edge's own report (decision 071): what the Worker counted itself since its last report,
// per release and canary run. It is signed (handler.ts checks the signature first); this only
// reads its shape strictly.
import * as v from 'valibot';
import type { EdgeCounts } from './storage.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

const EdgeReportSchema = v.strictObject({
  edge: v.literal(1),
  counts: v.pipe(
    v.array(
      v.strictObject({
        release: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/)),
        run: v.pipe(v.string(), v.maxLength(40)),
        documents: count,
        failedDocuments: count,
        failedAssets: count,
      }),
    ),
    v.maxLength(16),
  ),
});

/** The counts, or null when the body is not an edge report. */
export function readEdgeReport(value: unknown): EdgeCounts[] | null {
  const result = v.safeParse(EdgeReportSchema, value);
  return result.success ? result.output.counts : null;
}
