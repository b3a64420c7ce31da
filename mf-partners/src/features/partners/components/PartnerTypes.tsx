import { css } from '@linaria/core';
import { Check } from 'lucide-react';
import { Card, CheckList, Container, Lead, RevealItem, Section, SectionHeading } from 'shared';
import type { PartnersCopy, PartnerTypeOffer } from '../content';
import { gridClass } from './Benefits';

const surfaceClass = css`
  background: var(--color-surface);
`;

const titleClass = css`
  margin: 0 0 var(--space-2);
  font-size: var(--text-2xl);
`;

const highlightClass = css`
  display: inline-block;
  margin: 0 0 var(--space-4);
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-surface-strong);
  color: var(--color-primary-hover);
  font-weight: 700;
  font-size: var(--text-sm);
`;

const idealForClass = css`
  margin: 0 0 var(--space-4);
  color: var(--color-text-muted);

  strong {
    color: var(--color-text);
  }
`;

const listClass = css`
  gap: var(--space-2);

  svg {
    color: var(--color-success);
  }
`;
function OfferCard({ offer, idealForLabel }: { offer: PartnerTypeOffer; idealForLabel: string }) {
  return (
    <Card style={{ height: '100%' }} data-testid={`partner-type-${offer.type}`}>
      <h3 className={titleClass}>{offer.title}</h3>
      <p className={highlightClass}>{offer.highlight}</p>
      <p className={idealForClass}>
        <strong>{idealForLabel}</strong> {offer.idealFor}
      </p>
      <CheckList className={listClass} items={offer.benefits} icon={Check} />
    </Card>
  );
}

export function PartnerTypes({ copy }: { copy: PartnersCopy['types'] }) {
  return (
    <div className={surfaceClass}>
      <Section aria-labelledby="partner-types-title" data-testid="partner-types" data-offscreen="">
        <Container>
          <SectionHeading id="partner-types-title">{copy.title}</SectionHeading>
          <Lead>{copy.lead}</Lead>
          <ul className={gridClass}>
            {copy.items.map((offer, i) => (
              <RevealItem key={offer.type} index={i}>
                <OfferCard offer={offer} idealForLabel={copy.idealForLabel} />
              </RevealItem>
            ))}
          </ul>
        </Container>
      </Section>
    </div>
  );
}
