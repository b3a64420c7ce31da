// Every page the site serves, found as a crawler finds them: the addresses sitemap.xml
// lists, the remotes' fixed routes the runtime config names (a served duplicate such as
// `/referido` is not in the sitemap), plus addresses that answer the not-found pages
// (site-wide and blog, both languages). Shared by the audits that walk the whole site.
import type { APIRequestContext } from '@playwright/test';
import { siteOrigin } from './fixtures';

/** The canonical host the site publishes under (the sitemap's and head tags' URLs). */
export const SITE = 'https://intenta.example';

/** A canonical URL of the site, as a path on the local copy of it. */
export const localPath = (url: string) => url.replace(SITE, '') || '/';

/** Addresses that answer a not-found page: site-wide and blog, English and Spanish. */
export const NOT_FOUND_PATHS = [
  '/no-such-page',
  '/es/no-such-page',
  '/blog/no-such-post',
  '/es/blog/no-such-post',
] as const;

/** The `<loc>` URLs of the served sitemap.xml, in order. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get(`${siteOrigin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

/** Every served page's path: the sitemap's pages, the remotes' fixed routes, then the not-found addresses. */
export async function servedPagePaths(request: APIRequestContext): Promise<string[]> {
  const fromSitemap = (await sitemapUrls(request)).map(localPath);
  const config = (await (await request.get(`${siteOrigin}/runtime-config.json`)).json()) as {
    routes: { path: string }[];
  };
  const fixedRoutes = config.routes.map((route) => route.path).filter((path) => !path.includes(':'));
  return [...new Set([...fromSitemap, ...fixedRoutes, ...NOT_FOUND_PATHS])];
}
