import { css } from '@linaria/core';
import { classed } from 'shared';

// The leads pages' own layout pieces; the text and card primitives come from `shared`.

const pageIntroClass = css`
  display: grid;
  gap: var(--space-4);
  max-width: 48rem;

  /* The grid's gap spaces the eyebrow, title and lead. */
  & > * {
    margin: 0;
  }
`;

/** Title block of a leads page: eyebrow, h1 and intro stacked with even spacing. */
export const PageIntro = classed('div', pageIntroClass, 'PageIntro');
