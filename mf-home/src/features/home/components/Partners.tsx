import { css, cx } from '@linaria/core';
import { Card, Container, Section, Reveal, RevealList, SectionHeading } from 'shared';
import type { BlockProps } from './block';
import { cardGrid, cardTitle, intro, threeColumns } from './styles';
import { useSections } from '../hooks/useSections';

const wordmarks = css`
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
          <p className={intro}>{copy.intro}</p>
        </Reveal>
        <RevealList
          items={copy.groups}
          className={cx(cardGrid, threeColumns)}
          keyOf={(g) => g.name}
          render={(group) => (
            <Card>
              <h3 className={cardTitle}>{group.name}</h3>
              <ul className={wordmarks}>
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
