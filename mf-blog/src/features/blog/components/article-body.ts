import { css } from '@linaria/core';

/** Typography of a post body (scoped to this class: headings, lists, links, code, tables, images). */
export const articleBodyClass = css`
  font-size: var(--text-base);
  line-height: 1.75;
  overflow-wrap: anywhere;

  @media (min-width: 768px) {
    font-size: var(--text-lg);
  }

  & h2 {
    margin: var(--space-12) 0 var(--space-4);
    font-size: var(--text-2xl);
    line-height: 1.3;
  }

  & h3 {
    margin: var(--space-8) 0 var(--space-3);
    font-size: var(--text-xl);
    line-height: 1.35;
  }

  & p,
  & ul,
  & ol,
  & blockquote,
  & table,
  & pre {
    margin: 0 0 var(--space-6);
  }

  & ul,
  & ol {
    padding-left: var(--space-6);
  }

  & li + li {
    margin-top: var(--space-2);
  }

  & a {
    color: var(--color-primary);
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  & a:hover {
    color: var(--color-primary-hover);
  }

  & blockquote {
    padding: var(--space-4) var(--space-6);
    border-left: 4px solid var(--color-primary);
    background: var(--color-surface);
    border-radius: var(--radius-sm);
  }

  & code {
    font-family: var(--font-mono);
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: var(--radius-sm);
    background: var(--color-surface-strong);
  }

  & pre {
    overflow-x: auto;
    padding: var(--space-4);
    border-radius: var(--radius-md);
    background: var(--color-dark);
    color: var(--color-dark-text);
  }

  & pre code {
    background: none;
    padding: 0;
  }

  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: var(--text-base);
  }

  & th,
  & td {
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-border);
    text-align: left;
  }

  & th {
    background: var(--color-surface);
  }

  & img {
    max-width: 100%;
    height: auto;
  }
`;
