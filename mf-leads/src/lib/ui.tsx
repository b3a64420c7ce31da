import type { ComponentPropsWithRef } from 'react';
import { css, cx } from '@linaria/core';

// Plain elements with Linaria classes (no `styled` runtime in the first load).

/** The soft gradient behind the first section of a leads page. */
export const heroBackground = css`
  background: linear-gradient(180deg, var(--color-surface-strong), var(--color-bg));
`;

const pageIntroClass = css`
  display: grid;
  gap: var(--space-4);
  max-width: 48rem;

  h1 {
    margin: 0;
    font-size: var(--text-3xl);
    line-height: 1.15;
  }

  @media (min-width: 768px) {
    h1 {
      font-size: var(--text-5xl);
    }
  }
`;

const eyebrowClass = css`
  margin: 0;
  color: var(--color-accent);
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: var(--text-sm);
`;

const leadClass = css`
  margin: 0;
  font-size: var(--text-lg);
  color: var(--color-text-muted);
`;

const iconListClass = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-2);

  li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }

  svg {
    flex: none;
  }
`;

/** Title block of a leads page: eyebrow, h1 and intro stacked with even spacing. */
export function PageIntro({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(pageIntroClass, className)} {...rest} />;
}

export function Eyebrow({ className, ...rest }: ComponentPropsWithRef<'p'>) {
  return <p className={cx(eyebrowClass, className)} {...rest} />;
}

export function Lead({ className, ...rest }: ComponentPropsWithRef<'p'>) {
  return <p className={cx(leadClass, className)} {...rest} />;
}

/** A bare list whose items are an icon and a line of text. */
export function IconList({ className, ...rest }: ComponentPropsWithRef<'ul'>) {
  return <ul className={cx(iconListClass, className)} {...rest} />;
}
