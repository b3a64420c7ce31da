import { css, cx } from '@linaria/core';
import { Card, Reveal, RevealList, visuallyHiddenClass, MutedText } from 'shared';
import type { BlockProps } from './block';
import { HomeBlock } from './HomeBlock';
import { cardGridClass } from './styles';
import { useSections } from '../hooks/useSections';

const twoColumnsClass = css`
  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const memberClass = css`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: auto 1fr;
  align-items: start;
  height: 100%;

  & img {
    /* The file may be of any size: the portrait is shown 96 px square whatever it is. */
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: var(--radius-md);
  }

  & h3 {
    margin: 0;
    font-size: var(--text-xl);
  }
`;

const roleClass = css`
  margin: 0 0 var(--space-2);
  font-weight: 600;
  color: var(--color-accent);
`;

const visionClass = css`
  margin: var(--space-12) 0 0;
  padding: var(--space-6) var(--space-8);
  border-radius: var(--radius-lg);
  background: var(--color-dark);
  color: var(--color-dark-text);

  & h3 {
    margin: 0 0 var(--space-2);
    color: #fff;
  }

  & p {
    margin: 0;
    font-size: var(--text-lg);
  }
`;

const foundedClass = css`
  display: inline-block;
  margin-bottom: var(--space-4);
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--color-accent-soft);
  color: var(--color-accent);
  font-weight: 700;
  font-size: var(--text-sm);
`;

export default function About({ lang, id, hero }: BlockProps) {
  const { about: copy } = useSections(lang);
  return (
    <HomeBlock
      id={id}
      block="about"
      titleId="home-about-title"
      heading={copy.heading}
      intro={copy.intro}
      note={<span className={foundedClass}>{copy.founded}</span>}
    >
      <RevealList
        items={copy.team}
        className={cx(cardGridClass, twoColumnsClass)}
        keyOf={(m) => m.name}
        render={(person) => (
          <Card className={memberClass}>
            <img
              src={person.image.src}
              srcSet={person.image.srcSet}
              sizes={person.image.srcSet ? '96px' : undefined}
              alt={person.imageAlt}
              width={person.image.width}
              height={person.image.height}
              loading="lazy"
              decoding="async"
            />
            <div>
              <h3>{person.name}</h3>
              <p className={roleClass}>{person.role}</p>
              <MutedText>{person.bio}</MutedText>
              <p>
                <a href={person.profileUrl} target="_blank" rel="noopener noreferrer">
                  {copy.profileLabel}
                  <span className={visuallyHiddenClass}>
                    : {person.name} {hero.newTab}
                  </span>
                </a>
              </p>
            </div>
          </Card>
        )}
      />
      <Reveal className={visionClass}>
        <h3>{copy.visionTitle}</h3>
        <p>{copy.vision}</p>
      </Reveal>
    </HomeBlock>
  );
}
