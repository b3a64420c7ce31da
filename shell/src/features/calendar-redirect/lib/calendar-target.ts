import type { SiteConfig } from 'shared';

type CalendarKey = keyof SiteConfig['calendarBookingUrls'];

/**
 * The first path segment selects a booking link (demo, reu, cafe); any other
 * path handled by the redirect screen goes to the site root.
 */
export function calendarRedirectTarget(pathname: string, urls: SiteConfig['calendarBookingUrls']): string {
  const key = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return Object.hasOwn(urls, key) && urls[key as CalendarKey] ? urls[key as CalendarKey] : '/';
}
