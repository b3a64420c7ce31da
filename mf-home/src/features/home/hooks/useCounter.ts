import { useEffect, useState } from 'react';
import { COUNTER_STEP_MS, COUNTER_STEPS, counterValue } from '../lib/counter';

/**
 * A number rising from 0 to `target` in 60 steps over 2000 ms, starting when
 * `start` turns true (once). Under reduced motion it shows the target at once.
 * On a served page it starts at the target, so the HTML (read without
 * JavaScript, by crawlers too) says the real figure; the count from 0 still
 * plays once the counter is visible.
 */
export function useCounter(target: number, start: boolean, reduced: boolean, served = false): number {
  const [step, setStep] = useState(served ? COUNTER_STEPS : 0);

  useEffect(() => {
    if (!start || reduced) return;
    setStep(0);
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
