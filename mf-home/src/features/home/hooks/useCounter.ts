import { useEffect, useState } from 'react';
import { COUNTER_STEP_MS, COUNTER_STEPS, counterValue } from '../lib/counter';

/**
 * A number rising from 0 to `target` in 60 steps over 2000 ms, starting when
 * `start` turns true (once). Under reduced motion it shows the target at once.
 */
export function useCounter(target: number, start: boolean, reduced: boolean): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!start || reduced) return;
    const timer = setInterval(() => {
      setStep((s) => {
        if (s + 1 >= COUNTER_STEPS) clearInterval(timer);
        return Math.min(COUNTER_STEPS, s + 1);
      });
    }, COUNTER_STEP_MS);
    return () => clearInterval(timer);
  }, [start, reduced]);

  return counterValue(target, reduced ? COUNTER_STEPS : step);
}
