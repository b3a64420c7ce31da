import { css } from '@linaria/core';
import { ButtonLink } from 'shared';
import type { FaqItem } from '../content/types';
import type { BlockProps } from './block';
import { HomeBlock } from './HomeBlock';
import { centredClass, surfaceClass } from './styles';
import { useSections } from '../hooks/useSections';

const listClass = css`
  display: grid;
  gap: var(--space-3);
  max-width: 48rem;
  margin: 0 auto;
  text-align: start;
`;

const itemClass = css`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);

  & summary {
    display: flex;
    justify-content: space-between;
    gap: var(--space-4);
    padding: var(--space-4) var(--space-6);
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }

  & summary::-webkit-details-marker {
    display: none;
  }

  & summary::after {
    content: '+';
    font-size: var(--text-xl);
    line-height: 1;
    color: var(--color-primary);
  }

  &[open] summary::after {
    content: '−';
  }

  & p {
    margin: 0;
    padding: 0 var(--space-6) var(--space-4);
    color: var(--color-text-muted);
  }
`;

const contactClass = css`
  margin-top: var(--space-8);
`;

/**
 * Single-open, collapsible accordion: `<details>` sharing one `name` lets the
 * browser close the open item when another opens; clicking an open item closes it.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className={listClass}>
      {items.map((faq) => (
        <details key={faq.question} name="faq" className={itemClass}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

export default function Faq({ lang, id, hero }: BlockProps) {
  const { faq: copy } = useSections(lang);
  return (
    <HomeBlock
      id={id}
      block="faq"
      titleId="home-faq-title"
      heading={copy.heading}
      intro={copy.intro}
      className={surfaceClass}
      containerClassName={centredClass}
    >
      <FaqAccordion items={copy.items} />
      <div className={contactClass}>
        <p>{copy.contactText}</p>
        <ButtonLink href={`#${hero.ids.demo}`} variant="secondary">
          {copy.contactCta}
        </ButtonLink>
      </div>
    </HomeBlock>
  );
}
