import { css } from '@linaria/core';

/** Category badge of a card and of a post. */
export const badgeClass = css`
  display: inline-block;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-accent-soft);
  color: #134e4a;
  font-size: var(--text-sm);
  font-weight: 600;
  line-height: 1.4;
`;

export const metaRowClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
`;

/** Author, date or read time, with its icon. */
export const metaItemClass = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

/** The centred message block of the empty, no-results and not-found states. */
export const stateBoxClass = css`
  max-width: 36rem;
  margin: var(--space-8) auto;
  padding: var(--space-8) var(--space-6);
  text-align: center;
  background: var(--color-surface);
  border-radius: var(--radius-lg);

  & > * + * {
    margin-top: var(--space-3);
  }

  & p {
    margin-bottom: 0;
    color: var(--color-text-muted);
  }
`;
