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
/** Views one token may report: the landing page and the moves inside the site after it. */
export const MAX_VIEWS_PER_TOKEN = 20;

const BeaconSchema = v.pipe(
  v.strictObject({
    v: v.literal(1),
    /** The view token the page was served with (decision 071). */
    token: v.pipe(v.string(), v.maxLength(1024)),
    /** Which view of that page answer this is: 1 for the landing view, then each move. */
    view: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_VIEWS_PER_TOKEN)),
    /** Set by the page only when the visitor consented to measurement: vitals count only then. */
    consent: v.optional(v.literal(true)),
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

/**
 * Bounds on what one view can weigh (decision 071): a view had at most one failed load per
 * app, a handful of form sends, and vitals a real page can have; errors past one only say
 * "a view with errors". Vitals count only with the page's consent flag.
 */
export const VIEW_WEIGHT = {
  errors: 10,
  formSends: 5,
  lcp: 60_000,
  inp: 20_000,
  cls: 10,
} as const;

/** The beacon as one view weighs it: the bounds above applied, nothing refused. */
export function weighBeacon(beacon: FieldBeacon): FieldBeacon {
  const failedApps = new Set<string>();
  const failedRemoteLoads = beacon.failedRemoteLoads.filter(({ app }) => {
    if (failedApps.has(app)) return false;
    failedApps.add(app);
    return true;
  });
  const formSends = Math.min(beacon.formSends, VIEW_WEIGHT.formSends);
  const vital = (value: number | undefined, max: number) =>
    beacon.consent && value !== undefined ? Math.min(value, max) : undefined;
  const weighed: FieldBeacon = {
    ...beacon,
    errors: Math.min(beacon.errors, VIEW_WEIGHT.errors),
    failedRemoteLoads,
    formSends,
    failedFormSends: Math.min(beacon.failedFormSends, formSends),
    lcp: vital(beacon.lcp, VIEW_WEIGHT.lcp),
    inp: vital(beacon.inp, VIEW_WEIGHT.inp),
    cls: vital(beacon.cls, VIEW_WEIGHT.cls),
  };
  for (const name of ['lcp', 'inp', 'cls'] as const) if (weighed[name] === undefined) delete weighed[name];
  return weighed;
}
