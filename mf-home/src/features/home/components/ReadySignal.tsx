import { useEffect } from 'react';

/** Rendered after a lazy block inside its Suspense: tells the page the block is in place. */
export function ReadySignal({ index, onReady }: { index: number; onReady: (index: number) => void }) {
  useEffect(() => onReady(index), [index, onReady]);
  return null;
}
