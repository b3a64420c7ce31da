// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isRealDate } from './dates.mjs';

describe('isRealDate', () => {
  it.each(['2024-10-01', '2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (value) => expect(isRealDate(value)).toBe(true),
  );

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-10-00',
    '2024-10-32',
    '2024-1-5',
    '24-10-01',
    '2024/10/01',
    '01/10/2024',
    '1 Oct 2024',
    '2024-10-01T00:00:00Z',
    ' 2024-10-01',
    '2024-10-01\n',
    '',
    20241001,
    undefined,
  ])('refuses %j', (value) => expect(isRealDate(value)).toBe(false));
});
