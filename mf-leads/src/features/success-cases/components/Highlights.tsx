import { RevealList } from 'shared';
import { css } from '@linaria/core';
import type { SuccessCase } from '../content';

const gridClass = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-6);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
`;

const itemClass = css`
  display: flex;
`;

const figureClass = css`
  margin: 0;
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: var(--space-3);
  width: 100%;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  padding: var(--space-6);

  blockquote {
    margin: 0;
    font-style: italic;
  }

  blockquote p {
    margin: 0;
  }

  figcaption {
    color: var(--color-text-muted);
    font-size: var(--text-sm);
  }

  figcaption strong {
    display: block;
    color: var(--color-text);
    font-size: var(--text-base);
  }
`;

const resultClass = css`
  margin: 0;
  display: grid;
  gap: var(--space-1);
  color: var(--color-primary);

  span:first-child {
    font-size: var(--text-5xl);
    font-weight: 800;
    line-height: 1;
  }

  span:last-child {
    font-size: var(--text-xl);
    font-weight: 700;
  }
`;

const sectorClass = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

/** The three customer highlights: result, company and quote (docs/product.md §13). */
export function Highlights({ cases }: { cases: readonly SuccessCase[] }) {
  return (
    <RevealList
      className={gridClass}
      data-testid="success-highlights"
      items={cases}
      itemClassName={itemClass}
      keyOf={(c) => c.id}
      render={(c) => (
        <figure className={figureClass}>
          <p className={resultClass}>
            <span>{c.result}</span>
            <span>{c.metric}</span>
          </p>
          <p className={sectorClass}>
            {c.sector} · {c.location}
          </p>
          <blockquote>
            <p>“{c.quote}”</p>
          </blockquote>
          <figcaption>
            <strong>{c.company}</strong>
            {c.author}, {c.role}
          </figcaption>
        </figure>
      )}
    />
  );
}
