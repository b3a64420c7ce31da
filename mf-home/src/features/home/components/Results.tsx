import { css, cx } from '@linaria/core';
import { Card, Reveal, RevealList, useReducedMotion, useReveal, MutedText, mutedTextClass } from 'shared';
import type { Lang } from 'shared';
import type { SectionsContent, Stat } from '../content/types';
import type { BlockProps } from './block';
import { HomeBlock } from './HomeBlock';
import { surfaceClass } from './styles';
import { useCounter } from '../hooks/useCounter';
import { formatFigure } from '../lib/counter';
import { useSections } from '../hooks/useSections';

const statGridClass = css`
  display: grid;
  gap: var(--space-6);
  margin: 0 0 var(--space-12);
  padding: 0;
  list-style: none;

  @media (min-width: 768px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const statValueClass = css`
  display: block;
  font-size: var(--text-5xl);
  font-weight: 800;
  line-height: 1.1;
  color: var(--color-primary);
  font-variant-numeric: tabular-nums;
`;

const caseGridClass = css`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-6) 0 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, 1fr);

  @media (min-width: 768px) {
    grid-template-columns: repeat(4, 1fr);
  }

  & strong {
    display: block;
    font-size: var(--text-2xl);
    color: var(--color-accent);
  }
`;

// The photo beside the quote and its caption, which stay direct children of the figure
// (a figcaption must be): on wide screens the photo spans the rows and the quote with its
// caption sits centred beside it.
const testimonialClass = css`
  display: grid;
  column-gap: var(--space-6);
  align-items: center;
  margin: var(--space-12) 0 0;

  @media (min-width: 768px) {
    grid-template-columns: auto 1fr;
    grid-template-rows: 1fr auto auto 1fr;
    grid-template-areas:
      'photo .'
      'photo quote'
      'photo caption'
      'photo .';
  }

  & img {
    /* The file may be of any size: the photo is shown 96 px square whatever it is. */
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: var(--radius-full);
    margin-bottom: var(--space-6);

    @media (min-width: 768px) {
      grid-area: photo;
      margin-bottom: 0;
    }
  }

  & blockquote {
    margin: 0 0 var(--space-3);
    font-size: var(--text-xl);
    font-style: italic;

    @media (min-width: 768px) {
      grid-area: quote;
    }
  }

  @media (min-width: 768px) {
    & figcaption {
      grid-area: caption;
    }
  }
`;

const logoStripClass = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-4) var(--space-8);
  margin: var(--space-4) 0 0;
  padding: 0;
  list-style: none;
  font-weight: 700;
  font-size: var(--text-lg);
  color: var(--color-text-muted);
`;

const logosTitleClass = css`
  margin: var(--space-16) 0 0;
  text-align: center;
  font-size: var(--text-xl);
`;

function Counter({
  stat,
  start,
  reduced,
  served,
  lang,
}: {
  stat: Stat;
  start: boolean;
  reduced: boolean;
  served: boolean;
  lang: Lang;
}) {
  const value = useCounter(stat.value, start, reduced, served);
  return (
    <Card>
      <span className={statValueClass} data-testid="counter" data-target={stat.value}>
        {formatFigure(value, lang)}%
      </span>
      <span className={mutedTextClass}>{stat.label}</span>
    </Card>
  );
}

/** Spanish results: three counters animated once visible. */
function Counters({ stats, served, lang }: { stats: Stat[]; served: boolean; lang: Lang }) {
  const reduced = useReducedMotion();
  const { ref, visible } = useReveal<HTMLUListElement>();
  return (
    <ul ref={ref} className={statGridClass}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <Counter stat={stat} start={visible} reduced={reduced} served={served} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

type ResultsCopy = SectionsContent['results'];

/** The case study: its text and its figures. */
function CaseStudy({ caseStudy }: { caseStudy: NonNullable<ResultsCopy['caseStudy']> }) {
  return (
    <Reveal>
      <Card>
        <h3>{caseStudy.title}</h3>
        <MutedText>{caseStudy.text}</MutedText>
        <ul className={caseGridClass}>
          {caseStudy.figures.map((f) => (
            <li key={f.label}>
              <strong>{f.value}</strong>
              <span className={mutedTextClass}>{f.label}</span>
            </li>
          ))}
        </ul>
      </Card>
    </Reveal>
  );
}

/** A client's quote, with their photo, name and role. */
function Testimonial({ testimonial }: { testimonial: ResultsCopy['testimonial'] }) {
  return (
    <Reveal>
      <figure className={cx(testimonialClass)}>
        <img
          src={testimonial.photo.src}
          srcSet={testimonial.photo.srcSet}
          sizes={testimonial.photo.srcSet ? '96px' : undefined}
          alt={testimonial.photoAlt}
          width={testimonial.photo.width}
          height={testimonial.photo.height}
          loading="lazy"
          decoding="async"
        />
        <blockquote>
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption>
          <strong>{testimonial.name}</strong>, {testimonial.role}
        </figcaption>
      </figure>
    </Reveal>
  );
}

export default function Results({ lang, id, served }: BlockProps) {
  const { results: copy } = useSections(lang);
  return (
    <HomeBlock
      id={id}
      block="results"
      titleId="home-results-title"
      heading={copy.heading}
      intro={copy.intro}
      className={surfaceClass}
    >
      {copy.counters.length > 0 && <Counters stats={copy.counters} served={served} lang={lang} />}
      {copy.stats.length > 0 && (
        <RevealList
          items={copy.stats}
          className={statGridClass}
          keyOf={(s) => s.label}
          render={(stat) => (
            <Card>
              <span className={statValueClass}>{stat.value}%</span>
              <span className={mutedTextClass}>{stat.label}</span>
            </Card>
          )}
        />
      )}
      {copy.caseStudy && <CaseStudy caseStudy={copy.caseStudy} />}
      <Testimonial testimonial={copy.testimonial} />
      <h3 className={logosTitleClass}>{copy.logosHeading}</h3>
      <ul className={logoStripClass} data-testid="client-logos">
        {copy.logos.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </HomeBlock>
  );
}
