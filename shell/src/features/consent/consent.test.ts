import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSite } from 'shared';
import {
  analyticsAllowed,
  applyConsent,
  CONSENT_KEY,
  GTAG_SCRIPT_ID,
  readConsent,
  saveConsent,
} from './consent';

const reportWebVitals = vi.hoisted(() => vi.fn());
const idleTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../field-measurement/report-web-vitals', () => ({ reportWebVitals }));
// The browser's idle time, run by hand: what waits for it is visible, and nothing runs early.
vi.mock('../idle/when-idle', () => ({ whenIdleAfterLoad: (task: () => void) => idleTasks.push(task) }));

const script = () => document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement | null;

afterEach(() => {
  idleTasks.length = 0;
  reportWebVitals.mockReset();
  localStorage.clear();
  script()?.remove();
  delete window.gtag;
  configureSite({ analyticsId: '' });
});

describe('analytics consent', () => {
  it('allows the tag only with an id and an accepted choice', () => {
    expect(analyticsAllowed('G-1', 'accepted')).toBe(true);
    expect(analyticsAllowed('', 'accepted')).toBe(false);
    expect(analyticsAllowed('G-1', 'declined')).toBe(false);
    expect(analyticsAllowed('G-1', null)).toBe(false);
  });

  it('loads nothing without consent, even with an id', () => {
    configureSite({ analyticsId: 'G-TEST' });
    applyConsent();
    expect(script()).toBeNull();
    saveConsent('declined');
    expect(script()).toBeNull();
    expect(readConsent()).toBe('declined');
  });

  it('loads gtag.js once after accepting, and remembers the choice', () => {
    configureSite({ analyticsId: 'G-TEST' });
    saveConsent('accepted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(script()?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(typeof window.gtag).toBe('function');
    applyConsent();
    expect(document.querySelectorAll(`#${GTAG_SCRIPT_ID}`)).toHaveLength(1);
    saveConsent('declined');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST']).toBe(true);
  });

  it('loads nothing when no id is configured', () => {
    saveConsent('accepted');
    expect(script()).toBeNull();
  });
});

describe('field measurement', () => {
  /** Fresh copies of the site configuration and consent, as a new page load has. */
  async function load(analyticsId: string) {
    vi.resetModules();
    (await import('shared')).configureSite({ analyticsId });
    return import('./consent');
  }

  it('starts with an id and a stored acceptance, when idle after the load event', async () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    (await load('G-TEST')).applyConsent();
    expect(idleTasks).toHaveLength(1);
    expect(reportWebVitals).not.toHaveBeenCalled();
    idleTasks[0]!();
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalledOnce());
  });

  it('starts once when the visitor accepts during the visit, and stops sending when they decline', async () => {
    const consent = await load('G-TEST');
    consent.applyConsent();
    expect(idleTasks).toHaveLength(0);
    expect(consent.analyticsOn()).toBe(false);
    consent.saveConsent('accepted');
    consent.saveConsent('accepted');
    expect(idleTasks).toHaveLength(1);
    expect(consent.analyticsOn()).toBe(true);
    consent.saveConsent('declined');
    expect(consent.analyticsOn()).toBe(false);
  });

  it('never starts without consent or without an id', async () => {
    const consent = await load('G-TEST');
    consent.applyConsent();
    consent.saveConsent('declined');
    (await load('')).saveConsent('accepted');
    expect(idleTasks).toHaveLength(0);
  });
});
