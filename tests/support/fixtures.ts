import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { RemoteName } from 'shared';
import { REMOTE_OF_APP, type AppName } from '@intenta/workspace/apps.mjs';
import { apiPort, appPorts } from '@intenta/workspace/ports.mjs';
import { unrouteAllSafely } from './routes';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Where the composed site under test is served (same servers as `npm start`). */
export const ports = appPorts();
export const siteOrigin = `http://localhost:${ports.shell}`;
export const remoteOrigin = Object.fromEntries(
  Object.entries(REMOTE_OF_APP).map(([app, remote]) => [remote, `http://localhost:${ports[app as AppName]}`]),
) as Record<RemoteName, string>;
export const apiOrigin = `http://localhost:${apiPort()}`;

export interface TrackedEvent {
  event: string;
  params: Record<string, unknown>;
}

/**
 * Runs axe (WCAG 2.2 A/AA rules) on the page and fails with a readable list
 * of violations. Wait for the content you care about before calling it.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(
      { include: [document], exclude: exclude.map((s) => [s]) },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    );
    return (result.violations as { id: string; help: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  }, options.exclude ?? []);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

export const test = base.extend<{
  /**
   * `page.goto` of one of the site's pages returns once React has hydrated it,
   * as it returned once the page had rendered before pages were served complete:
   * a test's next click or in-app navigation then meets a live page.
   */
  page: Page;
  /** Installs a stub global tag function before any page script; read with `events()`. */
  analytics: { events: () => Promise<TrackedEvent[]> };
}>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const landed = new URL(page.url());
      // The content studio (/admin/) is an app of its own, not a page of the site.
      const isSitePage =
        landed.hostname === 'localhost' &&
        !landed.pathname.startsWith('/admin/') &&
        (response?.headers()['content-type'] ?? '').startsWith('text/html');
      if (isSitePage) await waitForHydration(page);
      return response;
    };
    await use(page);
    // A route handler still fetching or answering when the test ends would fail as the context
    // closes under it ("Response has been disposed"), and fail a test that passed.
    await unrouteAllSafely(page);
  },
  analytics: async ({ page }, use) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __events: unknown[]; gtag: (...args: unknown[]) => void };
      w.__events = [];
      w.gtag = (command: unknown, event: unknown, params: unknown) => {
        if (command === 'event') w.__events.push({ event, params: params ?? {} });
      };
    });
    await use({
      events: () => page.evaluate(() => (window as unknown as { __events: TrackedEvent[] }).__events),
    });
  },
});

export { expect };

/**
 * Waits until React has hydrated the served page: the shell marks its root
 * `data-hydration="committed"` once the hydration is committed. In-app navigation
 * behaves as in the app only from then on.
 */
export async function waitForHydration(page: Page) {
  // The served page may replace itself meanwhile (the first-visit language redirect
  // loads `/es`); the locator asks whichever page is there.
  await expect(page.locator('#root[data-hydration="committed"]')).toBeAttached();
}

/**
 * Remembers, before any script runs, the `main h1` the server sent; call before
 * `page.goto`. `expectServedH1Hydrated` then checks React took over that very
 * element instead of rendering a new one.
 */
export async function rememberServedH1(page: Page) {
  await page.addInitScript(() =>
    // The parser has built the served document before any module script runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { __servedH1: Element | null }).__servedH1 = document.querySelector('main h1');
    }),
  );
}

/** Hydrated, and the served h1 is still in the page: React adopted it instead of rendering anew. */
export async function expectServedH1Hydrated(page: Page) {
  await waitForHydration(page);
  expect(
    await page.evaluate(
      () => !!(window as unknown as { __servedH1: Element | null }).__servedH1?.isConnected,
    ),
  ).toBe(true);
}
