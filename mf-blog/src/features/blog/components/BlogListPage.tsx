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

type ListCopy = (typeof copy)[keyof typeof copy]['list'];

/**
 * `?q=` kept in the address as the visitor types: the first change after focusing the box adds
 * a history entry; the next keystrokes replace it, so Back returns to the list as it was before
 * typing. Clearing adds an entry.
 */
function useQueryInHistory(setParams: ReturnType<typeof useSearchParams>[1]) {
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
  const onFocus = () => {
    pushNext.current = true;
  };
  const onClear = () => {
    setQuery('', true);
    pushNext.current = true;
  };
  return { onChange, onFocus, onClear };
}

/** What the live region says: how many posts match `query`, or that none does (nothing without a query). */
function resultsStatus(t: ListCopy, query: string, count: number): string {
  if (!query) return '';
  if (count === 0) return fillIn(t.noResultsTitle, { query });
  return fillIn(count === 1 ? t.resultsCount.one : t.resultsCount.other, { count, query });
}

/** No post matches `query`: says so, with a button that clears the search. */
function NoResults({ t, query, onClear }: { t: ListCopy; query: string; onClear: () => void }) {
  return (
    <div className={stateBoxClass} data-testid="blog-no-results">
      <h2 className={stateTitleClass}>{fillIn(t.noResultsTitle, { query })}</h2>
      <p>{t.noResultsBody}</p>
      <Button variant="secondary" onClick={onClear}>
        {t.clearSearch}
      </Button>
    </div>
  );
}

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

  const { onChange, onFocus, onClear } = useQueryInHistory(setParams);

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
              onFocus={onFocus}
              onClear={onClear}
            />
            {/* One live region, always present, so screen readers hear every change of the results. */}
            <p className={trimmed && results.length > 0 ? statusClass : visuallyHiddenClass} role="status">
              {resultsStatus(t, trimmed, results.length)}
            </p>
            {results.length === 0 ? (
              <NoResults t={t} query={trimmed} onClear={onClear} />
            ) : (
              <ul className={gridClass}>
                {results.map((post, i) => (
                  <li key={post.id} data-offscreen="">
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
