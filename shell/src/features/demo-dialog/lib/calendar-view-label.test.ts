import { describe, expect, it } from 'vitest';
import { calendarViewLabel } from './calendar-view-label';

describe('demo_calendar_viewed label', () => {
  it('labels demo_calendar_viewed as docs/product.md §19 says', () => {
    expect(calendarViewLabel('header_desktop')).toBe('header');
    expect(calendarViewLabel('header_mobile')).toBe('header');
    expect(calendarViewLabel('demo_section')).toBe('demo_section');
    expect(calendarViewLabel('demo_section_es')).toBe('demo_section_es');
  });
});
