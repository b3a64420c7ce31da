import { css } from '@linaria/core';
import { GraduationCap, Globe2, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import {
  Card,
  CardTitle,
  Container,
  IconTile,
  Lead,
  MutedText,
  RevealItem,
  Section,
  SectionHeading,
} from 'shared';
import type { Benefit, PartnersCopy } from '../content';

const ICONS: Record<Benefit['icon'], LucideIcon> = {
  conversion: TrendingUp,
  speed: Zap,
  region: Globe2,
  training: GraduationCap,
};

export const gridClass = css`
  display: grid;
  gap: var(--space-6);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  margin: var(--space-8) 0 0;
  padding: 0;
  list-style: none;
`;

function BenefitCard({ benefit }: { benefit: Benefit }) {
  const Icon = ICONS[benefit.icon];
  return (
    <Card style={{ height: '100%' }}>
      <IconTile>
        <Icon size={24} aria-hidden="true" />
      </IconTile>
      <CardTitle>{benefit.title}</CardTitle>
      <MutedText>{benefit.description}</MutedText>
    </Card>
  );
}

export function Benefits({ copy }: { copy: PartnersCopy['benefits'] }) {
  return (
    <Section aria-labelledby="partner-benefits-title" data-testid="partner-benefits" data-offscreen="">
      <Container>
        <SectionHeading id="partner-benefits-title">{copy.title}</SectionHeading>
        <Lead>{copy.lead}</Lead>
        <ul className={gridClass}>
          {copy.items.map((benefit, i) => (
            <RevealItem key={benefit.icon} index={i}>
              <BenefitCard benefit={benefit} />
            </RevealItem>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
