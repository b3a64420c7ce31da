import { css } from '@linaria/core';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Container,
  Lead,
  PageTitle,
  Section,
  siteText,
  usePageMeta,
  useValueAfterHydration,
  visuallyHiddenClass,
  type PageProps,
} from 'shared';
import { listPageMeta } from '../meta';
import allPosts from '../api/post-index';
import { postsForLang, searchPosts } from '../lib/posts';
import { copy, fillIn } from '../content';
import { PostCard } from './PostCard';
import { stateBoxClass } from './post-ui';
import { SearchBox } from './SearchBox';

const introClass = css`
  margin-bottom: var(--space-8);
`;

const gridClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: var(--space-6);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const stateTitleClass = css`
  margin: 0;
  font-size: var(--text-2xl);
`;

const statusClass = css`
  margin: 0 0 var(--space-4);
  color: var(--color-text-muted);
`;

/** `/blog` and `/es/blog`: the language's posts, newest first, filtered by `?q=`. */
export function BlogListPage({ lang }: PageProps) {
  const t = copy[lang].list;
  const [params, setParams] = useSearchParams();
  // The served list is the unfiltered one: `?q=` applies once it has hydrated.
  const query = useValueAfterHydration(params.get('q') ?? '', '');
  const posts = useMemo(() => postsForLang(allPosts, lang), [lang]);
  const results = useMemo(() => searchPosts(posts, query), [posts, query]);
  const meta = useMemo(() => listPageMeta(lang, posts), [lang, posts]);
  usePageMeta(meta);

  // The first change after focusing the box adds a history entry; the next
  // keystrokes replace it, so Back returns to the list as it was before typing.
  const pushNext = useRef(true);
  const setQuery = useCallback(
    (value: string, push: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: !push, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const onChange = (value: string) => {
    setQuery(value, pushNext.current);
    pushNext.current = false;
  };
  const onClear = () => {
    setQuery('', true);
    pushNext.current = true;
  };

  const trimmed = query.trim();
  return (
    <Section>
      <Container>
        <PageTitle>{t.heading}</PageTitle>
        <Lead className={introClass}>{siteText(t.intro)}</Lead>
        {posts.length === 0 ? (
          <div className={stateBoxClass} data-testid="blog-empty">
            <h2 className={stateTitleClass}>{t.emptyTitle}</h2>
            <p>{t.emptyBody}</p>
          </div>
        ) : (
          <>
            <SearchBox
              value={query}
              label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              clearLabel={t.clearSearch}
              onChange={onChange}
              onFocus={() => {
                pushNext.current = true;
              }}
              onClear={onClear}
            />
            {/* One live region, always present, so screen readers hear every change of the results. */}
            <p className={trimmed && results.length > 0 ? statusClass : visuallyHiddenClass} role="status">
              {!trimmed
                ? ''
                : results.length > 0
                  ? fillIn(results.length === 1 ? t.resultsCount.one : t.resultsCount.other, {
                      count: results.length,
                      query: trimmed,
                    })
                  : fillIn(t.noResultsTitle, { query: trimmed })}
            </p>
            {results.length === 0 ? (
              <div className={stateBoxClass} data-testid="blog-no-results">
                <h2 className={stateTitleClass}>{fillIn(t.noResultsTitle, { query: trimmed })}</h2>
                <p>{t.noResultsBody}</p>
                <Button variant="secondary" onClick={onClear}>
                  {t.clearSearch}
                </Button>
              </div>
            ) : (
              <ul className={gridClass}>
                {results.map((post, i) => (
                  <li key={post.id}>
                    <PostCard post={post} lang={lang} eager={i < 3} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Container>
    </Section>
  );
}
