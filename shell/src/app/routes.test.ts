import { describe, expect, it } from 'vitest';
import { routeLang, siteRoutes } from './routes';

describe('route table', () => {
  it('has every route of docs/product.md §3', () => {
    expect(siteRoutes.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/es',
        '/terms',
        '/es/terms',
        '/privacy',
        '/es/privacy',
        '/casos-de-exito',
        '/blog',
        '/es/blog',
        '/blog/:slug',
        '/es/blog/:slug',
        '/partners',
        '/es/partners',
        '/referral',
        '/referido',
        '/es/referido',
        '/demo',
        '/reu',
        '/cafe',
      ].sort(),
    );
  });

  it.each([
    ['/', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/blog/a-post', 'en'],
    ['/es/blog/un-post', 'es'],
    ['/casos-de-exito', 'es'],
    ['/referido', 'es'],
    ['/referral', 'en'],
    ['/demo', 'en'],
    ['/es/unknown', 'es'],
    ['/unknown', 'en'],
  ] as const)('%s is %s', (path, lang) => {
    expect(routeLang(path)).toBe(lang);
  });
});
