import { dwellMs, nextIndex, typedLength, typingDoneAt } from './typing';

describe('hero typing schedule (docs/product.md §8)', () => {
  it('shows nothing for 200 ms, then one more character every 80 ms', () => {
    const text = 'gift for a 3-year-old';
    expect(typedLength(text, 0)).toBe(0);
    expect(typedLength(text, 199)).toBe(0);
    expect(typedLength(text, 279)).toBe(0);
    expect(typedLength(text, 280)).toBe(1);
    expect(typedLength(text, 360)).toBe(2);
    expect(typedLength(text, 200 + 5 * 80)).toBe(5);
    expect(typedLength(text, 100_000)).toBe(text.length);
    expect(typingDoneAt(text)).toBe(200 + text.length * 80);
  });

  it('keeps an example for length x 80 ms + 2000 ms, bounded to 4000-8000 ms', () => {
    expect(dwellMs('abc')).toBe(4000); // 2240 -> lower bound
    expect(dwellMs('x'.repeat(25))).toBe(4000); // exactly 4000
    expect(dwellMs('x'.repeat(40))).toBe(5200);
    expect(dwellMs('x'.repeat(75))).toBe(8000); // exactly 8000
    expect(dwellMs('x'.repeat(120))).toBe(8000); // 11600 -> upper bound
  });

  it('loops through the examples', () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(nextIndex(5, 6)).toBe(0);
  });
});
