// @ts-check
// Scheduled content (docs/decisions/035-scheduled-content.md): a blog post, or an item of a
// list in a content JSON file, may carry `publishAt`, a UTC date-time (`2026-12-01T09:00:00Z`).
// Until that moment the build leaves it out, so no page, feed or bundle has it. "Now" is
// PUBLISH_NOW (tests) else the build's clock. Plain JavaScript: the build's loaders, the
// blog's scripts, the Vitest config and content.ts share it without a TypeScript step.
import { isRealDate } from './dates.mjs';

/** How a `publishAt` is written: `2026-12-01T09:00:00Z` (seconds and milliseconds optional). */
export const PUBLISH_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;

/** How a `publishAt` is written, as the build's and the studio's messages say it. */
export const PUBLISH_AT_FORMAT = 'a UTC date-time like 2026-12-01T09:00:00Z';

/**
 * A real UTC date-time written `YYYY-MM-DDTHH:MM[:SS[.sss]]Z`: `2026-12-01T09:00:00Z`,
 * never `2026-02-30T09:00:00Z` (its date must be real, content-model/dates.mjs), `2026-12-01T24:00Z`,
 * a date alone or a time without the Z.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isPublishAt(value) {
  if (typeof value !== 'string') return false;
  const m = PUBLISH_AT.exec(value);
  if (!m) return false;
  const [h = 0, mi = 0, s = 0] = m.slice(4, 7).map((part) => Number(part ?? 0));
  return isRealDate(value.slice(0, 10)) && h < 24 && mi < 60 && s < 60;
}

/** When this process started: the build's clock, one moment for the whole build. */
const startedAt = new Date();

/**
 * The moment scheduled content is compared with: `PUBLISH_NOW` when set (tests), else the
 * moment the build started, so every part of one build agrees on what is due.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {Date} [clock]
 */
export function publishNow(env = process.env, clock = startedAt) {
  const value = env.PUBLISH_NOW;
  if (value === undefined || value === '') return clock;
  if (!isPublishAt(value)) {
    throw new Error(`PUBLISH_NOW must be ${PUBLISH_AT_FORMAT} (got "${value}")`);
  }
  return new Date(value);
}

/**
 * Whether content with this `publishAt` (not set: published) is out at `now`.
 * @param {string | null | undefined} publishAt
 * @param {Date} now
 */
export function isDue(publishAt, now) {
  return isUnset(publishAt) || Date.parse(/** @type {string} */ (publishAt)) <= now.getTime();
}

/**
 * Whether an optional value is "not set": absent, `null` (how Decap writes an optional field
 * nobody touched) or empty text (how it writes one that was cleared). One rule for the studio,
 * the schemas and the build (docs/decisions/035-scheduled-content.md).
 * @param {unknown} value
 * @returns {value is undefined | null | ''}
 */
export function isUnset(value) {
  return value === undefined || value === null || value === '';
}

/**
 * The data of a content JSON file as the built page shows it at `now`: every item of a list
 * whose `publishAt` is still to come is left out, and the others lose their `publishAt`, so
 * nothing else changes. A malformed `publishAt`, or one outside a list, throws: better no
 * build than an item out before its time.
 * @param {unknown} data
 * @param {Date} now
 * @param {string} [where] the path of `data` in the file, for messages
 * @returns {unknown}
 */
export function withoutScheduled(data, now, where = '') {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => {
      const at = `${where}[${index}]`;
      if (!isRecord(item) || !('publishAt' in item)) return [withoutScheduled(item, now, at)];
      const { publishAt, ...rest } = item;
      if (isUnset(publishAt)) return [withoutScheduled(rest, now, at)];
      if (!isPublishAt(publishAt)) {
        throw new Error(`${at}.publishAt: must be ${PUBLISH_AT_FORMAT} (got ${JSON.stringify(publishAt)})`);
      }
      return isDue(publishAt, now) ? [withoutScheduled(rest, now, at)] : [];
    });
  }
  if (!isRecord(data)) return data;
  if ('publishAt' in data) {
    throw new Error(`${where || '(the whole file)'}.publishAt: only an item of a list can be scheduled`);
  }
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      withoutScheduled(value, now, where ? `${where}.${key}` : key),
    ]),
  );
}

/**
 * A content JSON file's text as the build compiles it at `now` (see `withoutScheduled`):
 * the very same text when nothing in it is scheduled.
 * @param {string} source the file's text
 * @param {Date} now
 * @param {string} file the file, for messages
 */
export function withoutScheduledJson(source, now, file) {
  if (!source.includes('"publishAt"')) return source;
  try {
    return JSON.stringify(withoutScheduled(JSON.parse(source), now), null, 2);
  } catch (error) {
    throw new Error(`[scheduled content] ${file}: ${/** @type {Error} */ (error).message}`);
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The same filter for Vitest (vitest.config.ts): unit tests that import an app's content JSON
 * see what the build would compile at PUBLISH_NOW, or now.
 * @param {readonly string[]} folders the apps' `content` folders (absolute)
 * @returns {import('vite').Plugin}
 */
export function viteScheduledContent(folders) {
  const inContent = (/** @type {string} */ file) =>
    folders.some((folder) => file.startsWith(`${folder}/`) || file.startsWith(`${folder}\\`));
  return {
    name: 'intenta:scheduled-content',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.json') || !inContent(file)) return null;
      return { code: withoutScheduledJson(code, publishNow(), file), map: null };
    },
  };
}
