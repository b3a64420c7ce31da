type AnalyticsParams = Record<string, string | number | boolean | undefined>;

type GtagFunction = (command: 'event', eventName: string, params?: AnalyticsParams) => void;

declare global {
  interface Window {
    gtag?: GtagFunction;
  }
}

/** Sends an analytics event through the global tag function, only when it is present. */
export function track(event: string, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  window.gtag('event', event, params);
}
