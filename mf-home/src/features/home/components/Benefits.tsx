import { Smile, Sparkles, ShoppingCart, TrendingUp } from 'lucide-react';
import { Card, RevealList, CardTitle, IconTile, MutedText } from 'shared';
import type { BenefitIcon } from '../content/types';
import type { BlockProps } from './block';
import { HomeBlock } from './HomeBlock';
import { cardGridClass, surfaceClass } from './styles';
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
    <HomeBlock
      id={id}
      block="benefits"
      titleId="home-benefits-title"
      heading={copy.heading}
      intro={copy.intro}
      className={surfaceClass}
    >
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
    </HomeBlock>
  );
}
