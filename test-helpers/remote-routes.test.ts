import { describe, expect, it } from 'vitest';
import { APP_LIST } from '@intenta/workspace/apps.mjs';
import type { RemoteRoute } from 'shared';
import { PUBLISHED_REMOTE_ROUTES } from './remote-routes';

describe("the shell tests' copy of the remotes' routes", () => {
  it("is what every remote's package exports as its routes (src/exposes/routes.ts), in the order of the app list", async () => {
    const declared = [];
    for (const entry of APP_LIST) {
      if (!('remote' in entry)) continue;
      const { routes } = (await import(`${entry.app}/routes`)) as {
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
