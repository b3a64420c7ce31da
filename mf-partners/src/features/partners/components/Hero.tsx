import { css } from '@linaria/core';
import { ArrowDown } from 'lucide-react';
import { Button, Container, Lead, PageTitle, prefersReducedMotion } from 'shared';
import type { PartnersCopy } from '../content';

export const FORM_SECTION_ID = 'partner-cta';

const heroSectionClass = css`
  padding-block: var(--space-16) var(--space-12);
  background: linear-gradient(160deg, var(--color-surface-strong), var(--color-bg) 70%);

  @media (min-width: 768px) {
    padding-block: var(--space-24) var(--space-16);
  }
`;

const eyebrowClass = css`
  display: inline-block;
  margin: 0 0 var(--space-4);
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  color: var(--color-primary);
  font-size: var(--text-sm);
  font-weight: 600;
`;

const titleClass = css`
  max-width: 20ch;
`;

const leadClass = css`
  margin-bottom: var(--space-8);
`;

/** Scrolls smoothly (instantly under reduced motion) to the form and moves focus to its heading. */
export function scrollToForm() {
  const section = document.getElementById(FORM_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export function Hero({ copy }: { copy: PartnersCopy['hero'] }) {
  return (
    <section className={heroSectionClass} aria-labelledby="partners-hero-title">
      <Container>
        <p className={eyebrowClass}>{copy.eyebrow}</p>
        <PageTitle className={titleClass} id="partners-hero-title">
          {copy.title}
        </PageTitle>
        <Lead className={leadClass}>{copy.lead}</Lead>
        <Button size="lg" onClick={scrollToForm} aria-controls={FORM_SECTION_ID}>
          {copy.cta}
          <ArrowDown size={20} aria-hidden="true" />
        </Button>
      </Container>
    </section>
  );
}
