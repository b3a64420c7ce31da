import { styled } from '@linaria/react';

/** Centred page column with side padding that holds down to 320 px. */
export const Container = styled.div`
  width: 100%;
  max-width: var(--container-max);
  margin-inline: auto;
  padding-inline: var(--space-4);

  @media (min-width: 768px) {
    padding-inline: var(--space-8);
  }
`;

/** Vertical rhythm of a page section. */
export const Section = styled.section`
  padding-block: var(--space-16);

  @media (min-width: 768px) {
    padding-block: var(--space-24);
  }
`;

export const Card = styled.div`
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  padding: var(--space-6);
  box-shadow: var(--shadow-sm);
`;

export const SectionHeading = styled.h2`
  font-size: var(--text-3xl);
  line-height: 1.2;
  margin: 0 0 var(--space-4);

  @media (min-width: 768px) {
    font-size: var(--text-4xl);
  }
`;
