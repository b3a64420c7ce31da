import { css } from '@linaria/core';
import { CircleCheck } from 'lucide-react';
import {
  Button,
  ButtonLink,
  ButtonRow,
  CheckList,
  Container,
  getSiteConfig,
  openDemoDialog,
  Reveal,
  Section,
  SectionHeading,
  track,
  visuallyHiddenClass,
} from 'shared';
import type { SectionsContent } from '../content/types';
import type { BlockProps } from './block';
import { blockSizeClass } from './block-size';
import { useSections } from '../hooks/useSections';

const gridClass = css`
  display: grid;
  gap: var(--space-8);
  align-items: center;
  padding: var(--space-8);
  border-radius: var(--radius-lg);
  background: var(--color-dark);
  color: var(--color-dark-text);

  @media (min-width: 1024px) {
    grid-template-columns: 3fr 2fr;
    padding: var(--space-12);
  }

  & h2 {
    color: #fff;
  }
`;

const textClass = css`
  margin: 0 0 var(--space-6);
  font-size: var(--text-lg);
`;

const panelClass = css`
  padding: var(--space-6);
  border-radius: var(--radius-md);
  background: rgb(255 255 255 / 0.08);

  & h3 {
    margin: 0 0 var(--space-4);
    color: #fff;
    font-size: var(--text-xl);
  }

  & svg {
    color: #5eead4;
  }
`;

const tourLinkClass = css`
  && {
    background: transparent;
    color: #fff;
    border-color: #fff;
  }

  &&:hover {
    background: rgb(255 255 255 / 0.12);
  }
`;

export default function DemoSection({ lang, id, hero }: BlockProps) {
  const { demo } = useSections(lang);
  return <DemoSectionView lang={lang} id={id} hero={hero} copy={demo} />;
}

export function DemoSectionView({
  lang,
  id,
  hero,
  copy,
}: Omit<BlockProps, 'served'> & { copy: SectionsContent['demo'] }) {
  const label = lang === 'es' ? 'demo_section_es' : 'demo_section';
  return (
    <Section id={id} aria-labelledby="home-demo-title" data-block="demo" className={blockSizeClass}>
      <Container>
        <Reveal className={gridClass}>
          <div>
            <SectionHeading id="home-demo-title">{copy.heading}</SectionHeading>
            <p className={textClass}>{copy.text}</p>
            <ButtonRow>
              <Button size="lg" onClick={() => openDemoDialog(label)}>
                {copy.requestCta}
              </Button>
              <ButtonLink
                size="lg"
                variant="ghost"
                className={tourLinkClass}
                href={getSiteConfig().productTourUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() =>
                  track('product_tour_clicked', {
                    event_category: 'engagement',
                    event_label: label,
                    value: 1,
                  })
                }
              >
                {copy.tourCta}
                <span className={visuallyHiddenClass}> {hero.newTab}</span>
              </ButtonLink>
            </ButtonRow>
          </div>
          <div className={panelClass}>
            <h3>{copy.panelTitle}</h3>
            <CheckList items={copy.panelItems} icon={CircleCheck} />
          </div>
        </Reveal>
      </Container>
    </Section>
  );
}
