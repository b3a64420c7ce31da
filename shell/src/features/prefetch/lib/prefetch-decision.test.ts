import { describe, expect, it } from 'vitest';
import { configureRemoteRoutes, matchSiteRoute } from '../../../app/routes';
import { createPrefetchDecision } from './prefetch-decision';
import { PUBLISHED_REMOTE_ROUTES } from '@intenta/test-helpers/remote-routes';

// The routes a release configures before the first render.
configureRemoteRoutes(PUBLISHED_REMOTE_ROUTES);

const here =
  (path = '/') =>
  () =>
    new URL(path, 'https://intenta.example') as unknown as Location;

/** Which page module each address decides to load, in order; `null` for nothing. */
function decisions(hrefs: string[], options: Parameters<typeof createPrefetchDecision>[1] = {}) {
  const decide = createPrefetchDecision(matchSiteRoute, { saveData: () => false, here: here(), ...options });
  return hrefs.map((href) => {
    const decision = decide(href);
    if (!decision) return null;
    return decision.route.page
      ? `${decision.route.page.remote}/${decision.route.page.module} ${decision.route.lang}`
      : `shell ${decision.route.path}`;
  });
}

describe('prefetch decision', () => {
  it("maps a link's address to the page module its route shows", () => {
    expect(
      decisions([
        '/blog',
        'https://intenta.example/es/partners#partner-cta',
        '/es/blog/el-costo-de-la-irrelevancia',
        '/referido',
        '/casos-de-exito?x=1',
        '/terms',
      ]),
    ).toEqual([
      'blog/BlogListPage en',
      'partners/PartnersPage es',
      'blog/BlogPostPage es',
      'leads/ReferralPage es',
      'leads/SuccessCasesPage es',
      'shell /terms',
    ]);
  });

  it("decides each remote page module once per language (its copy is the language's), each shell page once", () => {
    expect(
      decisions([
        '/blog/a',
        '/blog/c',
        '/es/blog/b',
        '/es/blog/d',
        '/blog',
        '/es/blog',
        '/es/blog',
        '/partners',
        '/partners',
        '/terms',
        '/es/terms',
      ]),
    ).toEqual([
      'blog/BlogPostPage en',
      null,
      'blog/BlogPostPage es',
      null,
      'blog/BlogListPage en',
      'blog/BlogListPage es',
      null,
      'partners/PartnersPage en',
      null,
      'shell /terms',
      null,
    ]);
  });

  it('loads nothing for the page shown, other sites, calendar redirects or unknown addresses', () => {
    expect(
      decisions([
        '/',
        '/#faq',
        'https://elsewhere.example/blog',
        'mailto:hello@intenta.example',
        '/demo',
        '/no-such-page',
      ]),
    ).toEqual([null, null, null, null, null, null]);
  });

  it('reads where the visitor is at each decision: after moving on, the previous page is a target', () => {
    let path = '/blog';
    const decide = createPrefetchDecision(matchSiteRoute, {
      saveData: () => false,
      here: () => here(path)(),
    });
    expect(decide('/blog')).toBeNull();
    path = '/partners';
    expect(decide('/blog')?.route.path).toBe('/blog');
  });

  it('loads nothing while the visitor saves data, and decides again once they stop', () => {
    let saveData = true;
    const decide = createPrefetchDecision(matchSiteRoute, { saveData: () => saveData, here: here() });
    expect(decide('/blog')).toBeNull();
    saveData = false;
    expect(decide('/blog')?.route.path).toBe('/blog');
  });

  it("reads the browser's Save-Data setting by default", () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    try {
      expect(createPrefetchDecision(matchSiteRoute, { here: here() })('/blog')).toBeNull();
    } finally {
      delete (navigator as unknown as Record<string, unknown>).connection;
    }
  });
});
