import type { ReactNode } from 'react';
import { cx } from '@linaria/core';
import { REVEAL_VISIBLE_CLASS, revealClass, staggerStyle, useReveal } from 'shared';

/** A block of content that fades and slides in once (shared reveal rules). */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const { ref, visible } = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={cx(revealClass, visible && REVEAL_VISIBLE_CLASS, className)}>
      {children}
    </div>
  );
}

/** A list whose items reveal one after the other, `stepMs` apart. */
export function RevealList<T>({
  items,
  className,
  itemClassName,
  stepMs,
  render,
  keyOf,
}: {
  items: readonly T[];
  className?: string;
  itemClassName?: string;
  stepMs?: number;
  render: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string;
}) {
  const { ref, visible } = useReveal<HTMLUListElement>();
  return (
    <ul ref={ref} className={className}>
      {items.map((item, i) => (
        <li
          key={keyOf(item)}
          className={cx(revealClass, visible && REVEAL_VISIBLE_CLASS, itemClassName)}
          style={staggerStyle(i, stepMs)}
        >
          {render(item, i)}
        </li>
      ))}
    </ul>
  );
}
