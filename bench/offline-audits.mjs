// @ts-check
// Audits that fail in the benchmark only because this machine has no internet.
// The site configuration names its external services (the referral and lead
// forms) on the reserved `.example` domain until the real hosts are configured,
// and the benchmark's Chromium answers those names as not found at once
// (serve/chromium.mjs). The browser then logs "Failed to load resource"
// for each such request, which Lighthouse's `errors-in-console` counts. The
// pages themselves behave as the product asks (their fallback notice shows),
// and with the real hosts the audit has nothing to report. Anything else a page
// logs is a real failure and still counts.
import { PLACEHOLDER_TLD } from '../serve/chromium.mjs';

/**
 * The details of the `errors-in-console` audit, as far as read here: one item per console entry.
 * @typedef {{ items?: Array<{ source?: string, sourceLocation?: { url?: string } }> }} ConsoleErrors
 */

/**
 * Whether a failed Lighthouse audit is explained by the offline placeholder hosts alone.
 * @param {string} auditId
 * @param {{ details?: unknown }} audit any audit of the result (each has its own kind of details)
 * @returns {boolean}
 */
export function failsOnlyOffline(auditId, audit) {
  if (auditId !== 'errors-in-console') return false;
  const details = /** @type {ConsoleErrors | undefined} */ (audit.details);
  const items = details?.items ?? [];
  return (
    items.length > 0 &&
    items.every((item) => item.source === 'network' && onPlaceholderHost(item.sourceLocation?.url))
  );
}

/** @param {string | undefined} url */
function onPlaceholderHost(url) {
  if (!url) return false;
  try {
    return new URL(url).hostname.endsWith(`.${PLACEHOLDER_TLD}`);
  } catch {
    return false;
  }
}
