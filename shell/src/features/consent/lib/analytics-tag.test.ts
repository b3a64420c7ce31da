import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GTAG_SCRIPT_ID } from './analytics-tag';

const measureVisit = vi.fn<(collecting: () => boolean) => void>();
const idleTasks = vi.hoisted(() => [] as (() => void)[]);
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
  measureVisit.mockReset();
  script()?.remove();
  delete window.gtag;
});

describe('analytics, once accepted', () => {
  it('loads gtag.js once with the id, configured', async () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void calls.push(args);
    const { startAnalytics } = await load();
    startAnalytics('G-TEST', measureVisit);
    startAnalytics('G-TEST', measureVisit);
    expect(script()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(document.querySelectorAll(`#${GTAG_SCRIPT_ID}`)).toHaveLength(1);
    expect(calls).toContainEqual(['config', 'G-TEST', { anonymize_ip: true }]);
  });

  it('starts nothing when the visitor declined while this code was on its way', async () => {
    optOut(true);
    const { startAnalytics, analyticsCollecting } = await load();
    startAnalytics('G-TEST', measureVisit);
    expect(script()).toBeNull();
    expect(idleTasks).toHaveLength(0);
    expect(analyticsCollecting('G-TEST')).toBe(false);
    expect(analyticsCollecting('')).toBe(false);
  });

  it('defines the global tag function when no stub is present', async () => {
    const { startAnalytics } = await load();
    startAnalytics('G-TEST', measureVisit);
    expect(typeof window.gtag).toBe('function');
  });

  it('starts measuring the visit once, when idle after the load event, told whether analytics collects', async () => {
    const { startAnalytics } = await load();
    startAnalytics('G-TEST', measureVisit);
    startAnalytics('G-TEST', measureVisit);
    expect(idleTasks).toHaveLength(1);
    expect(measureVisit).not.toHaveBeenCalled();
    idleTasks[0]!();
    expect(measureVisit).toHaveBeenCalledOnce();
    const collecting = measureVisit.mock.calls[0]![0];
    expect(collecting()).toBe(true);
    // Declined since: the measurement reads the choice in force.
    optOut(true);
    expect(collecting()).toBe(false);
  });
});
