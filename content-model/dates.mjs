// @ts-check
// What "a real date" means everywhere a date is written by hand: a post's `publishedAt`, a
// page's last modification, a `publishAt` (content-model/schedule.mjs). Plain JavaScript, so the
// build's loaders, the blog's content schema and the shell's server code share it.

/** How a date alone is written: `2024-10-01`. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar date written `YYYY-MM-DD`: `2024-02-29`, never `2023-02-29`,
 * `2024-13-01` (which `Date` would roll over into another day), `2024-1-5` or a date-time.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isRealDate(value) {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
