import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSite } from 'shared';
import {
  analyticsAllowed,
  applyConsent,
  CONSENT_KEY,
  measureVisitWithAnalytics,
  readConsent,
  saveConsent,
} from './consent';

const startAnalytics = vi.hoisted(() => vi.fn());
const optedOut = () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST'];
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
    expect(optedOut()).toBe(true);
    // What would have started is loaded in the next turns: give it those turns.
    await import('./analytics-tag');
    expect(startAnalytics).not.toHaveBeenCalled();
  });

  it("starts analytics with the configured id and the app's measurement after accepting, and remembers the choice", async () => {
    const measureVisit = vi.fn();
    measureVisitWithAnalytics(measureVisit);
    configureSite({ analyticsId: 'G-TEST' });
    saveConsent('accepted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(optedOut()).toBe(false);
    await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalledWith('G-TEST', measureVisit));
  });

  it("declining later switches the tag off, accepting again back on (the tag's opt-out switch)", async () => {
    configureSite({ analyticsId: 'G-TEST' });
    saveConsent('accepted');
    saveConsent('declined');
    expect(optedOut()).toBe(true);
    saveConsent('accepted');
    expect(optedOut()).toBe(false);
    await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalledWith('G-TEST', expect.any(Function)));
  });

  it('starts nothing when no id is configured', async () => {
    saveConsent('accepted');
    await import('./analytics-tag');
    expect(startAnalytics).not.toHaveBeenCalled();
    expect(optedOut()).toBeUndefined();
  });
});
