import { Smile, Sparkles, ShoppingCart, TrendingUp } from 'lucide-react';
import {
  Card,
  Container,
  Section,
  Reveal,
  RevealList,
  SectionHeading,
  CardTitle,
  IconTile,
  Lead,
  MutedText,
} from 'shared';
import type { BenefitIcon } from '../content/types';
import type { BlockProps } from './block';
import { cardGrid, intro, surface } from './styles';
import { useSections } from '../hooks/useSections';

const icons: Record<BenefitIcon, typeof Smile> = {
  conversion: TrendingUp,
  experience: Smile,
  'order-value': ShoppingCart,
  personalisation: Sparkles,
};

export default function Benefits({ lang, id }: BlockProps) {
  const { benefits: copy } = useSections(lang);
  return (
    <Section id={id} aria-labelledby="home-benefits-title" data-block="benefits" className={surface}>
      <Container>
        <Reveal>
          <SectionHeading id="home-benefits-title">{copy.heading}</SectionHeading>
          <Lead className={intro}>{copy.intro}</Lead>
        </Reveal>
        <RevealList
          items={copy.items}
          className={cardGrid}
          keyOf={(b) => b.title}
          render={(benefit) => {
            const Icon = icons[benefit.icon];
            return (
              <Card>
                <IconTile aria-hidden="true">
                  <Icon size={24} />
                </IconTile>
                <CardTitle>{benefit.title}</CardTitle>
                <MutedText>{benefit.description}</MutedText>
              </Card>
            );
          }}
        />
      </Container>
    </Section>
  );
}
