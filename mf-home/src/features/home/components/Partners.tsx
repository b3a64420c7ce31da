import { css, cx } from '@linaria/core';
import { Card, RevealList, CardTitle } from 'shared';
import type { BlockProps } from './block';
import { HomeBlock } from './HomeBlock';
import { cardGridClass, threeColumnsClass } from './styles';
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
    <HomeBlock
      id={id}
      block="partners"
      titleId="home-partners-title"
      heading={copy.heading}
      intro={copy.intro}
    >
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
    </HomeBlock>
  );
}
