import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blogBasePath,
  findPost,
  isInternalPath,
  matchesQuery,
  normalizeText,
  postPath,
  postsForLang,
  searchPosts,
  translationOf,
} from './posts';
import { FIXTURE_POSTS, fixturePost } from './posts.fixture';
import { formatPostDate } from './post-date.mjs';
import { localeOf } from 'shared';

describe('ordering and language filter', () => {
  it('lists only the language of the page, newest first', () => {
    expect(postsForLang(FIXTURE_POSTS, 'en').map((p) => p.slug)).toEqual([
      'stuck-conversion',
      'ai-search-revolution',
      'cost-of-irrelevance',
      'english-only',
    ]);
    expect(postsForLang(FIXTURE_POSTS, 'es').map((p) => p.slug)).toEqual([
      'estancado-conversion',
      'revolucion-busqueda-ia',
      'el-costo-de-la-irrelevancia',
    ]);
  });

  it('breaks ties on the same date by title, and does not mutate its input', () => {
    const posts = [
      fixturePost({ slug: 'b', title: 'Beta', publishedAt: '2024-01-01' }),
      fixturePost({ slug: 'a', title: 'Alpha', publishedAt: '2024-01-01' }),
    ];
    expect(postsForLang(posts, 'en').map((p) => p.slug)).toEqual(['a', 'b']);
    expect(posts.map((p) => p.slug)).toEqual(['b', 'a']);
  });

  it('orders by date as comparing the dates by locale did', () => {
    const isoDate = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const post = fc.record({ publishedAt: isoDate, title: fc.string({ minLength: 1 }) });
    fc.assert(
      fc.property(fc.array(post, { maxLength: 12 }), (drafts) => {
        const posts = drafts.map((d, i) => fixturePost({ slug: `p${i}`, ...d }));
        const byLocale = [...posts].sort(
          (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title),
        );
        expect(postsForLang(posts, 'en').map((p) => p.slug)).toEqual(byLocale.map((p) => p.slug));
      }),
    );
  });

  it('is empty for a language with no posts', () => {
    expect(
      postsForLang(
        FIXTURE_POSTS.filter((p) => p.language === 'en'),
        'es',
      ),
    ).toEqual([]);
  });
});

describe('slug lookup', () => {
  it('finds a post by slug and language', () => {
    expect(findPost(FIXTURE_POSTS, 'cost-of-irrelevance', 'en')?.title).toBe('The Cost of Irrelevance');
    expect(findPost(FIXTURE_POSTS, 'el-costo-de-la-irrelevancia', 'es')?.language).toBe('es');
  });

  it('does not find a post of the other language, an unknown slug or no slug', () => {
    expect(findPost(FIXTURE_POSTS, 'cost-of-irrelevance', 'es')).toBeNull();
    expect(findPost(FIXTURE_POSTS, 'el-costo-de-la-irrelevancia', 'en')).toBeNull();
    expect(findPost(FIXTURE_POSTS, 'nope', 'en')).toBeNull();
    expect(findPost(FIXTURE_POSTS, undefined, 'en')).toBeNull();
  });

  it('knows each post’s translated pair', () => {
    const en = findPost(FIXTURE_POSTS, 'ai-search-revolution', 'en')!;
    expect(translationOf(FIXTURE_POSTS, en)?.slug).toBe('revolucion-busqueda-ia');
    expect(translationOf(FIXTURE_POSTS, translationOf(FIXTURE_POSTS, en)!)?.slug).toBe(
      'ai-search-revolution',
    );
    expect(translationOf(FIXTURE_POSTS, findPost(FIXTURE_POSTS, 'english-only', 'en')!)).toBeNull();
  });

  it('builds paths under the language’s base path', () => {
    expect(blogBasePath('en')).toBe('/blog');
    expect(blogBasePath('es')).toBe('/es/blog');
    expect(postPath({ slug: 'x', language: 'es' })).toBe('/es/blog/x');
    expect(postPath({ slug: 'x', language: 'en' })).toBe('/blog/x');
  });
});

describe('search matching', () => {
  const es = postsForLang(FIXTURE_POSTS, 'es');
  const en = postsForLang(FIXTURE_POSTS, 'en');
  const slugs = (posts: { slug: string }[]) => posts.map((p) => p.slug);

  it('normalises case, accents and spaces', () => {
    expect(normalizeText('  Búsqueda   CON IA ')).toBe('busqueda con ia');
    expect(normalizeText('CONVERSIÓN Ñandú')).toBe('conversion nandu');
  });

  it('is accent-insensitive both ways', () => {
    expect(slugs(searchPosts(es, 'revolucion'))).toEqual(['revolucion-busqueda-ia']);
    expect(slugs(searchPosts(es, 'REVOLUCIÓN'))).toEqual(['revolucion-busqueda-ia']);
    expect(slugs(searchPosts(es, 'conversión'))).toEqual(['estancado-conversion']);
    expect(slugs(searchPosts(es, 'conversion'))).toEqual(['estancado-conversion']);
  });

  it('matches title, excerpt, category and tags', () => {
    expect(slugs(searchPosts(en, 'irrelevance'))).toEqual(['cost-of-irrelevance']); // title
    expect(slugs(searchPosts(en, '$2 trillion'))).toEqual(['cost-of-irrelevance']); // excerpt
    expect(slugs(searchPosts(en, 'e-commerce strategy'))).toEqual(['cost-of-irrelevance']); // category
    expect(slugs(searchPosts(en, 'agentic'))).toEqual(['ai-search-revolution']); // tag
    expect(slugs(searchPosts(es, 'intencion de compra'))).toEqual(['revolucion-busqueda-ia']); // tag, no accent
  });

  it('needs every word of the query, in any field and order', () => {
    expect(matchesQuery(en[1]!, 'revolution agentic')).toBe(true);
    expect(matchesQuery(en[1]!, 'revolution pizza')).toBe(false);
  });

  it('an empty or blank query keeps every post; no match gives an empty list', () => {
    expect(searchPosts(en, '')).toHaveLength(en.length);
    expect(searchPosts(en, '   ')).toHaveLength(en.length);
    expect(searchPosts(en, 'zzzz')).toEqual([]);
  });

  it('does not search the body or the author', () => {
    expect(searchPosts(en, 'Intenta Team')).toEqual([]);
  });
});

describe('internal links', () => {
  it('only site paths are internal', () => {
    expect(isInternalPath('/es/blog/x')).toBe(true);
    expect(isInternalPath('//evil.example/x')).toBe(false);
    expect(isInternalPath('https://baymard.com')).toBe(false);
    expect(isInternalPath('#part')).toBe(false);
  });
});

describe('dates', () => {
  it('long form in en-US and es-ES, on the calendar day of the file', () => {
    expect(formatPostDate('2024-10-01', 'en')).toBe('October 1, 2024');
    expect(formatPostDate('2024-10-01', 'es')).toBe('1 de octubre de 2024');
    expect(formatPostDate('2025-10-27', 'es')).toBe('27 de octubre de 2025');
  });

  it("uses shared's locale of each language", () => {
    for (const lang of ['en', 'es'] as const)
      expect(formatPostDate('2024-03-09', lang)).toBe(
        new Intl.DateTimeFormat(localeOf(lang), {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(2024, 2, 9))),
      );
  });
});
