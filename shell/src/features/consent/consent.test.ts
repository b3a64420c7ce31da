import { afterEach, describe, expect, it } from 'vitest';
import { configureSite } from 'shared';
import {
  analyticsAllowed,
  applyConsent,
  CONSENT_KEY,
  GTAG_SCRIPT_ID,
  readConsent,
  saveConsent,
} from './consent';

const script = () => document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement | null;

afterEach(() => {
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
