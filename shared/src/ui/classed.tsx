import { createElement, type ComponentPropsWithRef, type JSX } from 'react';
import { cx } from '@linaria/core';

/**
 * A UI primitive: the element `tag` with the kit's class, to which a caller's `className`
 * adds (an app's stylesheet loads after the shell's, so its rules win on equal terms).
 */
export function classed<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, baseClass: string, name: string) {
  function Primitive({ className, ...rest }: ComponentPropsWithRef<Tag>) {
    return createElement(tag, { ...rest, className: cx(baseClass, className as string | undefined) });
  }
  Primitive.displayName = name;
  return Primitive;
}
