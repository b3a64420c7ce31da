import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GTAG_SCRIPT_ID } from './consent';

const reportWebVitals = vi.hoisted(() => vi.fn());
const idleTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../field-measurement/lib/report-web-vitals', () => ({ reportWebVitals }));
// The browser's idle time, run by hand: what waits for it is visible, and nothing runs early.
vi.mock('../../../lib/when-idle', () => ({
  whenIdleAfterLoad: (task: () => void) => idleTasks.push(task),
}));

const optOut = (value: boolean) =>
  ((window as unknown as Record<string, unknown>)['ga-disable-G-TEST'] = value);
const script = () => document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement | null;

/** A fresh copy, as a new page load has. */
async function load() {
  vi.resetModules();
  return import('./analytics-tag');
}

beforeEach(() => {
  // Accepted: what applyConsent sets before this code loads.
  optOut(false);
});
afterEach(() => {
  idleTasks.length = 0;
  reportWebVitals.mockReset();
  script()?.remove();
  delete window.gtag;
});

describe('analytics, once accepted', () => {
  it('loads gtag.js once with the id, configured', async () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void calls.push(args);
    const { startAnalytics } = await load();
    startAnalytics('G-TEST');
    startAnalytics('G-TEST');
    expect(script()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(document.querySelectorAll(`#${GTAG_SCRIPT_ID}`)).toHaveLength(1);
    expect(calls).toContainEqual(['config', 'G-TEST', { anonymize_ip: true }]);
  });

  it('starts nothing when the visitor declined while this code was on its way', async () => {
    optOut(true);
    const { startAnalytics, analyticsCollecting } = await load();
    startAnalytics('G-TEST');
    expect(script()).toBeNull();
    expect(idleTasks).toHaveLength(0);
    expect(analyticsCollecting('G-TEST')).toBe(false);
    expect(analyticsCollecting('')).toBe(false);
  });

  it('defines the global tag function when no stub is present', async () => {
    const { startAnalytics } = await load();
    startAnalytics('G-TEST');
    expect(typeof window.gtag).toBe('function');
  });

  it('starts measuring the Web Vitals once, when idle after the load event', async () => {
    const { startAnalytics } = await load();
    startAnalytics('G-TEST');
    startAnalytics('G-TEST');
    expect(idleTasks).toHaveLength(1);
    expect(reportWebVitals).not.toHaveBeenCalled();
    idleTasks[0]!();
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalledOnce());
  });
});
