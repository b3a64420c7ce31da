// A publish time as the marketer reads it (issue 47, item 6): as written, never a Date's
// "Tue Dec 01 2026 22:43:00 GMT+0000 (Coordinated Universal Time)", and in the editor's time.
import { asWritten, inEditorsTime } from './publish-time';

describe('publish times', () => {
  it('shows a date Decap parsed from front matter as written', () => {
    expect(asWritten(new Date('2026-12-01T22:43:00Z'))).toBe('2026-12-01T22:43:00Z');
    expect(asWritten('2026-12-01T22:43:00Z')).toBe('2026-12-01T22:43:00Z');
    expect(asWritten('')).toBe('');
  });

  it("names the moment in the editor's time zone and words, and nothing for what is not a time", () => {
    const said = inEditorsTime(new Date('2026-12-01T22:43:00Z'));
    // The test machine's zone and language (UTC, English here): a day, a month's name, a zone.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone === 'UTC' && navigator.language.startsWith('en'))
      expect(said).toBe('Tuesday, December 1, 2026 at 10:43 PM UTC');
    expect(said).toMatch(/2026/);
    expect(said).not.toContain('GMT+0000 (');
    expect(inEditorsTime('tomorrow')).toBe('');
    expect(inEditorsTime(undefined)).toBe('');
  });
});
