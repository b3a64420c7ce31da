import type { ComponentType } from 'react';
import { css } from '@linaria/core';
import { classed } from './classed';

// Plain components with Linaria classes (not `styled`): the `styled` runtime
// would put several KB into every first load, since shared/ is in all of them.

const containerClass = css`
  width: 100%;
  max-width: var(--container-max);
  margin-inline: auto;
  padding-inline: var(--space-4);

  @media (min-width: 768px) {
    padding-inline: var(--space-8);
  }
`;

const sectionClass = css`
  padding-block: var(--space-16);

  @media (min-width: 768px) {
    padding-block: var(--space-24);
  }
`;

/** A card's surface, for elements that cannot be a `Card` (a list's items). */
export const cardClass = css`
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  padding: var(--space-6);
  box-shadow: var(--shadow-sm);
`;

const sectionHeadingClass = css`
  font-size: var(--text-3xl);
  line-height: 1.2;
  margin: 0 0 var(--space-4);

  @media (min-width: 768px) {
    font-size: var(--text-4xl);
  }
`;

/** Centred page column with side padding that holds down to 320 px. */
export const Container = classed('div', containerClass, 'Container');
/** Vertical rhythm of a page section. */
export const Section = classed('section', sectionClass, 'Section');
export const Card = classed('div', cardClass, 'Card');
export const SectionHeading = classed('h2', sectionHeadingClass, 'SectionHeading');

/** The soft gradient behind the first section of a page. */
export const heroBackgroundClass = css`
  background: linear-gradient(180deg, var(--color-surface-strong), var(--color-bg));
`;

const iconListClass = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: var(--space-2);
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

/** A bare list whose items are an icon and a line of text. */
export const IconList = classed('ul', iconListClass, 'IconList');

/** An `IconList` of lines that each get the same (decorative) icon: what a plan includes. */
export function CheckList({
  items,
  icon: Icon,
  className,
}: {
  items: readonly string[];
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  className?: string;
}) {
  return (
    <IconList className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon size={20} aria-hidden="true" />
          {item}
        </li>
      ))}
    </IconList>
  );
}
