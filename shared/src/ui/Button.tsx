import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentPropsWithRef } from 'react';
import { css, cx } from '@linaria/core';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type ButtonSize = 'md' | 'lg';

const baseClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  padding: var(--space-2) var(--space-6);
  border: 2px solid transparent;
  border-radius: var(--radius-full);
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

const variants: Record<ButtonVariant, string> = {
  primary: css`
    background: var(--color-primary);
    color: var(--color-primary-contrast);

    &:hover:not(:disabled) {
      background: var(--color-primary-hover);
    }
  `,
  secondary: css`
    background: var(--color-bg);
    color: var(--color-primary);
    border-color: var(--color-primary);

    &:hover:not(:disabled) {
      background: var(--color-surface-strong);
    }
  `,
  ghost: css`
    background: transparent;
    color: var(--color-text);

    &:hover:not(:disabled) {
      background: var(--color-surface);
    }
  `,
};

const sizes: Record<ButtonSize, string> = {
  md: '',
  lg: css`
    min-height: 3.25rem;
    padding: var(--space-3) var(--space-8);
    font-size: var(--text-lg);
  `,
};

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Class names of the button look, for links and router links that should look like buttons. */
export function buttonClass({ variant = 'primary', size = 'md' }: StyleProps = {}, extra?: string) {
  return cx(baseClass, variants[variant], sizes[size], extra);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps) {
  return <a className={buttonClass({ variant, size }, className)} {...rest} />;
}

const buttonRowClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

/** A wrapping row of buttons. */
export function ButtonRow({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(buttonRowClass, className)} {...rest} />;
}
