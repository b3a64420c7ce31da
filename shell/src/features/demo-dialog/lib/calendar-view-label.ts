import type { DemoDialogSource } from 'shared';

/**
 * The label of `demo_calendar_viewed` (docs/product.md §19): both header buttons
 * report `header`; the demo sections keep their own label.
 */
export function calendarViewLabel(source: DemoDialogSource): 'header' | 'demo_section' | 'demo_section_es' {
  return source === 'header_desktop' || source === 'header_mobile' ? 'header' : source;
}
