import { describe, expect, it } from 'vitest';
import { configureRemoteRoutes, matchSiteRoute, routeLang, siteRoutes } from './routes';

describe('route table', () => {
  it("has the shell's own routes of docs/product.md §3", () => {
    configureRemoteRoutes([]);
    expect(
      siteRoutes()
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/terms', '/es/terms', '/privacy', '/es/privacy', '/demo', '/reu', '/cafe'].sort());
  });

  it('routes each remote page where its remote declares it, in the declared language', () => {
    configureRemoteRoutes([
      { path: '/blog/:slug', lang: 'en', remote: 'blog', module: 'BlogPostPage' },
      { path: '/referido', lang: 'es', remote: 'leads', module: 'ReferralPage' },
    ]);
    expect(matchSiteRoute('/blog/a-post')?.page).toEqual({ remote: 'blog', module: 'BlogPostPage' });
    expect(matchSiteRoute('/referido')?.lang).toBe('es');
    expect(matchSiteRoute('/terms')?.page).toBeUndefined();
    expect(matchSiteRoute('/nowhere')).toBeUndefined();
  });

  it.each([
    ['/referido', 'es'],
    ['/blog/a-post', 'en'],
    ['/es/blog/un-post', 'es'],
    ['/demo', 'en'],
    ['/es/', 'es'],
    ['/es/unknown', 'es'],
    ['/unknown', 'en'],
  ] as const)('%s is %s', (path, lang) => {
    configureRemoteRoutes([{ path: '/referido', lang: 'es', remote: 'leads', module: 'ReferralPage' }]);
    expect(routeLang(path)).toBe(lang);
  });
});
