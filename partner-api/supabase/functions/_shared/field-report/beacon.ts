// The page-view beacon (`v: 1`): what the site's shell sends once per page view, read
// strictly. Every field has a bound, unknown fields are refused, and nothing in it names
// a visitor (decision 098).
import * as v from 'valibot';

/** An app's name as the release pins it: `shell`, `home`, `blog`, … */
const APP = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'an app name'));
/** A version as the release tools write it (a build hash) or `local` under npm start. */
const VERSION = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._+-]{1,64}$/, 'a version'));
/** A release id (`20261128-215100-3fa9`) or `local`. */
const RELEASE = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'a release id'));
/** A route pattern (`/es/blog/:slug`) or `not-found`; never an address with its values. */
const ROUTE = v.pipe(
  v.string(),
  v.regex(/^(?:not-found|\/[A-Za-z0-9\-._~:/*]{0,119})$/, 'a route pattern or not-found'),
);
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const measure = (max: number) => v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(max));

export const MAX_FAILED_REMOTE_LOADS = 10;
export const MAX_VERSIONS = 16;

const BeaconSchema = v.pipe(
  v.strictObject({
    v: v.literal(1),
    release: v.nullable(RELEASE),
    versions: v.pipe(
      v.record(APP, VERSION),
      v.check((versions) => Object.keys(versions).length <= MAX_VERSIONS, `at most ${MAX_VERSIONS} apps`),
    ),
    route: ROUTE,
    lang: v.picklist(['en', 'es']),
    errors: count(1000),
    failedRemoteLoads: v.pipe(
      v.array(v.strictObject({ app: APP, version: VERSION })),
      v.maxLength(MAX_FAILED_REMOTE_LOADS),
    ),
    formSends: count(100),
    failedFormSends: count(100),
    /** Largest Contentful Paint, ms (the landing view only). */
    lcp: v.optional(measure(600_000)),
    /** Interaction to Next Paint, ms. */
    inp: v.optional(measure(600_000)),
    /** Cumulative Layout Shift (unitless). */
    cls: v.optional(measure(100)),
  }),
  v.check((beacon) => beacon.failedFormSends <= beacon.formSends, 'failedFormSends exceeds formSends'),
);

export type FieldBeacon = v.InferOutput<typeof BeaconSchema>;

export type BeaconReading = { ok: true; beacon: FieldBeacon } | { ok: false; reason: string };

/** The beacon, or a short reason naming the first field that is wrong. */
export function readBeacon(value: unknown): BeaconReading {
  const result = v.safeParse(BeaconSchema, value);
  if (result.success) return { ok: true, beacon: result.output };
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  return {
    ok: false,
    reason: `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid beacon'}`.slice(0, 200),
  };
}
