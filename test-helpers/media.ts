import { vi } from 'vitest';

/**
 * Unit tests: makes `matchMedia('(prefers-reduced-motion: reduce)')` answer
 * `reduce` (jsdom has no matchMedia). Other queries never match.
 */
export function mockReducedMotion(reduce: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}
