// @vitest-environment node
// Hashed files at their request paths (decision 068): linked from the kept releases and app
// versions, headed as the Worker heads them, answered by the asset layer without the Worker, while
// pages, a missing file and the deployment's own folders still run the Worker.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedRequestPaths, headersFileFor, stageHashedAssets, WORKER_FIRST } from './hashed-assets.mjs';
import { startEdge } from './local-host.mjs';

const VERSION = 'b10b10b10b10';
const ORIGINS = { shell: 'http://site.test', blog: 'http://blog.test' };
let dir: string;

/** @param path relative to the deployment */
function write(path: string, text: string) {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'edge-hashed-'));
  for (const id of ['r1', 'r2']) {
    write(`releases/${id}/index.html`, `<!doctype html><html lang="en"><title>${id}</title></html>`);
    write(`releases/${id}/_headers`, '/*\n  X-Frame-Options: DENY\n');
    write(`releases/${id}/_redirects`, '');
    write(`releases/${id}/favicon.svg`, '<svg/>');
  }
  write('releases/r1/static/js/index.0123456789.js', 'console.log("r1");');
  write('releases/r2/static/js/index.9876543210.js', 'console.log("r2");');
  write('releases/r2/static/font/inter.aaaaaaaaaa.woff2', 'font');
  write('releases/r2/share/blog.bbbbbbbbbb.png', 'png');
  write(`apps/blog/${VERSION}/mf-manifest.json`, '{}');
  write(`apps/blog/${VERSION}/static/js/chunk.abcdef0123.js`, 'console.log("blog");');
  write('apps/shell/s1/server/index.0123456789.js', 'export {};');
  write('releases/.staging-r3/static/js/index.1111111111.js', '');
  write(
    'ledger.json',
    JSON.stringify({
      releases: [
        { id: 'r2', createdAt: '2026-12-01T10:00:00.000Z', preview: false, versions: { blog: VERSION } },
      ],
      current: [{ id: 'r2', replaced: null, at: '2026-12-01T10:00:00.000Z', reason: 'promote' }],
    }),
  );
  symlinkSync('releases/r2', join(dir, 'current'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('hashedRequestPaths and stageHashedAssets', () => {
  it('lists every hashed file of the kept releases and versions at the path a browser asks for', () => {
    expect(Object.fromEntries(hashedRequestPaths(dir))).toEqual({
      'static/js/index.0123456789.js': 'releases/r1/static/js/index.0123456789.js',
      'static/js/index.9876543210.js': 'releases/r2/static/js/index.9876543210.js',
      'static/font/inter.aaaaaaaaaa.woff2': 'releases/r2/static/font/inter.aaaaaaaaaa.woff2',
      'share/blog.bbbbbbbbbb.png': 'releases/r2/share/blog.bbbbbbbbbb.png',
      [`${VERSION}/static/js/chunk.abcdef0123.js`]: `apps/blog/${VERSION}/static/js/chunk.abcdef0123.js`,
    });
    expect([...hashedRequestPaths(dir, ['releases/r1', `apps/blog/${VERSION}`]).keys()]).toEqual([
      'static/font/inter.aaaaaaaaaa.woff2',
      'static/js/index.9876543210.js',
      'share/blog.bbbbbbbbbb.png',
    ]);
  });

  it('links them (the same file, no copy) and writes one header rule per extension', () => {
    expect(stageHashedAssets(dir)).toBe(5);
    expect(statSync(join(dir, 'static/js/index.9876543210.js')).ino).toBe(
      statSync(join(dir, 'releases/r2/static/js/index.9876543210.js')).ino,
    );
    expect(headersFileFor(hashedRequestPaths(dir).keys())).toBe(
      [
        '# Written by edge/hashed-assets.mjs for the hashed files the asset layer answers itself.',
        '/*.js',
        '  X-Content-Type-Options: nosniff',
        '  Access-Control-Allow-Origin: *',
        '  Cache-Control: public, max-age=31536000, immutable',
        '  Content-Type: text/javascript; charset=utf-8',
        '  Vary: Accept-Encoding',
        '/*.png',
        '  X-Content-Type-Options: nosniff',
        '  Cache-Control: public, max-age=31536000, immutable',
        '  Content-Type: image/png',
        '  Vary: Accept-Encoding',
        '/*.woff2',
        '  X-Content-Type-Options: nosniff',
        '  Access-Control-Allow-Origin: *',
        '  Cache-Control: public, max-age=31536000, immutable',
        '  Content-Type: font/woff2',
        '  Vary: Accept-Encoding',
        '',
      ].join('\n'),
    );
  });

  it("drops a pruned release's and version's links when staged again, and keeps the others", () => {
    const kept = statSync(join(dir, 'static/js/index.9876543210.js')).ino;
    // As a prune does: the folders renamed out of releases/ and apps/ (then deleted).
    renameSync(join(dir, 'releases/r1'), join(dir, '.pruned-r1'));
    renameSync(join(dir, `apps/blog/${VERSION}`), join(dir, '.pruned-blog'));
    try {
      expect(stageHashedAssets(dir)).toBe(3);
      expect(existsSync(join(dir, 'static/js/index.0123456789.js'))).toBe(false);
      expect(existsSync(join(dir, VERSION))).toBe(false);
      expect(statSync(join(dir, 'static/js/index.9876543210.js')).ino).toBe(kept);
    } finally {
      renameSync(join(dir, '.pruned-r1'), join(dir, 'releases/r1'));
      renameSync(join(dir, '.pruned-blog'), join(dir, `apps/blog/${VERSION}`));
    }
    expect(stageHashedAssets(dir)).toBe(5);
  });

  it("is what wrangler.jsonc's run_worker_first says", () => {
    const require = createRequire(import.meta.url);
    const { experimental_readRawConfig: read } = require('wrangler') as {
      experimental_readRawConfig: (o: { config: string }) => {
        rawConfig: { assets?: { run_worker_first?: unknown } };
      };
    };
    const { rawConfig } = read({ config: join(import.meta.dirname, 'wrangler.jsonc') });
    expect(rawConfig.assets?.run_worker_first).toEqual(WORKER_FIRST);
  });
});

describe('on workerd: the asset layer answers hashed files, the Worker the rest', () => {
  type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
  const edges: Awaited<ReturnType<typeof startEdge>>[] = [];
  const paths = () => ({
    root: dir,
    apps: join(dir, 'apps'),
    releases: join(dir, 'releases'),
    current: join(dir, 'current'),
    ledger: join(dir, 'ledger.json'),
  });
  /** The answer of one edge (`where-needed` first, `everything` second) to GET `path` on `host`. */
  const get = (edge: number, path: string, host: string) =>
    new Promise<Answer>((done, fail) => {
      const url = edges[edge]!.workerUrl();
      const req = request({ host: url.hostname, port: url.port, path, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', fail);
      req.end();
    });
  /** What the asset layer answers, locally: its cache status (the Worker's answers never carry it). */
  const byAssetLayer = (answer: Answer) => answer.headers['cf-cache-status'] !== undefined;
  const named = (answer: Answer) =>
    Object.fromEntries(
      ['content-type', 'cache-control', 'vary', 'access-control-allow-origin', 'x-content-type-options'].map(
        (name) => [name, answer.headers[name]],
      ),
    );

  beforeAll(async () => {
    for (const workerFirst of ['where-needed', 'everything'] as const)
      edges.push(
        await startEdge({
          paths: paths(),
          origins: () => ORIGINS,
          listen: [],
          portTaken: () => new Error('no port is listened on'),
          workerFirst,
        }),
      );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(edges.map((edge) => edge.close()));
  });

  it('a hashed file of the shell and of a remote: the asset layer, with the headers the Worker gives it', async () => {
    for (const [path, host] of [
      ['/static/js/index.9876543210.js', 'site.test'],
      ['/static/font/inter.aaaaaaaaaa.woff2', 'site.test'],
      [`/${VERSION}/static/js/chunk.abcdef0123.js`, 'blog.test'],
    ] as const) {
      const direct = await get(0, path, host);
      const throughWorker = await get(1, path, host);
      expect(direct.status, path).toBe(200);
      expect(byAssetLayer(direct), path).toBe(true);
      expect(byAssetLayer(throughWorker), path).toBe(false);
      expect(direct.body, path).toBe(throughWorker.body);
      expect(named(direct), path).toEqual(named(throughWorker));
    }
  });

  it('a page, a missing hashed file, an unhashed file and the deployment’s folders: the Worker', async () => {
    for (const [path, host, status] of [
      ['/', 'site.test', 200],
      ['/favicon.svg', 'site.test', 200],
      ['/static/js/missing.0000000000.js', 'site.test', 404],
      [`/${VERSION}/mf-manifest.json`, 'blog.test', 200],
      [`/${VERSION}/static/js/missing.0000000000.js`, 'blog.test', 404],
      ['/releases/r2/static/js/index.9876543210.js', 'site.test', 404],
      [`/apps/blog/${VERSION}/mf-manifest.json`, 'blog.test', 404],
      ['/_headers', 'site.test', 404],
    ] as const) {
      const answer = await get(0, path, host);
      expect(answer.status, path).toBe(status);
      expect(byAssetLayer(answer), path).toBe(false);
    }
    expect((await get(0, '/', 'site.test')).headers['x-intenta-release']).toBe('r2');
  });
});
