import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('blog routes (docs/product.md §3)', () => {
  // The posts behind each language's slugs come from the build's post index (prerendered pages are
  // checked in tests/integration/platform/served-html.spec.ts).
  it('has the list and a page per post in each language', () => {
    expect(routes.map(({ path, lang }) => `${path} ${lang}`)).toEqual([
      '/blog en',
      '/es/blog es',
      '/blog/:slug en',
      '/es/blog/:slug es',
    ]);
    for (const route of routes) expect('params' in route).toBe(route.path.includes(':slug'));
  });
});
