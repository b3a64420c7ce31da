import { describe, expect, it } from 'vitest';
import { listPageMeta, notFoundPageMeta, postPageMeta } from './meta';
import { findPost, postsForLang } from './lib/posts';
import { FIXTURE_POSTS } from './lib/posts.fixture';

describe('list page metadata', () => {
  it.each([
    ['en', '/blog', '/es/blog'],
    ['es', '/es/blog', '/blog'],
  ] as const)('%s: path %s, alternate %s, and a Blog with an ItemList of the posts', (lang, path, alt) => {
    const posts = postsForLang(FIXTURE_POSTS, lang);
    const meta = listPageMeta(lang, posts);
    expect(meta).toMatchObject({ lang, path, alternatePath: alt, type: 'website' });
    expect(meta.title.length).toBeGreaterThan(0);
    expect(meta.description.length).toBeGreaterThan(0);
    expect(meta.keywords?.length).toBeGreaterThan(0);
    const blog = meta.jsonLd?.[0] as {
      '@type': string;
      mainEntity: { '@type': string; itemListElement: { position: number; url: string }[] };
    };
    expect(blog['@type']).toBe('Blog');
    expect(blog.mainEntity['@type']).toBe('ItemList');
    expect(blog.mainEntity.itemListElement.map((i) => i.url)).toEqual(
      posts.map((p) => `https://intenta.example${path}/${p.slug}`),
    );
    expect(blog.mainEntity.itemListElement[0]?.position).toBe(1);
  });
});

describe('post page metadata', () => {
  it('declares the post, its translated pair as alternate, BlogPosting and BreadcrumbList', () => {
    const post = findPost(FIXTURE_POSTS, 'el-costo-de-la-irrelevancia', 'es')!;
    const meta = postPageMeta(post, FIXTURE_POSTS);
    expect(meta).toMatchObject({
      lang: 'es',
      title: 'El costo de la irrelevancia',
      description: 'Resultados irrelevantes.',
      keywords: ['ingresos'],
      path: '/es/blog/el-costo-de-la-irrelevancia',
      alternatePath: '/blog/cost-of-irrelevance',
      image: post.image,
      type: 'article',
    });
    const [posting, crumbs] = meta.jsonLd as Record<string, unknown>[];
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      identifier: 'el-costo-de-la-irrelevancia',
      headline: 'El costo de la irrelevancia',
      description: 'Resultados irrelevantes.',
      image: post.image,
      author: { '@type': 'Person', name: 'Intenta Team' },
      datePublished: '2024-09-28',
      articleSection: 'Estrategia E-commerce',
      keywords: 'ingresos',
      inLanguage: 'es',
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Inicio', item: 'https://intenta.example/es' },
        { position: 2, name: 'Blog', item: 'https://intenta.example/es/blog' },
        {
          position: 3,
          name: 'El costo de la irrelevancia',
          item: 'https://intenta.example/es/blog/el-costo-de-la-irrelevancia',
        },
      ],
    });
  });

  it('an English post’s alternate is its Spanish pair', () => {
    const post = findPost(FIXTURE_POSTS, 'ai-search-revolution', 'en')!;
    expect(postPageMeta(post, FIXTURE_POSTS).alternatePath).toBe('/es/blog/revolucion-busqueda-ia');
  });

  it('a post without a translation falls back to the other language’s list', () => {
    const post = findPost(FIXTURE_POSTS, 'english-only', 'en')!;
    expect(postPageMeta(post, FIXTURE_POSTS).alternatePath).toBe('/es/blog');
  });

  it('an unknown slug is not indexed', () => {
    expect(notFoundPageMeta('es', 'nada')).toMatchObject({
      title: 'Publicación No Encontrada',
      path: '/es/blog/nada',
      alternatePath: '/blog',
      robots: 'noindex',
    });
  });
});
