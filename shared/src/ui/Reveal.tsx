import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '@linaria/core';
import {
  REVEAL_STAGGER_MS,
  REVEAL_VISIBLE_CLASS,
  revealClass,
  staggerStyle,
  useReveal,
} from '../motion/reveal';

// The reveal-on-scroll markup of every app (docs/product.md §5): a block, a list
// revealed as one group with its items staggered, or list items revealed one by one.

/** A block of content that fades and slides in once. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const { ref, visible } = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={cx(revealClass, visible && REVEAL_VISIBLE_CLASS, className)}>
      {children}
    </div>
  );
}

/** A list revealed when it comes into view, its items one after the other, `stepMs` apart. */
export function RevealList<T>({
  items,
  itemClassName,
  stepMs,
  render,
  keyOf,
  ...listProps
}: Omit<ComponentPropsWithoutRef<'ul'>, 'children'> & {
  items: readonly T[];
  itemClassName?: string;
  stepMs?: number;
  render: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string;
}) {
  const { ref, visible } = useReveal<HTMLUListElement>();
  return (
    <ul ref={ref} {...listProps}>
      {items.map((item, i) => (
        <li
          key={keyOf(item)}
          className={cx(itemClassName, revealClass, visible && REVEAL_VISIBLE_CLASS)}
          style={staggerStyle(i, stepMs)}
        >
          {render(item, i)}
        </li>
      ))}
    </ul>
  );
}

/** A list item revealed on its own when it comes into view, delayed by its `index` in the list. */
export function RevealItem({
  index,
  step = REVEAL_STAGGER_MS,
  children,
}: {
  index: number;
  step?: number;
  children: ReactNode;
}) {
  const { ref, visible } = useReveal<HTMLLIElement>();
  return (
    <li
      ref={ref}
      className={cx(revealClass, visible && REVEAL_VISIBLE_CLASS)}
      style={staggerStyle(index, step)}
    >
      {children}
    </li>
  );
}
