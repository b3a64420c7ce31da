import { css, cx } from '@linaria/core';
import { Card, RevealList, visuallyHiddenClass, CardTitle, MutedText } from 'shared';
import type { BlockProps } from './block';
import { HomeBlock } from './HomeBlock';
import { cardGridClass, threeColumnsClass } from './styles';
import { useSections } from '../hooks/useSections';

const LOCALES = { en: 'en-US', es: 'es-AR' } as const;

/** "September 2025" / "septiembre de 2025": the press date in the page's locale. */
export function formatPressDate(iso: string, lang: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

const cardClass = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  height: 100%;
`;

const wordmarkClass = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-weight: 700;

  & span {
    display: inline-grid;
    place-items: center;
    min-width: 2.5rem;
    height: 2.5rem;
    padding-inline: var(--space-2);
    border-radius: var(--radius-sm);
    background: var(--color-dark);
    color: var(--color-dark-text);
    font-family: Georgia, serif;
  }
`;

const readMoreClass = css`
  margin-top: auto;
  font-weight: 600;
`;

const fundingClass = css`
  margin: var(--space-8) 0 0;
  padding: var(--space-4) var(--space-6);
  border-inline-start: 4px solid var(--color-accent);
  background: var(--color-accent-soft);
  border-radius: var(--radius-sm);
`;

export default function Press({ lang, id, hero }: BlockProps) {
  const { press: copy } = useSections(lang);
  return (
    <HomeBlock id={id} block="press" titleId="home-press-title" heading={copy.heading} intro={copy.intro}>
      <RevealList
        items={copy.items}
        className={cx(cardGridClass, threeColumnsClass)}
        keyOf={(item) => item.url}
        render={(item) => (
          <Card className={cardClass}>
            <article className={cardClass}>
              <p className={wordmarkClass}>
                <span aria-hidden="true">{item.logo}</span>
                {item.outlet}
              </p>
              <CardTitle>{item.title}</CardTitle>
              <MutedText>{item.excerpt}</MutedText>
              <MutedText>
                <time dateTime={item.date}>{formatPressDate(item.date, lang)}</time>
              </MutedText>
              <a className={readMoreClass} href={item.url} target="_blank" rel="noopener noreferrer">
                {copy.readMore}
                <span className={visuallyHiddenClass}>
                  : {item.title} {hero.newTab}
                </span>
              </a>
            </article>
          </Card>
        )}
      />
      <p className={fundingClass}>{copy.funding}</p>
    </HomeBlock>
  );
}
