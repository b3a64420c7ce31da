import { describe, expect, it } from 'vitest';
import { failsOnlyOffline } from './offline-audits.mjs';

const consoleError = (url: string, source = 'network') => ({
  source,
  description: 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED',
  sourceLocation: { url },
});
const audit = (...items: ReturnType<typeof consoleError>[]) => ({ details: { items } });

describe('audits explained by the offline placeholder hosts', () => {
  it('explains console errors that are all failed requests to .example hosts', () => {
    expect(
      failsOnlyOffline(
        'errors-in-console',
        audit(
          consoleError('https://forms.intenta.example/referral'),
          consoleError('https://forms.intenta.example/embed/v2.js'),
        ),
      ),
    ).toBe(true);
  });

  it('counts a failed request to any other host', () => {
    expect(
      failsOnlyOffline(
        'errors-in-console',
        audit(
          consoleError('https://forms.intenta.example/referral'),
          consoleError('http://localhost:3003/x.js'),
        ),
      ),
    ).toBe(false);
    expect(failsOnlyOffline('errors-in-console', audit(consoleError('https://intenta.example.com/a')))).toBe(
      false,
    );
  });

  it('counts an error the page itself logged, even about a placeholder host', () => {
    expect(
      failsOnlyOffline(
        'errors-in-console',
        audit(consoleError('https://forms.intenta.example/referral', 'javascript')),
      ),
    ).toBe(false);
  });

  it('explains no other audit and no audit without items', () => {
    expect(failsOnlyOffline('image-alt', audit(consoleError('https://forms.intenta.example/referral')))).toBe(
      false,
    );
    expect(failsOnlyOffline('errors-in-console', audit())).toBe(false);
    expect(failsOnlyOffline('errors-in-console', { details: {} })).toBe(false);
  });
});
