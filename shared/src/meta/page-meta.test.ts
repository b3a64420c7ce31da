import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { normalizePageMeta, truncateAtWord, usePageMeta, usePageMetaStore, type PageMeta } from './page-meta';

describe('page metadata limits', () => {
  it('keeps short text as it is', () => {
    expect(truncateAtWord('AI search for online shops', 60)).toBe('AI search for online shops');
  });

  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    const title = 'Intenta: the AI search engine that understands what your shoppers really mean';
    const cut = truncateAtWord(title, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(title.startsWith(cut.slice(0, -1))).toBe(true);
    expect(title[cut.length - 1]).toBe(' ');
  });

  it('applies title 60, description 160 and 10 keywords', () => {
    const meta = normalizePageMeta({
      lang: 'en',
      title: 'word '.repeat(30),
      description: 'longer '.repeat(40),
      keywords: Array.from({ length: 14 }, (_, i) => `k${i}`),
      path: '/',
      alternatePath: '/es',
    });
    expect(meta.title.length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.keywords).toHaveLength(10);
  });
});

describe('truncation edge cases', () => {
  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateAtWord('Search, results, conversion, revenue', 20)).toBe('Search, results…');
  });

  it('cuts a single long word hard', () => {
    const cut = truncateAtWord('a'.repeat(80), 60);
    expect(cut).toHaveLength(60);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('collapses whitespace first', () => {
    expect(truncateAtWord('  Intenta\n  search  ', 60)).toBe('Intenta search');
  });
});

describe('declaring a page’s metadata', () => {
  const meta = {
    lang: 'en',
    title: 'Home',
    description: 'The home page.',
    path: '/',
    alternatePath: '/es',
  } as const;

  it('stores what the page declares, and nothing while it declares null', () => {
    usePageMetaStore.setState({ meta: null });
    const { rerender } = renderHook(({ value }) => usePageMeta(value), {
      initialProps: { value: null as PageMeta | null },
    });
    expect(usePageMetaStore.getState().meta).toBeNull();
    rerender({ value: meta });
    expect(usePageMetaStore.getState().meta).toMatchObject({ title: 'Home', path: '/' });
  });
});
