import { styled } from '@linaria/react';
import { Check } from 'lucide-react';
import { Card, Container, RevealItem, Section, SectionHeading } from 'shared';
import type { PartnersCopy, PartnerTypeOffer } from '../content';
import { Grid, Lead } from './Benefits';

const Surface = styled.div`
  background: var(--color-surface);
`;

const Title = styled.h3`
  margin: 0 0 var(--space-2);
  font-size: var(--text-2xl);
`;

const Highlight = styled.p`
  display: inline-block;
  margin: 0 0 var(--space-4);
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-surface-strong);
  color: var(--color-primary-hover);
  font-weight: 700;
  font-size: var(--text-sm);
`;

const IdealFor = styled.p`
  margin: 0 0 var(--space-4);
  color: var(--color-text-muted);

  strong {
    color: var(--color-text);
  }
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: var(--space-2);
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.2rem;
    color: var(--color-success);
  }
`;

function OfferCard({ offer, idealForLabel }: { offer: PartnerTypeOffer; idealForLabel: string }) {
  return (
    <Card style={{ height: '100%' }} data-testid={`partner-type-${offer.type}`}>
      <Title>{offer.title}</Title>
      <Highlight>{offer.highlight}</Highlight>
      <IdealFor>
        <strong>{idealForLabel}</strong> {offer.idealFor}
      </IdealFor>
      <List>
        {offer.benefits.map((benefit) => (
          <li key={benefit}>
            <Check size={18} aria-hidden="true" />
            <span>{benefit}</span>
          </li>
        ))}
      </List>
    </Card>
  );
}

export function PartnerTypes({ copy }: { copy: PartnersCopy['types'] }) {
  return (
    <Surface>
      <Section aria-labelledby="partner-types-title" data-testid="partner-types">
        <Container>
          <SectionHeading id="partner-types-title">{copy.title}</SectionHeading>
          <Lead>{copy.lead}</Lead>
          <Grid>
            {copy.items.map((offer, i) => (
              <RevealItem key={offer.type} index={i}>
                <OfferCard offer={offer} idealForLabel={copy.idealForLabel} />
              </RevealItem>
            ))}
          </Grid>
        </Container>
      </Section>
    </Surface>
  );
}
