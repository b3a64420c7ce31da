import { useEffect, useState } from 'react';
import { dwellMs, nextIndex, TYPE_INTERVAL_MS, TYPE_START_DELAY_MS } from '../lib/typing';

interface TypingState {
  index: number;
  typed: number;
}

export interface TypingCycle {
  index: number;
  /** The part of the current query shown so far. */
  text: string;
  /** True once the whole query is shown: the cursor stops blinking. */
  done: boolean;
}

/**
 * Cycles through `queries`: each one is typed a character every 80 ms starting
 * 200 ms after it appears, stays for its dwell time (4-8 s), then the next one
 * follows, looping. Under reduced motion whole queries are shown; `paused`
 * holds the current example.
 */
export function useTypingCycle(queries: readonly string[], reduced: boolean, paused: boolean): TypingCycle {
  const [state, setState] = useState<TypingState>({ index: 0, typed: 0 });
  const query = queries[state.index] ?? '';
  const count = queries.length;

  useEffect(() => {
    if (reduced) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (let n = 1; n <= query.length; n++) {
      timers.push(
        setTimeout(
          () => setState((s) => (s.typed < n ? { ...s, typed: n } : s)),
          TYPE_START_DELAY_MS + n * TYPE_INTERVAL_MS,
        ),
      );
    }
    return () => timers.forEach(clearTimeout);
  }, [state.index, query, reduced]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(
      () => setState((s) => ({ index: nextIndex(s.index, count), typed: 0 })),
      dwellMs(query),
    );
    return () => clearTimeout(timer);
  }, [state.index, query, count, paused]);

  const typed = reduced ? query.length : state.typed;
  return { index: state.index, text: query.slice(0, typed), done: typed >= query.length };
}
