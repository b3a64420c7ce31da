import { lazy } from 'react';
import type { SectionIds } from '../content/types';

/**
 * The blocks below the hero, in page order (docs/product.md §8). Each is
 * its own chunk; `minHeight` is the space its placeholder reserves below and
 * from 1024 px wide (measured on the built page), so nothing shifts (decision 020).
 */
export const BELOW_FOLD_BLOCKS = [
  {
    key: 'video',
    anchor: 'video',
    minHeight: ['728px', '976px'],
    Component: lazy(() => import('./VideoSection')),
  },
  {
    key: 'how-it-works',
    anchor: 'howItWorks',
    minHeight: ['1622px', '707px'],
    Component: lazy(() => import('./HowItWorks')),
  },
  {
    key: 'results',
    anchor: 'results',
    minHeight: ['1551px', '1150px'],
    Component: lazy(() => import('./Results')),
  },
  {
    key: 'press',
    anchor: 'press',
    minHeight: ['1883px', '904px'],
    Component: lazy(() => import('./Press')),
  },
  {
    key: 'benefits',
    anchor: 'benefits',
    minHeight: ['1334px', '630px'],
    Component: lazy(() => import('./Benefits')),
  },
  {
    key: 'partners',
    anchor: 'partners',
    minHeight: ['952px', '588px'],
    Component: lazy(() => import('./Partners')),
  },
  {
    key: 'faq',
    anchor: 'faq',
    minHeight: ['1205px', '1078px'],
    Component: lazy(() => import('./Faq')),
  },
  {
    key: 'about',
    anchor: 'about',
    minHeight: ['1719px', '896px'],
    Component: lazy(() => import('./About')),
  },
  {
    key: 'demo',
    anchor: 'demo',
    minHeight: ['994px', '592px'],
    Component: lazy(() => import('./DemoSection')),
  },
] as const satisfies readonly {
  key: string;
  anchor: keyof SectionIds;
  minHeight: readonly [string, string];
  Component: unknown;
}[];

/** Index of the block whose anchor is `hash` (with or without '#'), or -1. */
export function blockIndexForHash(ids: SectionIds, hash: string): number {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return -1;
  return BELOW_FOLD_BLOCKS.findIndex((b) => ids[b.anchor] === id);
}
