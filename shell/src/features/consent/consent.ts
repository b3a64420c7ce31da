import { getSiteConfig } from 'shared';

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

/** The choice in force this visit: stored, or made now when storage refused it. */
let appliedChoice: ConsentChoice | null = null;

/** Called at start and whenever the choice changes. */
export function applyConsent(choice: ConsentChoice | null = readConsent()): void {
  appliedChoice = choice;
  const id = getSiteConfig().analyticsId;
  if (analyticsAllowed(id, choice)) {
    // Code a visitor without consent never needs stays out of the first load.
    import('./analytics-tag').then(
      // Declined meanwhile: nothing starts.
      ({ startAnalytics }) => analyticsOn() && startAnalytics(id),
      () => {},
    );
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
