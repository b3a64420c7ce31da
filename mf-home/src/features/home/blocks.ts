import { lazy } from 'react';
import type { SectionIds } from './content/types';

/**
 * The blocks below the hero, in page order (spec section 2, Home page). Each is
 * its own chunk; `minHeight` is the space its placeholder reserves (decision 020).
 */
export const BELOW_FOLD_BLOCKS = [
  {
    key: 'video',
    anchor: 'video',
    minHeight: '48rem',
    Component: lazy(() => import('./components/VideoSection')),
  },
  {
    key: 'how-it-works',
    anchor: 'howItWorks',
    minHeight: '56rem',
    Component: lazy(() => import('./components/HowItWorks')),
  },
  {
    key: 'results',
    anchor: 'results',
    minHeight: '90rem',
    Component: lazy(() => import('./components/Results')),
  },
  { key: 'press', anchor: 'press', minHeight: '60rem', Component: lazy(() => import('./components/Press')) },
  {
    key: 'benefits',
    anchor: 'benefits',
    minHeight: '56rem',
    Component: lazy(() => import('./components/Benefits')),
  },
  {
    key: 'partners',
    anchor: 'partners',
    minHeight: '40rem',
    Component: lazy(() => import('./components/Partners')),
  },
  { key: 'faq', anchor: 'faq', minHeight: '60rem', Component: lazy(() => import('./components/Faq')) },
  { key: 'about', anchor: 'about', minHeight: '60rem', Component: lazy(() => import('./components/About')) },
  {
    key: 'demo',
    anchor: 'demo',
    minHeight: '36rem',
    Component: lazy(() => import('./components/DemoSection')),
  },
] as const satisfies readonly {
  key: string;
  anchor: keyof SectionIds;
  minHeight: string;
  Component: unknown;
}[];

/** Index of the block whose anchor is `hash` (with or without '#'), or -1. */
export function blockIndexForHash(ids: SectionIds, hash: string): number {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return -1;
  return BELOW_FOLD_BLOCKS.findIndex((b) => ids[b.anchor] === id);
}
