// The release story as two teams play it, on the production builds: the blog team
// ships a version alone (release, preview, promote), a rollback restores the list
// byte for byte, and candidates that would break the site are refused before any
// visitor sees them. The deployment is served by `npm run serve:deploy` on ports of
// its own (PORT_OFFSET), beside the site the other specs use.
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { copyOfCheckout } from '../../support/checkout';
import { getFromDeployment } from '../../support/deployment-get';
import {
  currentReleaseOf,
  ledgerOf,
  releaseCommand as releaseCommandIn,
  versionsReleased,
} from '../../support/release-cli';
import { repoRoot } from '../../support/servers';
import { startServeDeploy, stopChild } from '../../support/served-deployment';

// Beside the site under test, shifted with it: two checkouts' runs never share a port.
const OFFSET = 40 + Number(process.env.PORT_OFFSET ?? 0);
const shellPort = 3000 + OFFSET;
const seventhPost = join(repoRoot, 'mf-blog/scripts/fixtures/2026-01-15-seventh-post.en.md');
const seventhImage = join(repoRoot, 'mf-blog/scripts/fixtures/seventh-post.svg');
const SEVENTH_TITLE = 'A Seventh Post for the Size Check';
const TEAM_MARK = 'data-blog-team-change';

let tmp: string;
let env: NodeJS.ProcessEnv;
let deployDir: string;
let team: string;
let server: ChildProcess | undefined;

/** A release command in a checkout, in this spec's deployment; never throws. */
const releaseCommand = (checkout: string, ...args: string[]) => releaseCommandIn(checkout, env, ...args);

/** A GET on the served deployment, as a client naming `host` would send it. */
const get = (path: string, host?: string) => getFromDeployment(shellPort, path, host);

const currentRelease = () => currentReleaseOf(deployDir);
const ledger = () => ledgerOf(deployDir);
async function expectHydratedWithoutErrors(page: Page, url: string) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await expect(page.locator('#root[data-hydration="committed"]')).toBeAttached();
  expect(errors).toEqual([]);
}

