import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { css } from '@linaria/core';
import {
  buttonClass,
  ButtonRow,
  Container,
  getSiteConfig,
  homePath,
  localePath,
  usePageMeta,
  type Lang,
  type PageMeta,
} from 'shared';
import type { NotFoundContent } from '../../../../content/collections';
import en from '../../../../content/not-found/not-found.en.json';
import es from '../../../../content/not-found/not-found.es.json';

// The files were checked against their schema when this app was built (content/collections.ts).
const notFoundCopy: Record<Lang, NotFoundContent> = {
  en: en as NotFoundContent,
  es: es as NotFoundContent,
};

const pageClass = css`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding-block: var(--space-16);
  text-align: center;

  h1 {
    margin: 0 0 var(--space-3);
    font-size: var(--text-4xl);
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--space-2) var(--space-6);
    margin: var(--space-8) 0 0;
    padding: 0;
    list-style: none;
  }

  a:not([class]) {
    display: inline-block;
    padding-block: var(--space-2);
  }
`;

const codeClass = css`
  margin: 0;
  font-size: 5rem;
  font-weight: 800;
  line-height: 1;
  color: var(--color-primary);
`;

const bodyClass = css`
  max-width: 32rem;
  margin: 0 auto var(--space-8);
  color: var(--color-text-muted);
`;

/**
 * Any unknown path: 404 in the exact words of docs/product.md §16, marked no-index, the path logged.
 * Spanish under `/es/...`, English anywhere else.
 */
export default function NotFoundPage({ lang }: { lang: Lang }) {
  const { pathname } = useLocation();
  const t = notFoundCopy[lang];

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  const meta = useMemo<PageMeta>(
    () => ({
      lang,
      title: `${t.title} | ${getSiteConfig().brandName}`,
      description: t.metaDescription,
      path: pathname,
      alternatePath: null,
      robots: 'noindex, nofollow',
    }),
    [pathname, lang, t],
  );
  usePageMeta(meta);

  return (
    <Container className={pageClass} data-testid="not-found">
      <div>
        <p className={codeClass}>404</p>
        <h1>{t.title}</h1>
        <p className={bodyClass}>{t.body}</p>
        <ButtonRow style={{ justifyContent: 'center' }}>
          <Link to={homePath(lang)} className={buttonClass()}>
            {t.homeButton}
          </Link>
          <Link to={localePath(lang, '/blog')} className={buttonClass({ variant: 'secondary' })}>
            {t.blogButton}
          </Link>
        </ButtonRow>
        <nav aria-label={t.linksLabel}>
          <ul>
            {t.links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Container>
  );
}
