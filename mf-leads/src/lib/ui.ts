import { css } from '@linaria/core';
import { styled } from '@linaria/react';

/** The soft gradient behind the first section of a leads page. */
export const heroBackground = css`
  background: linear-gradient(180deg, var(--color-surface-strong), var(--color-bg));
`;

/** Title block of a leads page: eyebrow, h1 and intro stacked with even spacing. */
export const PageIntro = styled.div`
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

export const Eyebrow = styled.p`
  margin: 0;
  color: var(--color-accent);
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: var(--text-sm);
`;

export const Lead = styled.p`
  margin: 0;
  font-size: var(--text-lg);
  color: var(--color-text-muted);
`;

/** A bare list whose items are an icon and a line of text. */
export const IconList = styled.ul`
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
