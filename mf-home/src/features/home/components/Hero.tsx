import { useState } from 'react';
import { css, cx } from '@linaria/core';
import {
  Button,
  ButtonLink,
  ButtonRow,
  Container,
  Eyebrow,
  getSiteConfig,
  heroBackgroundClass,
  Lead,
  openDemoDialog,
  PageTitle,
  useReducedMotion,
  visuallyHiddenClass,
} from 'shared';
import type { HeroContent } from '../content/types';
import { useTypingCycle } from '../hooks/useTypingCycle';

const sectionClass = css`
  padding-block: var(--space-12) var(--space-16);

  @media (min-width: 768px) {
    padding-block: var(--space-16) var(--space-24);
  }
`;

const gridClass = css`
  display: grid;
  gap: var(--space-12);
  align-items: center;

  @media (min-width: 1024px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const claimsClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: var(--space-2) var(--space-4);
  margin: 0 0 var(--space-8);
  padding: 0;
  list-style: none;
  font-weight: 600;

  & li::before {
    content: '✓';
    margin-inline-end: var(--space-2);
    color: var(--color-accent);
  }
`;

const desktopOnlyClass = css`
  @media (max-width: 767.98px) {
    display: none;
  }
`;

const demoClass = css`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  margin: 0;
`;

const searchBarClass = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  width: 100%;
  height: 3.75rem;
  padding: var(--space-2) var(--space-4);
  border: 2px solid var(--color-primary);
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  box-shadow: var(--shadow-md);
  font-size: var(--text-sm);
  line-height: 1.3;
  overflow: hidden;
`;

// docs/product.md §8: search bar widths, reserved so nothing shifts while typing.
const widths = {
  en: css`
    min-width: 240px;
    max-width: 320px;
    @media (min-width: 768px) {
      min-width: 280px;
      max-width: 450px;
    }
  `,
  es: css`
    min-width: 260px;
    max-width: 340px;
    @media (min-width: 768px) {
      min-width: 280px;
      max-width: 500px;
    }
  `,
};

const searchTextClass = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const cursorClass = css`
  display: inline-block;
  width: 2px;
  height: 1.1em;
  margin-inline-start: 1px;
  vertical-align: text-bottom;
  background: var(--color-primary);
`;

const blinkingClass = css`
  animation: hero-cursor-blink 1s steps(1) infinite;

  @keyframes hero-cursor-blink {
    50% {
      opacity: 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const frameClass = css`
  position: relative;
  width: 100%;
  max-width: 480px;
  aspect-ratio: 3 / 2;
  border-radius: var(--radius-md);
  overflow: hidden;
  box-shadow: var(--shadow-md);

  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    transition: opacity 0.4s ease;
  }

  & img[data-active='true'] {
    opacity: 1;
  }
`;

const pauseButtonClass = css`
  font-size: var(--text-sm);
  min-height: 2.75rem;
`;

// Long because: it is in the home's first load, where each extra component costs bytes of a 7 KB budget it fills (decision 020).
export function Hero({ content }: { content: HeroContent }) {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const queries = content.examples.map((e) => e.query);
  const { index, text, done } = useTypingCycle(queries, reduced, paused);
  const config = getSiteConfig();
  const source = content.lang === 'es' ? 'demo_section_es' : 'demo_section';

  return (
    <section
      className={cx(sectionClass, heroBackgroundClass)}
      aria-labelledby="home-hero-title"
      data-block="hero"
    >
      <Container className={gridClass}>
        <div>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <PageTitle id="home-hero-title">{content.headline}</PageTitle>
          <Lead>{content.lead}</Lead>
          <ul className={claimsClass}>
            {content.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
          <ButtonRow>
            <Button size="lg" onClick={() => openDemoDialog(source)}>
              {content.primaryCta}
            </Button>
            <ButtonLink
              size="lg"
              variant="secondary"
              className={desktopOnlyClass}
              href={config[content.secondaryUrl]}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="hero-secondary"
            >
              {content.secondaryCta}
              <span className={visuallyHiddenClass}> {content.newTab}</span>
            </ButtonLink>
          </ButtonRow>
        </div>
        <figure className={demoClass} aria-label={content.demoLabel}>
          <div className={cx(searchBarClass, widths[content.lang])} data-testid="hero-search">
            <span className={visuallyHiddenClass}>{content.searchLabel}: </span>
            <span className={searchTextClass} data-testid="hero-query" aria-hidden="true">
              {text}
              <span
                className={cx(cursorClass, !done && !reduced && blinkingClass)}
                data-done={done}
                data-testid="hero-cursor"
              />
            </span>
          </div>
          <div className={frameClass}>
            {content.examples.map((example, i) => (
              <img
                key={example.image}
                src={example.image}
                alt={i === index ? example.alt : ''}
                aria-hidden={i === index ? undefined : true}
                data-active={i === index}
                width={480}
                height={320}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ))}
          </div>
          <Button variant="ghost" className={pauseButtonClass} onClick={() => setPaused((p) => !p)}>
            {paused ? content.playDemo : content.pauseDemo}
          </Button>
        </figure>
      </Container>
    </section>
  );
}
