// The field report's vitals (decision 098), loaded only with the visitor's consent: web-vitals'
// attribution build (the chunk the analytics reporter loads too) keeps the latest LCP, INP
// and CLS of the page load, so the landing view's beacon carries their values at its end.
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';

export type FieldVitals = Partial<Record<'lcp' | 'inp' | 'cls', number>>;

/** Keeps `vitals` up to date: LCP and INP in whole milliseconds, CLS to four decimals. */
export function watchVitals(vitals: FieldVitals): void {
  const keep = (name: keyof FieldVitals, digits: number) => (metric: { value: number }) => {
    vitals[name] = Number(metric.value.toFixed(digits));
  };
  // Every change, so the value at the view's end is in hand when the beacon goes.
  onLCP(keep('lcp', 0), { reportAllChanges: true });
  onINP(keep('inp', 0), { reportAllChanges: true });
  onCLS(keep('cls', 4), { reportAllChanges: true });
}
