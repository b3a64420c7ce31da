import { css } from '@linaria/core';
import { visuallyHiddenClass } from './tokens';

const ringClass = css`
  display: inline-block;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: spin 0.8s linear infinite;

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** A spinner with an accessible name; `label` is read by screen readers, or shown with `showLabel`. */
export function Spinner({
  label,
  size = 32,
  showLabel = false,
}: {
  label: string;
  size?: number;
  showLabel?: boolean;
}) {
  return (
    <span role="status" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <span className={ringClass} style={{ width: size, height: size }} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHiddenClass}>{label}</span>
    </span>
  );
}
