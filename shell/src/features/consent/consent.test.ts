import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSite } from 'shared';
import {
  analyticsAllowed,
  analyticsOn,
  applyConsent,
  CONSENT_KEY,
  readConsent,
  saveConsent,
} from './consent';

const startAnalytics = vi.hoisted(() => vi.fn());
vi.mock('./analytics-tag', () => ({ startAnalytics }));

afterEach(() => {
  startAnalytics.mockReset();
  localStorage.clear();
  configureSite({ analyticsId: '' });
  delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST'];
});

describe('analytics consent', () => {
  it('allows the tag only with an id and an accepted choice', () => {
    expect(analyticsAllowed('G-1', 'accepted')).toBe(true);
    expect(analyticsAllowed('', 'accepted')).toBe(false);
    expect(analyticsAllowed('G-1', 'declined')).toBe(false);
    expect(analyticsAllowed('G-1', null)).toBe(false);
  });

  it('starts nothing without consent, even with an id', async () => {
    configureSite({ analyticsId: 'G-TEST' });
    applyConsent();
    saveConsent('declined');
    expect(readConsent()).toBe('declined');
    expect(analyticsOn()).toBe(false);
    // What would have started is loaded in the next turns: give it those turns.
    await import('./analytics-tag');
    expect(startAnalytics).not.toHaveBeenCalled();
  });

  it('starts analytics with the configured id after accepting, and remembers the choice', async () => {
    configureSite({ analyticsId: 'G-TEST' });
    saveConsent('accepted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(analyticsOn()).toBe(true);
    await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalledWith('G-TEST'));
  });

  it('declining later switches the loaded tag off', () => {
    configureSite({ analyticsId: 'G-TEST' });
    saveConsent('accepted');
    saveConsent('declined');
    expect(analyticsOn()).toBe(false);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST']).toBe(true);
  });

  it('starts nothing when the visitor declines before the code has arrived', async () => {
    configureSite({ analyticsId: 'G-TEST' });
    saveConsent('accepted');
    saveConsent('declined');
    // Its code arrives after both choices; the start it asked for runs first.
    await import('./analytics-tag');
    expect(startAnalytics).not.toHaveBeenCalled();
  });

  it('starts nothing when no id is configured', () => {
    saveConsent('accepted');
    expect(analyticsOn()).toBe(false);
    expect(startAnalytics).not.toHaveBeenCalled();
  });
});
