import type { ReactNode } from 'react';
import { cx } from '@linaria/core';
import { Container, Lead, Reveal, Section, SectionHeading } from 'shared';
import { introClass } from './styles';
import { blockSizeClass } from './block-size';

/**
 * The frame of a below-the-fold block: its section (the anchor, `data-block` that hydration
 * finds it by and its size goes by, named by its heading) and the revealed heading and lead it
 * opens with.
 */
export function HomeBlock({
  id,
  block,
  titleId,
  heading,
  intro,
  note,
  className,
  containerClassName,
  children,
}: {
  id: string;
  block: string;
  titleId: string;
  heading: string;
  intro: string;
  /** Shown between the heading and the lead. */
  note?: ReactNode;
  className?: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} aria-labelledby={titleId} data-block={block} className={cx(blockSizeClass, className)}>
      <Container className={containerClassName}>
        <Reveal>
          <SectionHeading id={titleId}>{heading}</SectionHeading>
          {note}
          <Lead className={introClass}>{intro}</Lead>
        </Reveal>
        {children}
      </Container>
    </Section>
  );
}
