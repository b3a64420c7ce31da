import { css } from '@linaria/core';

// Small layout classes shared by the below-the-fold blocks; text and cards are `shared`'s.

/** The room under a section's lead, before its cards. */
export const introClass = css`
  margin-bottom: var(--space-12);
`;

export const centredClass = css`
  text-align: center;

  & > p,
  & > div > p {
    margin-inline: auto;
  }
`;

export const cardGridClass = css`
  display: grid;
  gap: var(--space-6);
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const threeColumnsClass = css`
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const surfaceClass = css`
  background: var(--color-surface);
`;
