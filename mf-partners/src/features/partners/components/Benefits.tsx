import { css } from '@linaria/core';
import { GraduationCap, Globe2, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import { Card, Container, RevealItem, Section, SectionHeading } from 'shared';
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

export const leadClass = css`
  max-width: 60ch;
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--text-lg);
`;

const iconTileClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-accent-soft);
  color: var(--color-accent);
`;

const cardTitleClass = css`
  margin: 0 0 var(--space-2);
  font-size: var(--text-xl);
`;

const textClass = css`
  margin: 0;
  color: var(--color-text-muted);
`;

function BenefitCard({ benefit }: { benefit: Benefit }) {
  const Icon = ICONS[benefit.icon];
  return (
    <Card style={{ height: '100%' }}>
      <span className={iconTileClass}>
        <Icon size={24} aria-hidden="true" />
      </span>
      <h3 className={cardTitleClass}>{benefit.title}</h3>
      <p className={textClass}>{benefit.description}</p>
    </Card>
  );
}

export function Benefits({ copy }: { copy: PartnersCopy['benefits'] }) {
  return (
    <Section aria-labelledby="partner-benefits-title" data-testid="partner-benefits">
      <Container>
        <SectionHeading id="partner-benefits-title">{copy.title}</SectionHeading>
        <p className={leadClass}>{copy.lead}</p>
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
