import { content } from '@intenta/test-helpers/content';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { usePageMetaStore } from 'shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostMeta } from '../types';
import { BlogListPage } from './BlogListPage';

const data = vi.hoisted(() => ({ posts: [] as PostMeta[] }));
vi.mock('../api/post-index', () => ({
  get default() {
    return data.posts;
  },
}));

const { FIXTURE_POSTS } = await import('../lib/posts.fixture');

let location = '';
let goBack = () => {};
function Probe() {
  const loc = useLocation();
  const navigate = useNavigate();
  location = `${loc.pathname}${loc.search}`;
  goBack = () => navigate(-1);
  return null;
}

function renderList(url: string) {
  const lang = url.startsWith('/es') ? 'es' : 'en';
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={lang === 'es' ? '/es/blog' : '/blog'} element={<BlogListPage lang={lang} />} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

// The list's words from its content files (mf-blog/content/blog/); the posts are fixtures.
const en = content('mf-blog', 'blog', 'en').list;
const es = content('mf-blog', 'blog', 'es').list;
const noResults = (list: typeof en, query: string) => list.noResultsTitle.replace('{query}', query);

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => {
  data.posts = FIXTURE_POSTS;
});

describe('blog list', () => {
  it('shows the heading and the English posts, newest first, with every card field', () => {
    renderList('/blog');
    expect(screen.getByRole('heading', { level: 1, name: en.heading })).toBeTruthy();
    expect(cardTitles()).toEqual([
      'Stuck at 1-2% Conversion?',
      'The AI Search Revolution',
      'The Cost of Irrelevance',
      'A post',
    ]);
    const card = screen.getAllByTestId('post-card')[2]!;
    expect(within(card).getByText('E-commerce Strategy')).toBeTruthy();
    expect(within(card).getByText('5 min read')).toBeTruthy();
    expect(within(card).getByText('Irrelevant results cost around $2 trillion.')).toBeTruthy();
    expect(within(card).getByText('Intenta Team')).toBeTruthy();
    expect(within(card).getByText('September 28, 2024')?.getAttribute('datetime')).toBe('2024-09-28');
    expect(within(card).getByRole('img')?.getAttribute('alt')).toBe('An illustration');
    const link = within(card).getByRole('link', { name: new RegExp(en.readMore) });
    expect(link?.textContent).toContain(en.readMore);
    expect(link?.getAttribute('href')).toBe('/blog/cost-of-irrelevance');
  });

  it('in Spanish: its own posts, Spanish dates and “Leer más” under /es/blog', () => {
    renderList('/es/blog');
    expect(screen.getByRole('heading', { level: 1, name: es.heading })).toBeTruthy();
    expect(cardTitles()).toEqual([
      '¿Estancado en 1-2% de conversión?',
      'La revolución de la búsqueda con IA',
      'El costo de la irrelevancia',
    ]);
    expect(screen.getByText('1 de octubre de 2024')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: new RegExp(es.readMore) })[0]?.getAttribute('href')).toBe(
      '/es/blog/estancado-conversion',
    );
  });

  it('declares the list metadata: /blog with /es/blog as alternate', () => {
    renderList('/blog');
    expect(usePageMetaStore.getState().meta).toMatchObject({ path: '/blog', alternatePath: '/es/blog' });
  });

  it('shows the empty state when the language has no posts', () => {
    data.posts = FIXTURE_POSTS.filter((p) => p.language === 'en');
    renderList('/es/blog');
    expect(screen.getByText(es.emptyTitle)).toBeTruthy();
    expect(screen.getByText(es.emptyBody)).toBeTruthy();
    expect(screen.queryByTestId('post-card')).toBeNull();
  });

  it('shows the English empty state', () => {
    data.posts = [];
    renderList('/blog');
    expect(screen.getByText(en.emptyTitle)).toBeTruthy();
    expect(screen.getByText(en.emptyBody)).toBeTruthy();
  });
});

describe('blog search', () => {
  it('filters on arrival with ?q= (accent- and case-insensitive) and fills the box', () => {
    renderList('/es/blog?q=REVOLUCION');
    expect((screen.getByRole('searchbox', { name: es.searchLabel }) as HTMLInputElement).value).toBe(
      'REVOLUCION',
    );
    expect(cardTitles()).toEqual(['La revolución de la búsqueda con IA']);
  });

  it('typing updates ?q= without leaving the page; Back returns to the list before typing', async () => {
    const user = userEvent.setup();
    renderList('/blog');
    const box = screen.getByRole('searchbox', { name: en.searchLabel });
    await user.type(box, 'cost');
    expect(location).toBe('/blog?q=cost');
    expect(cardTitles()).toEqual(['The Cost of Irrelevance']);
    expect(screen.getByRole('status').textContent).toBe(
      en.resultsCount.one.replace('{count}', '1').replace('{query}', 'cost'),
    );
    act(() => goBack());
    expect(location).toBe('/blog');
    expect((box as HTMLInputElement).value).toBe('');
    expect(cardTitles()).toHaveLength(4);
  });

  it('shows the no-results state with a way to clear it', async () => {
    const user = userEvent.setup();
    renderList('/blog?q=pizza');
    expect(screen.getByRole('heading', { name: noResults(en, 'pizza') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(noResults(en, 'pizza'));
    expect(screen.queryByTestId('post-card')).toBeNull();
    await user.click(
      within(screen.getByTestId('blog-no-results')).getByRole('button', { name: en.clearSearch }),
    );
    expect(location).toBe('/blog');
    expect(cardTitles()).toHaveLength(4);
    act(() => goBack());
    expect(location).toBe('/blog?q=pizza');
  });

  it('Spanish no-results copy and the clear button in the box', async () => {
    const user = userEvent.setup();
    renderList('/es/blog?q=zzz');
    expect(screen.getByRole('heading', { name: noResults(es, 'zzz') })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: es.clearSearch })[0]!);
    expect(location).toBe('/es/blog');
  });
});
