import { renderHook, act } from '@testing-library/react';
import { counterValue, formatFigure } from './counter';
import { useCounter } from '../hooks/useCounter';

describe('results counters (spec: 0 to target over 2000 ms in 60 steps)', () => {
  it('rises evenly over 60 steps', () => {
    expect(counterValue(51, 0)).toBe(0);
    expect(counterValue(51, 30)).toBe(26);
    expect(counterValue(51, 60)).toBe(51);
    expect(counterValue(51, 99)).toBe(51);
  });

  describe('useCounter', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('waits until visible, then reaches the target after 2000 ms and stops', () => {
      const { result, rerender } = renderHook(({ start }) => useCounter(40, start, false), {
        initialProps: { start: false },
      });
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current).toBe(0);
      rerender({ start: true });
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current).toBeGreaterThan(0);
      expect(result.current).toBeLessThan(40);
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current).toBe(40);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('counts up one step per tick: 60 ticks over 2000 ms', () => {
      const { result } = renderHook(() => useCounter(60, true, false));
      const startedAt = Date.now();
      const shown: number[] = [];
      while (vi.getTimerCount() > 0) {
        act(() => vi.advanceTimersToNextTimer());
        shown.push(result.current);
      }
      expect(shown).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      // Timers run on whole milliseconds, so the 60 ticks end within one tick of 2000 ms.
      expect(Math.abs(Date.now() - startedAt - 2000)).toBeLessThan(2000 / 60);
    });

    it('shows the final number at once under reduced motion', () => {
      const { result } = renderHook(() => useCounter(30, false, true));
      expect(result.current).toBe(30);
    });
  });
});

describe('a counter figure is written as its language writes it (Intl.NumberFormat)', () => {
  it('groups thousands with a comma in English and a dot in Spanish', () => {
    expect(formatFigure(51, 'es')).toBe('51');
    expect(formatFigure(500000, 'en')).toBe('500,000');
    expect(formatFigure(500000, 'es')).toBe('500.000');
  });
});
