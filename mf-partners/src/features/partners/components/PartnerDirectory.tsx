import { styled } from '@linaria/react';
import { Container, RevealItem, Section, SectionHeading, type Lang } from 'shared';
import type { OfferType, PartnersCopy } from '../content';
import { PARTNER_GROUPS, partners } from '../content/partners';
import { Grid, Lead } from './Benefits';
import { PartnerCard } from './PartnerCard';

const GroupTitle = styled.h3`
  margin: var(--space-12) 0 0;
  font-size: var(--text-2xl);
`;

function Group({ type, lang, copy }: { type: OfferType; lang: Lang; copy: PartnersCopy['directory'] }) {
  const members = partners.filter((p) => p.type === type);
  const titleId = `partner-group-${type}`;
  return (
    <div role="group" aria-labelledby={titleId} data-testid={`partner-group-${type}`}>
      <GroupTitle id={titleId}>{copy.groups[type]}</GroupTitle>
      <Grid>
        {members.map((partner, i) => (
          <RevealItem key={partner.name} index={i} step={100}>
            <PartnerCard partner={partner} lang={lang} copy={copy} />
          </RevealItem>
        ))}
      </Grid>
    </div>
  );
}

export function PartnerDirectory({ lang, copy }: { lang: Lang; copy: PartnersCopy['directory'] }) {
  return (
    <Section aria-labelledby="our-partners-title" data-testid="our-partners">
      <Container>
        <SectionHeading id="our-partners-title">{copy.title}</SectionHeading>
        <Lead>{copy.lead}</Lead>
        {PARTNER_GROUPS.map((type) => (
          <Group key={type} type={type} lang={lang} copy={copy} />
        ))}
      </Container>
    </Section>
  );
}
