import type { ComponentPropsWithRef } from 'react';
import { css, cx } from '@linaria/core';

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
export function PageIntro({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(pageIntroClass, className)} {...rest} />;
}
