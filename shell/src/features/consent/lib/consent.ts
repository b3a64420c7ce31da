import { getSiteConfig } from 'shared';
import type { VisitMeasurement } from './analytics-tag';

/** Where the visitor's analytics choice is remembered. */
export const CONSENT_KEY = 'cookie-consent';
export type ConsentChoice = 'accepted' | 'declined';

let measureVisit: VisitMeasurement = () => {};

/**
 * Sets what starts once analytics has (the app passes the Web Vitals reporter, which consent
 * does not know); call before `applyConsent`.
 */
export function measureVisitWithAnalytics(measure: VisitMeasurement): void {
  measureVisit = measure;
}

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

/** Called at start and whenever the choice changes. */
export function applyConsent(choice: ConsentChoice | null = readConsent()): void {
  const id = getSiteConfig().analyticsId;
  if (!id) return;
  const allowed = analyticsAllowed(id, choice);
  // Google's documented opt-out switch: a tag loaded this visit stops or resumes collecting.
  // The analytics code reads it too, so a choice made while that code loads still holds.
  (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = !allowed;
  // Code a visitor without consent never needs stays out of the first load.
  if (allowed)
    import('./analytics-tag').then(
      ({ startAnalytics }) => startAnalytics(id, measureVisit),
      () => {},
    );
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  applyConsent(choice);
}
