import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { css } from '@linaria/core';
import { Container, siteText, usePageMeta, type Lang } from 'shared';
import type { LegalContent } from '../../../../content/collections';
import { legalPageMeta } from '../meta';

/** A block of a legal section: a paragraph, or a bullet list. */
type LegalBlock = LegalContent['sections'][number]['blocks'][number];

const articleClass = css`
  max-width: 48rem;
  margin-inline: auto;
  padding-block: var(--space-12) var(--space-16);

  h1 {
    margin: 0 0 var(--space-2);
    font-size: var(--text-4xl);
    line-height: 1.15;
  }

  h2 {
    margin: var(--space-12) 0 var(--space-3);
    font-size: var(--text-2xl);
    line-height: 1.25;
  }

  p,
  li {
    color: var(--color-text);
  }

  ul {
    padding-inline-start: var(--space-6);
  }

  li + li {
    margin-top: var(--space-2);
  }
`;

const dateLineClass = css`
  margin: 0 0 var(--space-6);
  color: var(--color-text-muted) !important;
`;

const contentsClass = css`
  margin-block: var(--space-8);
  padding: var(--space-6);
  border-radius: var(--radius-lg);
  background: var(--color-surface);

  h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--text-lg);
  }

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    columns: 16rem 2;
    column-gap: var(--space-8);
  }

  li {
    break-inside: avoid;
    padding-block: var(--space-1);
  }
`;

function Block({ block }: { block: LegalBlock }) {
  if (!block.list) return <p>{siteText(block.paragraph ?? '')}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{siteText(item)}</li>
      ))}
    </ul>
  );
}

/** A legal document: title, date, contents with links, and one linkable heading per section. */
export function LegalPage({ doc, lang, path }: { doc: LegalContent; lang: Lang; path: string }) {
  const meta = useMemo(() => legalPageMeta(doc, lang, path), [doc, lang, path]);
  usePageMeta(meta);

  return (
    <Container>
      <article className={articleClass} data-testid="legal-page">
        <h1>{doc.title}</h1>
        <p className={dateLineClass}>
          {doc.dateLabel} <time dateTime={doc.isoDate}>{doc.date}</time>
        </p>
        {doc.intro.map((p) => (
          <p key={p}>{siteText(p)}</p>
        ))}
        <nav className={contentsClass} aria-labelledby="legal-contents">
          <h2 id="legal-contents">{doc.contentsLabel}</h2>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <Link to={{ hash: s.id }}>{s.heading}</Link>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id}>{s.heading}</h2>
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} />
            ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
