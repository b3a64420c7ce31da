import { SINGLETONS } from '@intenta/workspace/singletons.mjs';
import { expect, remoteOrigin, test } from '../../support/fixtures';

type ShareInfo = { from: string; loaded?: unknown; lib?: unknown };

test.describe('runtime composition', () => {
  test('each remote page is composed into the shell from its own origin', async ({ page }) => {
    const scriptOrigins = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scriptOrigins.add(new URL(r.url()).origin);
    });
    for (const [path, remote] of [
      ['/', 'home'],
      ['/es/blog', 'blog'],
      ['/partners', 'partners'],
      ['/casos-de-exito', 'leads'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(scriptOrigins).toContain(remoteOrigin[remote]);
    }
  });

  test("a remote named like an element's id still loads: /es (its #partners section) to the partner page in the app", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/es');
    await expect(page.locator('#partners')).toBeAttached();
    await page
      .getByTestId('site-header')
      .getByRole('link', { name: 'Partners', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/es\/partners$/);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(errors.filter((e) => /RUNTIME-002|could not be loaded/.test(e))).toEqual([]);
  });

  test('every federated singleton (workspace/singletons.mjs) exists once in the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.goto('/es/blog');
    await expect(page.locator('main h1').first()).toBeVisible();
    const providers = await page.evaluate(() => {
      const share = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const loadedFrom: Record<string, string[]> = {};
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(packages))
            for (const info of Object.values(versions)) {
              if (!info.loaded && !info.lib) continue;
              loadedFrom[pkg] = [...new Set([...(loadedFrom[pkg] ?? []), info.from])];
            }
      return loadedFrom;
    });
    // The browser builds bundle react-router inside the react-router-dom facade (build/rsbuild-app.ts):
    // it is shared for the server builds and never loaded on its own in the page.
    expect(providers['react-router'], 'react-router is not loaded on its own').toBeUndefined();
    for (const pkg of SINGLETONS.filter((key) => key !== 'react-router')) {
      expect(providers[pkg], `${pkg} is loaded from exactly one app`).toEqual(['shell']);
    }
  });
});
