import { css } from '@linaria/core';
import { Container, Lead, RevealItem, Section, SectionHeading, type Lang } from 'shared';
import { PARTNER_GROUPS, partners, type OfferType, type Partner, type PartnersCopy } from '../content';
import { gridClass } from './Benefits';
import { PartnerCard } from './PartnerCard';
import { useContentFile } from 'shared/content-draft';

const groupTitleClass = css`
  margin: var(--space-12) 0 0;
  font-size: var(--text-2xl);
`;

function Group({ type, lang, copy }: { type: OfferType; lang: Lang; copy: PartnersCopy['directory'] }) {
  const directory = useContentFile(
    'partners',
    partners,
    (data) => (data as { partners: Partner[] }).partners,
  );
  const members = directory.filter((p) => p.type === type);
  const titleId = `partner-group-${type}`;
  return (
    <div role="group" aria-labelledby={titleId} data-testid={`partner-group-${type}`}>
      <h3 className={groupTitleClass} id={titleId}>
        {copy.groups[type]}
      </h3>
      <ul className={gridClass}>
        {members.map((partner, i) => (
          <RevealItem key={partner.name} index={i} step={100}>
            <PartnerCard partner={partner} lang={lang} copy={copy} />
          </RevealItem>
        ))}
      </ul>
    </div>
  );
}

export function PartnerDirectory({ lang, copy }: { lang: Lang; copy: PartnersCopy['directory'] }) {
  return (
    <Section aria-labelledby="our-partners-title" data-testid="our-partners" data-offscreen="">
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
