import type { PostMeta } from '../types';

/** Small post fixtures for unit tests (the real posts are checked in scripts/posts.test.ts). */
export function fixturePost(overrides: Partial<PostMeta>): PostMeta {
  const slug = overrides.slug ?? 'a-post';
  return {
    id: `${slug}-${overrides.language ?? 'en'}`,
    slug,
    translationKey: slug,
    language: 'en',
    title: 'A post',
    excerpt: 'An excerpt.',
    author: 'Intenta Team',
    publishedAt: '2024-01-01',
    image: '/static/svg/a.svg',
    imageAlt: 'An illustration',
    category: 'AI Search',
    readTime: '5 min read',
    tags: ['search'],
    file: `${slug}.html`,
    ...overrides,
  };
}

export const FIXTURE_POSTS: PostMeta[] = [
  fixturePost({
    slug: 'ai-search-revolution',
    translationKey: 'revolution',
    title: 'The AI Search Revolution',
    publishedAt: '2024-10-01',
    tags: ['AI search', 'agentic commerce'],
  }),
  fixturePost({
    slug: 'revolucion-busqueda-ia',
    translationKey: 'revolution',
    language: 'es',
    title: 'La revolución de la búsqueda con IA',
    excerpt: 'Cómo la intención cambia el e-commerce.',
    category: 'Búsqueda con IA',
    publishedAt: '2024-10-01',
    tags: ['búsqueda con IA', 'intención de compra'],
  }),
  fixturePost({
    slug: 'cost-of-irrelevance',
    translationKey: 'cost',
    title: 'The Cost of Irrelevance',
    excerpt: 'Irrelevant results cost around $2 trillion.',
    category: 'E-commerce Strategy',
    publishedAt: '2024-09-28',
    tags: ['revenue'],
  }),
  fixturePost({
    slug: 'el-costo-de-la-irrelevancia',
    translationKey: 'cost',
    language: 'es',
    title: 'El costo de la irrelevancia',
    excerpt: 'Resultados irrelevantes.',
    category: 'Estrategia E-commerce',
    publishedAt: '2024-09-28',
    tags: ['ingresos'],
  }),
  fixturePost({
    slug: 'stuck-conversion',
    translationKey: 'stuck',
    title: 'Stuck at 1-2% Conversion?',
    category: 'Conversion',
    publishedAt: '2025-10-27',
    tags: ['CRO'],
  }),
  fixturePost({
    slug: 'estancado-conversion',
    translationKey: 'stuck',
    language: 'es',
    title: '¿Estancado en 1-2% de conversión?',
    category: 'Conversión',
    publishedAt: '2025-10-27',
    tags: ['tasa de conversión'],
  }),
  // An English post with no Spanish translation.
  fixturePost({ slug: 'english-only', translationKey: 'lonely', publishedAt: '2023-05-05' }),
];
