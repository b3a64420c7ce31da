// A publish time as the marketer reads it (issue 47, item 6). Decap's front-matter parser reads
// `publishAt: 2026-12-01T22:43:00Z` as a date, and its text widget then showed
// "Tue Dec 01 2026 22:43:00 GMT+0000 (Coordinated Universal Time)": the field shows the time as
// written (UTC, the form the build reads), and beside it the same moment in the editor's own
// time zone and words.
import { createElement, Fragment, type ComponentType } from 'react';

const local = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** `2026-12-01T22:43:00Z` for a date Decap parsed; any other value as it is. */
export function asWritten(value: unknown): unknown {
  return value instanceof Date && !Number.isNaN(value.getTime())
    ? value.toISOString().replace('.000Z', 'Z')
    : value;
}

/** The moment a written publish time names, in the editor's words, or '' when it names none. */
export function inEditorsTime(value: unknown): string {
  const written = asWritten(value);
  if (typeof written !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$/.test(written)) return '';
  return local.format(new Date(written));
}

interface ControlProps {
  field: { get: (key: string) => unknown };
  value: unknown;
  [prop: string]: unknown;
}

/** A text control that shows dates as written, and a publish time also in the editor's time. */
export function withReadableDates(Control: ComponentType<ControlProps>) {
  return function ReadableDates(props: ControlProps) {
    const shown = inEditorsTime(props.value);
    return createElement(
      Fragment,
      null,
      createElement(Control, { ...props, value: asWritten(props.value) }),
      shown && props.field.get('name') === 'publishAt'
        ? createElement(
            'p',
            { className: 'publish-time', 'data-testid': 'publish-time' },
            `Your time: ${shown}`,
          )
        : null,
    );
  };
}
