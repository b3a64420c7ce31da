import { lazy } from 'react';
import type { SectionIds } from '../content/types';

/**
 * The blocks below the hero, in page order (docs/product.md §8). Each is its own chunk; its
 * height while loading or off screen is in `block-size.ts`, by its key.
 */
export const BELOW_FOLD_BLOCKS = [
  {
    key: 'video',
    anchor: 'video',
    Component: lazy(() => import('./VideoSection')),
  },
  {
    key: 'how-it-works',
    anchor: 'howItWorks',
    Component: lazy(() => import('./HowItWorks')),
  },
  {
    key: 'results',
    anchor: 'results',
    Component: lazy(() => import('./Results')),
  },
  {
    key: 'press',
    anchor: 'press',
    Component: lazy(() => import('./Press')),
  },
  {
    key: 'benefits',
    anchor: 'benefits',
    Component: lazy(() => import('./Benefits')),
  },
  {
    key: 'partners',
    anchor: 'partners',
    Component: lazy(() => import('./Partners')),
  },
  {
    key: 'faq',
    anchor: 'faq',
    Component: lazy(() => import('./Faq')),
  },
  {
    key: 'about',
    anchor: 'about',
    Component: lazy(() => import('./About')),
  },
  {
    key: 'demo',
    anchor: 'demo',
    Component: lazy(() => import('./DemoSection')),
  },
] as const satisfies readonly {
  key: string;
  anchor: keyof SectionIds;
  Component: unknown;
}[];

/** Index of the block whose anchor is `hash` (with or without '#'), or -1. */
export function blockIndexForHash(ids: SectionIds, hash: string): number {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return -1;
  return BELOW_FOLD_BLOCKS.findIndex((b) => ids[b.anchor] === id);
}