test.describe('one team ships its remote alone', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    tmp = mkdtempSync(join(tmpdir(), 'intenta-release-'));
    deployDir = join(tmp, 'deploy');
    env = {
      ...process.env,
      DEPLOY_DIR: deployDir,
      PORT_OFFSET: String(OFFSET),
      PARTNERS_DATA_DIR: join(tmp, 'partners-data'),
      PARTNERS_MAILBOX_DIR: join(tmp, 'partners-mailbox'),
    };
    // The blog team's own checkout: the repo's files, its dependencies installed.
    team = join(tmp, 'blog-team');
    await copyOfCheckout(team);

    // What is live: the five apps as built by `npm run build`, released and promoted.
    const first = await releaseCommand(
      repoRoot,
      'release',
      '--json',
      '--prebuilt',
      'shell',
      'home',
      'blog',
      'partners',
      'leads',
    );
    expect(first.code, first.stderr).toBe(0);
    const live = versionsReleased(first);
    expect(Object.keys(live)).toEqual(['shell', 'home', 'blog', 'partners', 'leads']);
    const promoted = await releaseCommand(
      repoRoot,
      'promote',
      ...Object.entries(live).map(([a, v]) => `${a}@${v}`),
    );
    expect(promoted.code, promoted.stderr + promoted.stdout).toBe(0);

    server = await startServeDeploy(env);
  });

  test.afterAll(async () => {
    await stopChild(server);
    rmSync(tmp, { recursive: true, force: true });
  });

  test('release, preview, promote and roll back a blog with a new post and a changed component', async ({
    page,
  }) => {
    const listBefore = await get('/blog');
    expect(listBefore.status).toBe(200);
    expect(listBefore.body).not.toContain(SEVENTH_TITLE);
    const before = ledger().releases.at(-1)!;

    // The blog team adds a post and changes a component, and releases the blog alone.
    copyFileSync(seventhPost, join(team, 'mf-blog/content/posts/2026-01-15-seventh-post.en.md'));
    copyFileSync(seventhImage, join(team, 'mf-blog/content/images/seventh-post.svg'));
    const card = join(team, 'mf-blog/src/features/blog/components/PostCard.tsx');
    writeFileSync(
      card,
      readFileSync(card, 'utf8').replace(
        'data-testid="post-card"',
        `data-testid="post-card" ${TEAM_MARK}=""`,
      ),
    );
    const released = await releaseCommand(team, 'release', '--json', 'blog');
    expect(released.code, released.stderr).toBe(0);
    const blog = versionsReleased(released).blog!;
    expect(blog).not.toBe(before.versions.blog);
    // The same source gives the same version, and uploading it again changes nothing.
    const again = await releaseCommand(team, 'release', '--json', 'blog');
    expect(versionsReleased(again).blog).toBe(blog);
    expect((JSON.parse(again.stdout) as { uploaded: string[] }).uploaded).toEqual([]);

    // A preview: served at its own address, noindex, and never current.
    const previewed = await releaseCommand(repoRoot, 'promote', `blog@${blog}`, '--preview', '--json');
    expect(previewed.code, previewed.stderr + previewed.stdout).toBe(0);
    const previewId = (JSON.parse(previewed.stdout) as { releaseId: string }).releaseId;
    expect(currentRelease()).toBe(before.id);
    const previewHost = `${previewId}.preview.localhost:${shellPort}`;
    const previewList = await get('/blog', previewHost);
    expect(previewList.body).toContain(SEVENTH_TITLE);
    expect(previewList.body).toContain(TEAM_MARK);
    expect(previewList.headers['x-robots-tag']).toContain('noindex');
    expect((await get('/blog')).body).toBe(listBefore.body);
    await expectHydratedWithoutErrors(page, `http://${previewHost}/blog/seventh-post`);

    // Promoting the reviewed release makes exactly it current.
    const promoted = await releaseCommand(repoRoot, 'promote', '--release', previewId);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(currentRelease()).toBe(previewId);
    const listAfter = await get('/blog');
    expect(listAfter.body).toBe(previewList.body);
    expect(listAfter.headers['x-robots-tag']).toBeUndefined();
    expect((await get('/sitemap.xml')).body).toContain('/blog/seventh-post</loc>');
    expect((await get('/blog/rss.xml')).body).toContain('/blog/seventh-post</link>');
    // The new post's share card came with the blog's release alone.
    const postHtml = (await get('/blog/seventh-post')).body;
    const postCard =
      /property="og:image" content="https:\/\/[^/"]+(\/share\/blog\/seventh-post\.[0-9a-f]{10}\.png)"/.exec(
        postHtml,
      )?.[1];
    expect(postCard, 'the new post names its own card').toBeDefined();
    const cardResponse = await get(postCard!);
    expect(cardResponse.status).toBe(200);
    expect(cardResponse.headers['content-type']).toBe('image/png');
    await expectHydratedWithoutErrors(page, `http://localhost:${shellPort}/blog`);
    await expect(page.locator(`[${TEAM_MARK}]`).first()).toBeAttached();

    // No other app got a new version.
    const after = ledger().releases.find((r) => r.id === previewId)!;
    expect(after.versions).toEqual({ ...before.versions, blog });
    const listing = await releaseCommand(repoRoot, 'releases');
    expect(listing.stdout).toMatch(new RegExp(`${previewId}\\s+current\\s+.*blog@${blog}`));

    // Rolling back serves the list exactly as it was.
    const rolledBack = await releaseCommand(repoRoot, 'rollback');
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect(currentRelease()).toBe(before.id);
    expect((await get('/blog')).body).toBe(listBefore.body);
    expect((await get('/blog/seventh-post')).status).toBe(404);
  });

  test('a blog that declares another React major is refused, and the site is unchanged', async () => {
    const current = currentRelease();
    const releases = ledger().releases.length;
    const manifest = join(team, 'mf-blog/package.json');
    const original = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, original.replace(/"react": "[^"]+"/, '"react": "^18.3.1"'));
    try {
      const released = await releaseCommand(team, 'release', '--json', 'blog');
      const blog = versionsReleased(released).blog!;
      const refused = await releaseCommand(repoRoot, 'promote', `blog@${blog}`);
      expect(refused.code).toBe(1);
      const shell = ledger().releases.find((r) => r.id === current)!.versions.shell;
      expect(refused.stderr).toContain(
        `blog@${blog}: needs react ^18.3.1, the live shell (shell@${shell}) provides 19.`,
      );
      expect(refused.stderr).toContain('promote a shell built with it first, or both together');
    } finally {
      writeFileSync(manifest, original);
    }
    expect(currentRelease()).toBe(current);
    expect(ledger().releases.length).toBe(releases);
  });

  test('a blog whose exposed module lost its export is refused, and the site is unchanged', async () => {
    const current = currentRelease();
    const listBefore = await get('/blog');
    const exposed = join(team, 'mf-blog/src/exposes/BlogListPage.tsx');
    const original = readFileSync(exposed, 'utf8');
    // A renamed page the exposed module still reads under its old name: the bundler
    // cannot see it, the module's default export is now undefined.
    writeFileSync(
      exposed,
      [
        "import * as list from '../features/blog/components/BlogListPage';",
        "const renamed = ['BlogListPage', 'V2'].join('');",
        'export default (list as Record<string, unknown>)[renamed];',
        '',
      ].join('\n'),
    );
    try {
      const released = await releaseCommand(team, 'release', '--json', 'blog');
      expect(released.code, released.stderr).toBe(0);
      const blog = versionsReleased(released).blog!;
      const refused = await releaseCommand(repoRoot, 'promote', `blog@${blog}`);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`blog@${blog}: `);
      expect(refused.stderr).toContain('BlogListPage is not a page component');
    } finally {
      writeFileSync(exposed, original);
    }
    expect(currentRelease()).toBe(current);
    expect((await get('/blog')).body).toBe(listBefore.body);
  });

  test('a blog that adds a kind of page reaches the routes, llms.txt and its own 404s, with no shell change', async ({
    page,
  }) => {
    const before = ledger().releases.find((r) => r.id === currentRelease())!;
    const routesFile = join(team, 'mf-blog/src/exposes/routes.ts');
    const serverFile = join(team, 'mf-blog/src/exposes/server.ts');
    const originals = [routesFile, serverFile].map((file) => [file, readFileSync(file, 'utf8')] as const);
    // Topic pages: a new address, its pages, and its own not-found page, in the blog alone.
    writeFileSync(
      routesFile,
      readFileSync(routesFile, 'utf8').replace(
        '] as const satisfies',
        "  { path: '/blog/topic/:topic', lang: 'en', module: 'BlogListPage', params: () => [{ topic: 'agentic-commerce' }] },\n] as const satisfies",
      ),
    );
    writeFileSync(
      serverFile,
      readFileSync(serverFile, 'utf8').replace(
        "    { path: '/blog/404', scope: '/blog/' },",
        "    { path: '/blog/404', scope: '/blog/' },\n    { path: '/blog/topic/404', scope: '/blog/topic/' },",
      ),
    );
    try {
      const released = await releaseCommand(team, 'release', '--json', 'blog');
      expect(released.code, released.stderr).toBe(0);
      const blog = versionsReleased(released).blog!;
      const promoted = await releaseCommand(repoRoot, 'promote', `blog@${blog}`);
      expect(promoted.code, promoted.stderr + promoted.stdout).toBe(0);
    } finally {
      for (const [file, text] of originals) writeFileSync(file, text);
    }
    const after = ledger().releases.find((r) => r.id === currentRelease())!;
    expect(after.versions.shell).toBe(before.versions.shell);

    const topic = await get('/blog/topic/agentic-commerce');
    expect(topic.status).toBe(200);
    // The sitemap lists only pages that are their own canonical: a topic page drawn by the list
    // component names /blog as its canonical, so the sitemap keeps /blog for it.
    const sitemap = (await get('/sitemap.xml')).body;
    expect(topic.body).toContain('<link rel="canonical" href="https://intenta.example/blog"');
    expect(sitemap).not.toContain('/blog/topic/agentic-commerce</loc>');
    expect(sitemap).toContain('https://intenta.example/blog</loc>');
    const llms = (await get('/llms.txt')).body;
    const blogSection = llms.slice(
      llms.indexOf('## Blog'),
      llms.indexOf('\n## ', llms.indexOf('## Blog') + 1),
    );
    expect(blogSection).toContain('/blog/topic/agentic-commerce)');
    // An unknown topic answers 404 with the topic pages' own not-found page, not the posts' one.
    const unknownTopic = await get('/blog/topic/nothing-here');
    const unknownPost = await get('/blog/nothing-here');
    expect(unknownTopic.status).toBe(404);
    expect(unknownPost.status).toBe(404);
    expect(unknownPost.body).toContain('Post Not Found');
    expect(unknownTopic.body).not.toContain('Post Not Found');
    expect(unknownTopic.body).toContain('data-testid="post-card"');
    // The browser routes the new address from the served config alone.
    await expectHydratedWithoutErrors(page, `http://localhost:${shellPort}/blog/topic/agentic-commerce`);
    await expect(page.getByTestId('post-card').first()).toBeVisible();

    const rolledBack = await releaseCommand(repoRoot, 'rollback');
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    expect((await get('/blog/topic/agentic-commerce')).status).toBe(404);
  });
});
