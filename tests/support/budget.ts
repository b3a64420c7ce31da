import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

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
 */
export async function firstLoadScripts(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const bodies: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), body, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
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
