import { css } from '@linaria/core';

/**
 * Design tokens as CSS custom properties, defined once and loaded by the shell.
 * Remotes use the variables and their own scoped classes, never global selectors.
 * Colour pairs are chosen for WCAG 2.2 AA contrast on their backgrounds.
 */
export const globalClass = css`
  :global() {
    :root {
      --color-bg: #ffffff;
      --color-surface: #f6f7fb;
      --color-surface-strong: #eceffd;
      --color-border: #d4d8e6;
      --color-text: #111827;
      --color-text-muted: #4b5563;
      --color-primary: #4338ca;
      --color-primary-hover: #3730a3;
      --color-primary-contrast: #ffffff;
      --color-accent: #0f766e;
      --color-accent-soft: #ccfbf1;
      --color-danger: #b91c1c;
      --color-danger-soft: #fef2f2;
      --color-success: #15803d;
      --color-focus: #f59e0b;
      --color-dark: #0b1020;
      --color-dark-text: #e5e7eb;

      --font-sans: 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
      --font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      --text-xs: 0.75rem;
      --text-sm: 0.875rem;
      --text-base: 1rem;
      --text-lg: 1.125rem;
      --text-xl: 1.25rem;
      --text-2xl: 1.5rem;
      --text-3xl: 1.875rem;
      --text-4xl: 2.25rem;
      --text-5xl: 3rem;

      --space-1: 0.25rem;
      --space-2: 0.5rem;
      --space-3: 0.75rem;
      --space-4: 1rem;
      --space-6: 1.5rem;
      --space-8: 2rem;
      --space-12: 3rem;
      --space-16: 4rem;
      --space-24: 6rem;

      --radius-sm: 0.375rem;
      --radius-md: 0.75rem;
      --radius-lg: 1.25rem;
      --radius-full: 999px;
      --shadow-sm: 0 1px 2px rgb(17 24 39 / 0.08);
      --shadow-md: 0 8px 24px rgb(17 24 39 / 0.12);

      --container-max: 72rem;
      --header-height: 4.5rem;
      /* Breakpoint for reference in scripts: mobile is under 768px. */
      --breakpoint-mobile: 768px;
    }

    /* Between 768 and 1199 px the header's links take a second row. */
    @media (min-width: 768px) and (max-width: 1199.98px) {
      :root {
        --header-height: 7rem;
      }
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      -webkit-text-size-adjust: 100%;
    }

    /*
     * Whatever the page scrolls to (an anchor target, a heading, a control
     * taking focus) stops below the fixed header, not under it. On the
     * elements rather than as the page's scroll-padding, which would add up
     * with any margin a target sets.
     */
    [id],
    h1,
    h2,
    h3,
    h4,
    a,
    button,
    input,
    select,
    textarea,
    summary,
    [tabindex] {
      scroll-margin-top: calc(var(--header-height) + var(--space-4));
    }

    body {
      margin: 0;
      font-family: var(--font-sans);
      font-size: var(--text-base);
      line-height: 1.6;
      color: var(--color-text);
      background: var(--color-bg);
      overflow-wrap: break-word;
    }

    img,
    svg,
    video {
      max-width: 100%;
    }

    img,
    video {
      height: auto;
    }

    a {
      color: var(--color-primary);
    }

    :focus-visible {
      outline: 3px solid var(--color-focus);
      outline-offset: 2px;
    }

    @media (prefers-reduced-motion: reduce) {
      html {
        scroll-behavior: auto;
      }

      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
      }
    }
  }
`;

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHiddenClass = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

// The 1.0.0 names, kept so that a remote built against shared 1.0.0 still runs on this shell
// (a removal is a major version, decision 065).
/** @deprecated Since shared 1.1.0: `globalClass`. @alias */
export const globalStyles = globalClass;
/** @deprecated Since shared 1.1.0: `visuallyHiddenClass`. @alias */
export const visuallyHidden = visuallyHiddenClass;
