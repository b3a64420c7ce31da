import { css, cx } from '@linaria/core';
import { Card, Container, Section, Reveal, RevealList, SectionHeading, CardTitle, Lead } from 'shared';
import type { BlockProps } from './block';
import { cardGridClass, introClass, threeColumnsClass } from './styles';
import { useSections } from '../hooks/useSections';

const wordmarksClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    font-weight: 700;
  }
`;

export default function Partners({ lang, id }: BlockProps) {
  const { partners: copy } = useSections(lang);
  return (
    <Section id={id} aria-labelledby="home-partners-title" data-block="partners">
      <Container>
        <Reveal>
          <SectionHeading id="home-partners-title">{copy.heading}</SectionHeading>
          <Lead className={introClass}>{copy.intro}</Lead>
        </Reveal>
        <RevealList
          items={copy.groups}
          className={cx(cardGridClass, threeColumnsClass)}
          keyOf={(g) => g.name}
          render={(group) => (
            <Card>
              <CardTitle>{group.name}</CardTitle>
              <ul className={wordmarksClass}>
                {group.partners.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </Card>
          )}
        />
      </Container>
    </Section>
  );
}
