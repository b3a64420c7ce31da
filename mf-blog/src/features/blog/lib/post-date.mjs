// @ts-check
// A post's date in long form for its language: written into the post index by the build
// (scripts/posts.mjs) for every post, and by the studio's preview pane for the draft being
// written. The browser then shows a list or a post without making a date formatter, whose
// first one in a page starts the locale's calendar data (about 100 ms on a phone, 4× CPU).

/** The locale of each language, as shared's `localeOf` (a test keeps them equal). */
const LOCALES = { en: 'en-US', es: 'es-ES' };

/**
 * Long date in the post's locale: "October 1, 2024" / "1 de octubre de 2024", on the calendar
 * day of `date` (YYYY-MM-DD) whatever the machine's time zone.
 * @param {string} date
 * @param {'en' | 'es'} language
 */
export function formatPostDate(date, language) {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
