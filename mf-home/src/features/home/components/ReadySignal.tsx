import { useEffect } from 'react';
import { blockHydrated } from 'shared';

/**
 * Rendered after a lazy block inside its Suspense: tells the page the block is in place, and,
 * for a served block (`servedId`), the hydration schedule that it has hydrated.
 */
export function ReadySignal({
  index,
  onReady,
  servedId,
}: {
  index: number;
  onReady: (index: number) => void;
  servedId?: string;
}) {
  useEffect(() => {
    if (servedId) blockHydrated(servedId);
    onReady(index);
  }, [index, onReady, servedId]);
  return null;
}
