import { gzipSync } from 'node:zlib';
import { expect, type Page, type Response } from '@playwright/test';
import type { RemoteName } from 'shared';
import { remoteOrigin, siteOrigin } from './fixtures';

export const KB = 1024;

/** Code that must never ride in a first load: the backend client and the HTML sanitiser. */
export const HEAVY_LIBRARIES = {
  backendClient: { name: 'hosted-backend client (@supabase/supabase-js)', pattern: /supabase/i },
  sanitiser: { name: 'HTML sanitiser (DOMPurify)', pattern: /dompurify/i },
} as const;

/** The usual readiness of a route: its page heading is shown. */
export async function pageHeadingShown(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
}

export interface LoadedScript {
  url: string;
  body: Buffer;
  gzip: number;
}

/**
 * Every script a route fetches until `ready` resolves and the network is idle,
 * across the shell and the remotes, with its gzip size (level 9, deterministic).
 * Fails unless it captured the shell's entry and the `remote`'s remoteEntry.js,
 * each with bytes, and no empty script: a budget measured on nothing passes.
 */
export async function firstLoadScripts(
  page: Page,
  path: string,
  remote: RemoteName,
  ready: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const bodies: Promise<LoadedScript>[] = [];
  const capture = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const read = response
      .body()
      .then((body) => ({ url: response.url(), body, gzip: gzipSync(body, { level: 9 }).length }));
    // A failed read fails the test where all are awaited below; one still pending when the test
    // fails before that fails as the page closes, and must not be reported after the test.
    read.catch(() => {});
    bodies.push(read);
  };
  page.on('response', capture);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', capture);
  const scripts = await Promise.all(bodies);
  const isShellEntry = ({ url }: LoadedScript) => {
    const { origin, pathname } = new URL(url);
    return origin === siteOrigin && /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(pathname);
  };
  const isRemoteEntry = ({ url }: LoadedScript) => {
    const { origin, pathname } = new URL(url);
    return origin === remoteOrigin[remote] && pathname === '/remoteEntry.js';
  };
  const captured = sizeReport(scripts);
  expect(
    scripts.filter(isShellEntry).map((s) => s.body.length),
    `the shell's entry in ${captured}`,
  ).toEqual([expect.any(Number)]);
  expect(
    scripts.find(isRemoteEntry)?.body.length ?? 0,
    `${remote}'s remoteEntry.js in ${captured}`,
  ).toBeGreaterThan(0);
  expect(
    scripts.filter((s) => s.body.length === 0).map((s) => s.url),
    'scripts captured without bytes',
  ).toEqual([]);
  return scripts;
}

export function totalGzip(scripts: LoadedScript[]): number {
  return scripts.reduce((sum, s) => sum + s.gzip, 0);
}

/** A readable breakdown for failure messages. */
export function sizeReport(scripts: LoadedScript[]): string {
  const total = totalGzip(scripts);
  return [
    `${(total / KB).toFixed(1)} KB gzip in ${scripts.length} scripts:`,
    ...[...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${(s.gzip / KB).toFixed(1).padStart(7)} KB ${s.url}`),
  ].join('\n');
}

/** URLs of the scripts whose source matches `pattern`. */
export function scriptsMatching(scripts: LoadedScript[], pattern: RegExp): string[] {
  return scripts.filter(({ body }) => pattern.test(body.toString('utf8'))).map((s) => s.url);
}
