// What runs once a visitor has accepted analytics (§7), loaded only then.
import { getSiteConfig } from 'shared';
import { whenIdleAfterLoad } from '../../../lib/when-idle';

export const GTAG_SCRIPT_ID = 'gtag-script';

/** What starts with analytics, told whether analytics still collects: the app's measurement of the visit. */
export type VisitMeasurement = (collecting: () => boolean) => void;

/**
 * Whether analytics may collect now: an id is configured and the visitor's choice in force is
 * acceptance, as `applyConsent` keeps it in Google's opt-out switch.
 */
export function analyticsCollecting(id: string = getSiteConfig().analyticsId): boolean {
  return Boolean(id) && (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] === false;
}

type Gtag = (...args: unknown[]) => void;

/** Adds gtag.js once and configures it; respects a stub or tag already present. */
function loadAnalyticsTag(id: string): void {
  if (document.getElementById(GTAG_SCRIPT_ID)) return;
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  if (typeof w.gtag !== 'function') {
    w.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself from the data layer.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
  }
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = GTAG_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

let measuring = false;

/** Loads and configures the tag, and starts measuring the visit (once). */
export function startAnalytics(id: string, measureVisit: VisitMeasurement): void {
  // Declined while this code was on its way.
  if (!analyticsCollecting(id)) return;
  loadAnalyticsTag(id);
  if (measuring) return;
  measuring = true;
  // Measuring waits until idle after the load event: its code is never in the first load.
  whenIdleAfterLoad(() => measureVisit(() => analyticsCollecting(id)));
}
