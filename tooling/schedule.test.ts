// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDue, isPublishAt, publishNow } from './schedule.mjs';

const AT = '2026-12-01T09:00:00Z';
const BEFORE = new Date('2026-12-01T08:59:59Z');
const AFTER = new Date('2026-12-01T09:00:00Z');

describe('publishAt', () => {
  it.each([AT, '2026-12-01T09:00Z', '2026-12-01T09:00:00.5Z', '2028-02-29T23:59:59Z'])(
    'accepts %s',
    (value) => expect(isPublishAt(value)).toBe(true),
  );

  it.each([
    '2026-12-01',
    '2026-12-01T09:00:00',
    '2026-12-01 09:00:00Z',
    '2026-12-01T09:00:00+00:00',
    '2026-02-29T09:00:00Z',
    '2026-12-01T24:00:00Z',
    '2026-12-01T09:60:00Z',
    '',
    20261201,
    undefined,
  ])('refuses %s', (value) => expect(isPublishAt(value)).toBe(false));

  it('is due from its very moment; no publishAt is due at once', () => {
    expect(isDue(AT, BEFORE)).toBe(false);
    expect(isDue(AT, AFTER)).toBe(true);
    expect(isDue(undefined, BEFORE)).toBe(true);
  });

  it('now is PUBLISH_NOW when set, else the build clock; a malformed PUBLISH_NOW stops', () => {
    const clock = new Date('2030-01-01T00:00:00Z');
    expect(publishNow({ PUBLISH_NOW: AT }, clock)).toEqual(new Date(AT));
    expect(publishNow({}, clock)).toBe(clock);
    expect(publishNow({ PUBLISH_NOW: '' }, clock)).toBe(clock);
    expect(() => publishNow({ PUBLISH_NOW: '2026-12-01' }, clock)).toThrow(
      'PUBLISH_NOW must be a UTC date-time like 2026-12-01T09:00:00Z (got "2026-12-01")',
    );
    // One moment for the whole build.
    expect(publishNow({})).toBe(publishNow({}));
  });
});
