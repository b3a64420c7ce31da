import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { css, cx } from '@linaria/core';
import { BadgeDollarSign, ClipboardCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import {
  cardClass,
  CardTitle,
  Container,
  Eyebrow,
  heroBackgroundClass,
  IconTile,
  Lead,
  MutedText,
  PageTitle,
  RevealList,
  Section,
  SectionHeading,
  track,
  usePageMeta,
  visuallyHiddenClass,
  type PageProps,
} from 'shared';
import { PageIntro } from '../../../lib/ui';
import { referralContent, type ReferralContent } from '../content';
import type { BenefitIcon } from '../content';
import { referralPageMeta } from '../meta';
import { ReferralFormFrame } from './ReferralFormFrame';
import { useContentFile } from 'shared/content-draft';

const ICONS: Record<BenefitIcon, LucideIcon> = {
  rewards: BadgeDollarSign,
  growth: TrendingUp,
  simple: ClipboardCheck,
};

const heroClass = css`
  padding-bottom: var(--space-8);
`;

const tilesClass = css`
  list-style: none;
  margin: var(--space-8) 0 0;
  padding: 0;
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

const formSectionClass = css`
  padding-top: var(--space-8);

  > div > p {
    margin: 0 0 var(--space-6);
    color: var(--color-text-muted);
  }
`;

const stepsClass = css`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-6);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));

  li {
    counter-increment: step;
    position: relative;
    padding-top: var(--space-12);
  }

  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: var(--radius-full);
    background: var(--color-primary);
    color: var(--color-primary-contrast);
    font-weight: 700;
  }

  h3 {
    margin: var(--space-2) 0;
    font-size: var(--text-xl);
  }

  p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const nextSectionClass = css`
  background: var(--color-surface);
`;

function Benefits({ benefits }: { benefits: ReferralContent['benefits'] }) {
  return (
    <RevealList
      className={tilesClass}
      itemClassName={cardClass}
      items={benefits}
      keyOf={(benefit) => benefit.icon}
      render={(benefit) => {
        const Icon = ICONS[benefit.icon];
        return (
          <>
            <IconTile aria-hidden="true">
              <Icon size={24} />
            </IconTile>
            <CardTitle>{benefit.title}</CardTitle>
            <MutedText>{benefit.text}</MutedText>
          </>
        );
      }}
    />
  );
}

/** The referral page (docs/product.md §12): English at /referral, Spanish at /referido and /es/referido. */
export function ReferralPage({ lang }: PageProps) {
  const t = useContentFile('referral', referralContent[lang]);
  const { pathname } = useLocation();

  const meta = useMemo(() => referralPageMeta(lang), [lang]);
  usePageMeta(meta);

  // docs/product.md §19: a page view with the page title and path, once per visit of the page.
  useEffect(() => {
    track('page_view', { page_title: meta.title, page_path: pathname });
  }, [meta.title, pathname]);

  return (
    <>
      <Section className={cx(heroClass, heroBackgroundClass)} aria-labelledby="referral-title">
        <Container>
          <PageIntro>
            <Eyebrow>{t.eyebrow}</Eyebrow>
            <PageTitle id="referral-title">{t.title}</PageTitle>
            <Lead>{t.intro}</Lead>
          </PageIntro>
          <h2 className={visuallyHiddenClass}>{t.benefitsHeading}</h2>
          <Benefits benefits={t.benefits} />
        </Container>
      </Section>
      <Section className={formSectionClass} aria-labelledby="referral-form-title" data-offscreen="">
        <Container>
          <SectionHeading id="referral-form-title">{t.form.heading}</SectionHeading>
          <p>{t.form.text}</p>
          <ReferralFormFrame copy={t.form} />
        </Container>
      </Section>
      <Section className={nextSectionClass} aria-labelledby="referral-next-title" data-offscreen="">
        <Container>
          <SectionHeading id="referral-next-title">{t.next.heading}</SectionHeading>
          <ol className={stepsClass}>
            {t.next.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </Section>
    </>
  );
}
