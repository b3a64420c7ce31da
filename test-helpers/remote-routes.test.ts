import { describe, expect, it, vi } from 'vitest';
import { APP_LIST } from '@intenta/tooling/apps.mjs';
import type { RemoteRoute } from 'shared';
import { PUBLISHED_REMOTE_ROUTES } from './remote-routes';

// The blog's post index is the build's (mf-blog/scripts/posts-loader.mjs); a route's slugs are
// read only when the prerender step asks for them, so its routes load without posts.
vi.mock('../mf-blog/src/features/blog/api/post-index', () => ({ default: [] }));

describe("the shell tests' copy of the remotes' routes", () => {
  it('is what every remote declares in its src/exposes/routes.ts, in the order of the app list', async () => {
    const declared = [];
    for (const entry of APP_LIST) {
      if (!('remote' in entry)) continue;
      const { routes } = (await import(`../${entry.app}/src/exposes/routes.ts`)) as {
        routes: readonly RemoteRoute[];
      };
      expect(routes.length, `${entry.app} declares routes`).toBeGreaterThan(0);
      declared.push(
        ...routes.map(({ path, lang, module }) => ({ path, lang, remote: entry.remote, module })),
      );
    }
    expect(PUBLISHED_REMOTE_ROUTES).toEqual(declared);
  });
});
