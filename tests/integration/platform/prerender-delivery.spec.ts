// The prerender step as a deployment uses it: a remote redeployed alone reaches
// the HTML by re-running only this step, and a step that cannot load a remote or
// render a page publishes nothing.
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readlinkSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { runtimeConfigFor } from '@intenta/workspace/ports.mjs';
import { renderSiteInChildProcess } from '../../../shell/pipeline/child-process.mjs';
import { createRemoteServer, createShellServer, listen } from '@intenta/serve/site-server.mjs';
import { expect, expectServedH1Hydrated, rememberServedH1, test } from '../../support/fixtures';
import { repoRoot } from '../../support/servers';

const run = promisify(execFile);
const rsbuild = join(repoRoot, 'node_modules/@rsbuild/core/bin/rsbuild.js');
const seventhPost = join(repoRoot, 'mf-blog/scripts/fixtures/2026-01-15-seventh-post.en.md');
const seventhImage = join(repoRoot, 'mf-blog/scripts/fixtures/seventh-post.svg');

async function serve(server: Server): Promise<{ origin: string; close: () => Promise<void> }> {
  await listen(server, 0, 'test server');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs the prerender step in its own process; resolves with its exit code and output. */
async function prerender(config: object, out: string) {
  const configFile = join(out, '..', `config-${Date.now()}.json`);
  writeFileSync(configFile, JSON.stringify(config));
  return renderSiteInChildProcess({ config: configFile, out }).finished;
}

// What `npm start` rendered the site with: the built config on the default ports, this run's
// ports under PORT_OFFSET (serve/start.mjs).
const publishedConfig = () => runtimeConfigFor();
const currentRelease = (out: string) => readlinkSync(join(out, 'current'));

/** Hydration check: the served h1 element is the one React now owns, and nothing was logged. */
async function expectHydrated(page: Page, url: string, h1: string) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  await rememberServedH1(page);
  await page.goto(url);
  await expect(page.locator('main h1').first()).toHaveText(h1);
  await expectServedH1Hydrated(page);
  expect(problems).toEqual([]);
}

test.describe('the prerender step', () => {
  test.describe.configure({ mode: 'serial' });
  let tmp: string;
  const closers: (() => Promise<void>)[] = [];

  test.beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'intenta-prerender-'));
  });
  test.afterAll(async () => {
    for (const close of closers) await close();
    rmSync(tmp, { recursive: true, force: true });
  });

  test('a remote redeployed alone reaches the HTML by re-running only the prerender step', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // Rebuild only mf-blog, with a seventh post, into a new folder (a new versioned deploy).
    const content = join(tmp, 'content');
    cpSync(join(repoRoot, 'mf-blog/content'), content, { recursive: true });
    copyFileSync(seventhPost, join(content, 'posts/2026-01-15-seventh-post.en.md'));
    copyFileSync(seventhImage, join(content, 'images/seventh-post.svg'));
    const blogV2 = join(tmp, 'blog-v2');
    await run(process.execPath, [rsbuild, 'build'], {
      cwd: join(repoRoot, 'mf-blog'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BLOG_POSTS_DIR: join(content, 'posts'),
        BLOG_DIST_DIR: blogV2,
      },
    });
    const blog = await serve(createRemoteServer({ root: blogV2 }));
    closers.push(blog.close);

    // Point the runtime config at it and re-run only the prerender step.
    const config = publishedConfig();
    config.remotes.blog = `${blog.origin}/mf-manifest.json`;
    const out = join(tmp, 'published');
    const result = await prerender(config, out);
    expect(result.code, result.output).toBe(0);
    const site = await serve(createShellServer({ root: join(out, 'current') }));
    closers.push(site.close);

    const post = await request.get(`${site.origin}/blog/seventh-post`);
    expect(post.status()).toBe(200);
    expect(await post.text()).toContain('A Seventh Post for the Size Check');
    expect(await (await request.get(`${site.origin}/blog`)).text()).toContain(
      'A Seventh Post for the Size Check',
    );
    expect(await (await request.get(`${site.origin}/sitemap.xml`)).text()).toContain(
      '<loc>https://intenta.example/blog/seventh-post</loc>',
    );
    expect(await (await request.get(`${site.origin}/blog/rss.xml`)).text()).toContain(
      '<link>https://intenta.example/blog/seventh-post</link>',
    );
    // The new pages run the new blog's code; the site `npm start` published earlier
    // (not re-rendered) still hydrates against the blog version it pinned.
    await expectHydrated(page, `${site.origin}/blog/seventh-post`, 'A Seventh Post for the Size Check');
    const pinned = await (await request.get(`${site.origin}/blog`)).text();
    expect(pinned).toContain(`"blog":"${blog.origin}/remoteEntry.js"`);
    const fresh = await page.context().newPage();
    await expectHydrated(fresh, '/blog', 'Latest Insights');
    expect(await (await request.get('/blog')).text()).not.toContain('seventh-post');
  });

  test('an unreachable remote stops the step, names it, and leaves the published site as it was', async () => {
    const out = join(tmp, 'published');
    const before = currentRelease(out);
    const releases = readdirSync(join(out, 'releases'));
    const config = publishedConfig();
    config.remotes.partners = 'http://localhost:9/mf-manifest.json';
    const result = await prerender(config, out);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('The partners remote');
    expect(result.output).toContain('http://localhost:9/mf-manifest.json');
    expect(currentRelease(out)).toBe(before);
    expect(readdirSync(join(out, 'releases'))).toEqual(releases);
  });

  test('a page that throws while rendering stops the step, names the remote and the address', async () => {
    const out = join(tmp, 'published');
    const before = currentRelease(out);
    const fixture = await serve(
      createRemoteServer({ root: join(repoRoot, 'tests/fixtures/throwing-remote/dist') }),
    );
    closers.push(fixture.close);
    const config = publishedConfig();
    config.remotes.home = `${fixture.origin}/mf-manifest.json`;
    const result = await prerender(config, out);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/Rendering \/ failed \(the home remote\)/);
    expect(currentRelease(out)).toBe(before);
  });
});
