import type { ReactNode } from 'react';
import { cx } from '@linaria/core';
import { REVEAL_STAGGER_MS, REVEAL_VISIBLE_CLASS, revealClass, staggerStyle, useReveal } from 'shared';

/** A list item that fades and slides in once when it scrolls into view, staggered by `index`. */
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
