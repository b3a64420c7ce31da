import { css } from '@linaria/core';

// Small layout classes shared by the below-the-fold blocks.
export const intro = css`
  max-width: 44rem;
  margin: 0 0 var(--space-12);
  font-size: var(--text-lg);
  color: var(--color-text-muted);
`;

export const centred = css`
  text-align: center;

  & > p,
  & > div > p {
    margin-inline: auto;
  }
`;

export const cardGrid = css`
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

export const threeColumns = css`
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const cardTitle = css`
  margin: 0 0 var(--space-2);
  font-size: var(--text-xl);
  line-height: 1.3;
`;

export const muted = css`
  margin: 0;
  color: var(--color-text-muted);
`;

export const surface = css`
  background: var(--color-surface);
`;

export const iconBadge = css`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface-strong);
  color: var(--color-primary);
`;
