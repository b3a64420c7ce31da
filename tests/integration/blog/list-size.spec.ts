import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { loadPosts } from '../../../mf-blog/scripts/posts.mjs';

/**
 * "The list's JavaScript stays the same when a seventh post is added."
 *
 * Two production builds of the blog remote, so it runs with the integration
 * tests (which build anyway) rather than with the unit tests.
 *
 * Builds mf-blog twice from one copy of its content, before and after adding a
 * fixture post, and compares what the list page loads (the BlogListPage expose's
 * sync chunks, the posts index chunk and remoteEntry.js). "The same" means:
 * - every list code chunk is byte-identical (same files, same bytes);
 * - the posts index chunk grows by that post's metadata only (no body), plus the
 *   one-line module of its new image URL;
 * - remoteEntry.js grows only by the new body chunk's entry in its chunk map;
 * - no post body text is in any of them, the new body is in a chunk of its own.
 */
const require = createRequire(import.meta.url);
const rsbuild = join(dirname(require.resolve('@rsbuild/core/package.json')), 'bin', 'rsbuild.js');
const app = join(import.meta.dirname, '../../../mf-blog');
const fixture = join(app, 'scripts/fixtures/2026-01-15-seventh-post.en.md');
const fixtureImage = join(app, 'scripts/fixtures/seventh-post.svg');
const MARKER = 'SEVENTH-POST-BODY-MARKER';

interface ListLoad {
  dist: string;
  code: Map<string, Buffer>;
  index: string;
  remoteEntry: string;
  allJs: Map<string, string>;
}

const run = promisify(execFile);

async function build(postsDir: string, dist: string): Promise<ListLoad> {
  await run(process.execPath, [rsbuild, 'build'], {
    cwd: app,
    env: { ...process.env, NODE_ENV: 'production', BLOG_POSTS_DIR: postsDir, BLOG_DIST_DIR: dist },
  });
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const list = manifest.exposes.find((e) => e.name === 'BlogListPage')!;
  const js = (f: string) => readFileSync(join(dist, f));
  // The browser's files only: the server build (dist/server, for the prerender step) holds every post.
  const allFiles = execFileSync('find', [dist, '-name', '*.js', '-not', '-path', '*/server/*'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  const allJs = new Map(allFiles.map((f) => [f.slice(dist.length + 1), readFileSync(f, 'utf8')]));
  const indexFile = [...allJs.keys()].find((f) => /blog-posts-index\.[0-9a-f]+\.js$/.test(f))!;
  const code = new Map(list.assets.js.sync.filter((f) => f !== indexFile).map((f) => [f, js(f)]));
  return {
    dist,
    code,
    index: allJs.get(indexFile)!,
    remoteEntry: js('remoteEntry.js').toString('utf8'),
    allJs,
  };
}

test.describe('the list’s JavaScript when a seventh post is added', () => {
  // One pair of builds for every check below, in one worker.
  test.describe.configure({ mode: 'serial' });
  let tmp = '';
  let six: ListLoad;
  let seven: ListLoad;

  test.beforeAll(async () => {
    // Two production builds: a hang guard, not a speed check.
    test.setTimeout(300_000);
    tmp = mkdtempSync(join(tmpdir(), 'blog-size-'));
    const content = join(tmp, 'content');
    cpSync(join(app, 'content'), content, { recursive: true });
    six = await build(join(content, 'posts'), join(tmp, 'dist-6'));
    copyFileSync(fixture, join(content, 'posts', '2026-01-15-seventh-post.en.md'));
    copyFileSync(fixtureImage, join(content, 'images', 'seventh-post.svg'));
    seven = await build(join(content, 'posts'), join(tmp, 'dist-7'));
  });

  test.afterAll(() => {
    if (tmp && existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
  });

  test('keeps every list code chunk byte-identical', () => {
    expect(six.code.size).toBeGreaterThan(0);
    expect([...seven.code.keys()]).toEqual([...six.code.keys()]);
    for (const [file, bytes] of six.code) expect(seven.code.get(file)?.equals(bytes), file).toBe(true);
  });

  test('grows the posts index by the new post’s metadata (and new image URL) only', () => {
    const [post] = loadPosts(join(tmp, 'content', 'posts')).filter((p) => p.meta.slug === 'seventh-post');
    const { image: _image, ...meta } = post!.meta;
    const growth = seven.index.length - six.index.length;
    expect(seven.index).toContain('A Seventh Post for the Size Check');
    expect(six.index).not.toContain('seventh-post');
    expect(growth).toBeGreaterThan(0);
    // The metadata JSON, plus about 100 bytes for the image's URL module
    // (`x(e,t,o){e.exports=o.p+"static/svg/seventh-post.<hash>.svg"}`).
    expect(growth).toBeLessThanOrEqual(JSON.stringify(meta).length + 160);
  });

  test('grows remoteEntry.js only by a chunk-map entry', () => {
    const growth = seven.remoteEntry.length - six.remoteEntry.length;
    expect(growth).toBeLessThanOrEqual(64);
  });

  test('ships no post body in the list’s load, and the new body in a chunk of its own', () => {
    const bodies = loadPosts(join(tmp, 'content', 'posts')).map((p) =>
      p.content
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60),
    );
    const listLoad = [...seven.code.values()]
      .map((b) => b.toString('utf8'))
      .concat(seven.index, seven.remoteEntry);
    for (const text of listLoad) {
      expect(text).not.toContain(MARKER);
      for (const body of bodies) expect(text).not.toContain(JSON.stringify(body).slice(1, 40));
    }
    const withMarker = [...seven.allJs].filter(([, text]) => text.includes(MARKER));
    expect(withMarker).toHaveLength(1);
    expect(withMarker[0]![1]).not.toContain('Latest Insights');
  });
});
