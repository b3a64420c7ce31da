import { css } from '@linaria/core';

/** The look of the shell's modal <dialog>s (demo, cookie preferences); width per dialog. */
export const modalSurfaceClass = css`
  max-height: calc(100dvh - 1rem);
  border: 0;
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  color: var(--color-text);
  box-shadow: var(--shadow-md);

  &::backdrop {
    background: rgb(11 16 32 / 0.6);
  }
`;
