import { css } from '@linaria/core';
import { classed } from './classed';

// The text primitives every page uses: its title, the line above it, the lead paragraph
// under a heading, a card's title, and quieter text.

export const pageTitleClass = css`
  margin: 0 0 var(--space-4);
  font-size: var(--text-4xl);
  line-height: 1.1;

  @media (min-width: 768px) {
    font-size: var(--text-5xl);
  }
`;

const eyebrowClass = css`
  margin: 0 0 var(--space-3);
  color: var(--color-accent);
  font-weight: 700;
  font-size: var(--text-sm);
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const leadClass = css`
  max-width: 60ch;
  margin: 0 0 var(--space-6);
  color: var(--color-text-muted);
  font-size: var(--text-lg);
`;

const cardTitleClass = css`
  margin: 0 0 var(--space-2);
  font-size: var(--text-xl);
  line-height: 1.3;
`;

export const mutedTextClass = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const iconTileClass = css`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-accent-soft);
  color: var(--color-accent);
`;

/** The page's `h1`. */
export const PageTitle = classed('h1', pageTitleClass, 'PageTitle');
/** The short line above a page's title. */
export const Eyebrow = classed('p', eyebrowClass, 'Eyebrow');
/** The paragraph that introduces a page or a section, under its heading. */
export const Lead = classed('p', leadClass, 'Lead');
/** A card's `h3`. */
export const CardTitle = classed('h3', cardTitleClass, 'CardTitle');
/** Secondary text: a card's description, a status line. */
export const MutedText = classed('p', mutedTextClass, 'MutedText');
/** The square tile an icon stands on at the top of a card (the icon is decorative). */
export const IconTile = classed('span', iconTileClass, 'IconTile');
