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
import { cardGridClass, introClass, surfaceClass } from './styles';
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
    <Section id={id} aria-labelledby="home-benefits-title" data-block="benefits" className={surfaceClass}>
      <Container>
        <Reveal>
          <SectionHeading id="home-benefits-title">{copy.heading}</SectionHeading>
          <Lead className={introClass}>{copy.intro}</Lead>
        </Reveal>
        <RevealList
          items={copy.items}
          className={cardGridClass}
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
