import { describe, expect, it } from 'vitest';
import { calendarRedirectTarget } from './calendar-target';

const urls = {
  demo: 'https://cal.example/demo',
  reu: 'https://cal.example/reu',
  cafe: 'https://cal.example/cafe',
};

describe('calendar redirect decision', () => {
  it.each([
    ['/demo', urls.demo],
    ['/reu', urls.reu],
    ['/cafe', urls.cafe],
    ['/demo/', urls.demo],
    ['/CAFE', urls.cafe],
  ])('%s goes to its booking page', (path, target) => {
    expect(calendarRedirectTarget(path, urls)).toBe(target);
  });

  it.each(['/', '/meeting', '/constructor', '/toString', '/es/demo'])('%s goes to the site root', (path) => {
    expect(calendarRedirectTarget(path, urls)).toBe('/');
  });

  it('an empty booking URL goes to the root too', () => {
    expect(calendarRedirectTarget('/reu', { ...urls, reu: '' })).toBe('/');
  });
});
