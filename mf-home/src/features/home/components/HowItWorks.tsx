import { css, cx } from '@linaria/core';
import { Brain, ChartNoAxesCombined, ListChecks, MousePointerClick } from 'lucide-react';
import { Card, RevealList, CardTitle, IconTile, MutedText } from 'shared';
import type { BlockProps } from './block';
import { HomeBlock } from './HomeBlock';
import { cardGridClass } from './styles';
import { useSections } from '../hooks/useSections';

/** docs/product.md §8: how-it-works cards appear 200 ms apart. */
const HOW_IT_WORKS_STAGGER_MS = 200;

const icons = [MousePointerClick, Brain, ListChecks, ChartNoAxesCombined];

const stepNumberClass = css`
  display: block;
  margin-bottom: var(--space-1);
  font-size: var(--text-sm);
  font-weight: 700;
  color: var(--color-accent);
`;

const fullHeightClass = css`
  height: 100%;
`;

export default function HowItWorks({ lang, id }: BlockProps) {
  const { howItWorks: copy } = useSections(lang);
  return (
    <HomeBlock
      id={id}
      block="how-it-works"
      titleId="home-how-title"
      heading={copy.heading}
      intro={copy.intro}
    >
      <RevealList
        items={copy.steps}
        className={cardGridClass}
        stepMs={HOW_IT_WORKS_STAGGER_MS}
        keyOf={(s) => s.title}
        render={(step, i) => {
          const Icon = icons[i] ?? Brain;
          return (
            <Card className={cx(fullHeightClass)}>
              <IconTile aria-hidden="true">
                <Icon size={24} />
              </IconTile>
              <span className={stepNumberClass}>{String(i + 1).padStart(2, '0')}</span>
              <CardTitle>{step.title}</CardTitle>
              <MutedText>{step.description}</MutedText>
            </Card>
          );
        }}
      />
    </HomeBlock>
  );
}
