import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, remoteOrigin, siteOrigin, test } from '../../support/fixtures';
import { repoRoot } from '../../support/servers';

/** The host and port (`localhost:3301`) of each remote a runtime config names. */
function remoteLocations(config: { remotes: Record<string, string> }): string[] {
  return Object.values(config.remotes).map((url) => new URL(url).host);
}

/** Which of `locations` the text names (`localhost:3301`, not a prefix of `localhost:33012`). */
function locationsNamedIn(text: string, locations: readonly string[]): string[] {
  return locations.filter((location) =>
    new RegExp(`${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`).test(text),
  );
}

test.describe('served as a CDN would', () => {
  test('HTML for every page, never cached', async ({ request }) => {
    for (const path of ['/', '/es', '/blog/ai-search-revolution', '/es/partners']) {
      const response = await request.get(`${siteOrigin}${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('<main');
    }
  });

  test('runtime config and manifests are no-cache; manifests allow other origins', async ({ request }) => {
    // Still published beside the pages, for tools and for the record of what they were rendered with.
    const config = await request.get(`${siteOrigin}/runtime-config.json`);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(config.headers()['content-type']).toContain('application/json');
    for (const origin of Object.values(remoteOrigin)) {
      const manifest = await request.get(`${origin}/mf-manifest.json`, { headers: { Origin: siteOrigin } });
      expect(manifest.ok()).toBe(true);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
      const entry = await request.get(`${origin}/remoteEntry.js`);
      expect(entry.headers()['cache-control']).toBe('no-cache');
      expect(entry.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    }
  });

  test('hashed assets are immutable, compressed and correctly typed', async ({ request }) => {
    const html = await (await request.get(`${siteOrigin}/`)).text();
    // The shell's entry, last of the shell's scripts the loader starts after the first paint.
    const script = html.match(/ data-shell-scripts="[^"]*?(\/static\/js\/index\.[^" ]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    for (const encoding of ['gzip', 'br']) {
      const response = await request.get(`${siteOrigin}${script}`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    }
    const missing = await request.get(`${siteOrigin}/static/js/missing.0123456789.js`);
    expect(missing.status()).toBe(404);
  });

  test("the start-up chunks and the page's remote files the document lists are loaded once each, none by a runtime again", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) requested.push(request.url());
    });
    await page.goto('/es/partners');
    const loader = page.locator('script[data-shell-scripts]');
    const listed = ((await loader.getAttribute('data-shell-scripts')) ?? '')
      .split(' ')
      .map((path) => new URL(path, siteOrigin).href);
    const pageScripts = ((await loader.getAttribute('data-page-scripts')) ?? '').split(' ');
    expect(listed.length).toBeGreaterThan(1);
    expect(pageScripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // Hydrated: every listed file was needed, and none was requested twice.
    for (const file of [...listed, ...pageScripts])
      expect(
        requested.filter((url) => url === file),
        file,
      ).toHaveLength(1);
    const sources = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
    expect(new Set(sources).size).toBe(sources.length);
  });

  test('no remote location is baked into the shell bundle', async ({ request }) => {
    // Where the remotes are: this run's ports (PORT_OFFSET included, workspace/ports.mjs), the
    // runtime config the site serves, and the shell's development config.
    const served = await (await request.get(`${siteOrigin}/runtime-config.json`)).text();
    const development = readFileSync(join(repoRoot, 'shell/public/runtime-config.json'), 'utf8');
    const thisRun = Object.values(remoteOrigin).map((origin) => new URL(origin).host);
    const locations = [
      ...new Set([
        ...thisRun,
        ...remoteLocations(JSON.parse(served)),
        ...remoteLocations(JSON.parse(development)),
      ]),
    ];
    // The control: the same scan finds this run's remote locations in the config that names them.
    expect(locationsNamedIn(served, locations).sort()).toEqual([...thisRun].sort());

    const dir = join(repoRoot, 'shell/dist/static/js');
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.js'))
      .map((f) => join(f.parentPath, f.name));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(
        locationsNamedIn(readFileSync(file, 'utf8'), locations),
        `${file} names a remote location`,
      ).toEqual([]);
    }
  });
});
