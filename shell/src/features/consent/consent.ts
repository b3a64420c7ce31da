import { getSiteConfig } from 'shared';
import { whenIdleAfterLoad } from '../idle/when-idle';

/** Where the visitor's analytics choice is remembered. */
export const CONSENT_KEY = 'cookie-consent';
export type ConsentChoice = 'accepted' | 'declined';

export const GTAG_SCRIPT_ID = 'gtag-script';

export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

/** The analytics tag loads only when an id is configured and the visitor accepted. */
export function analyticsAllowed(id: string, choice: ConsentChoice | null): boolean {
  return Boolean(id) && choice === 'accepted';
}

type Gtag = (...args: unknown[]) => void;

/** Adds gtag.js once and configures it; respects a stub or tag already present. */
function loadAnalyticsTag(id: string): void {
  if (document.getElementById(GTAG_SCRIPT_ID)) return;
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;
  w[`ga-disable-${id}`] = false;
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

/** The choice in force this visit: stored, or made now when storage refused it. */
let appliedChoice: ConsentChoice | null = null;
let measuring = false;

/** Called at start and whenever the choice changes. */
export function applyConsent(choice: ConsentChoice | null = readConsent()): void {
  appliedChoice = choice;
  const id = getSiteConfig().analyticsId;
  if (analyticsAllowed(id, choice)) {
    loadAnalyticsTag(id);
    if (!measuring) {
      measuring = true;
      // The Web Vitals of this visit go to the same analytics (docs/performance.md, "Field
      // measurement"): their code loads when idle after the load event, never in the first load.
      whenIdleAfterLoad(() => {
        import('../field-measurement/report-web-vitals').then(
          ({ reportWebVitals }) => reportWebVitals(),
          // Measuring is optional: a visit whose chunk fails to load goes unmeasured.
          () => {},
        );
      });
    }
  }
  // A tag already loaded this visit stops collecting (Google's documented opt-out switch).
  else if (id) (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = true;
}

/** Whether analytics may collect now: an id is configured and the choice in force is acceptance. */
export function analyticsOn(): boolean {
  return analyticsAllowed(getSiteConfig().analyticsId, appliedChoice);
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  applyConsent(choice);
}
