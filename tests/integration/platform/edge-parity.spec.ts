// One deployment, two servers, the same answers: the Worker on workerd (`npm run serve:deploy`,
// edge/src/worker.mjs) and the Node servers (`createShellServer`/`createRemoteServer`, what
// `npm start` and most specs use) both apply serve/static-rules.mjs. This table of requests holds
// them to the same status, body and named headers, so neither drifts from the other (decision 097).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteServer, createShellServer, listen } from '@intenta/serve/site-server.mjs';
import { sendRaw } from '@intenta/test-helpers/raw-http';
import { expect, test } from '../../support/fixtures';
import { getFromDeployment, type Answer } from '../../support/deployment-get';
import { publishBuilds, startServeDeploy, stopChild } from '../../support/served-deployment';

// The Worker's ports and the Node servers', beside the site under test and the other specs.
const WORKER_OFFSET = 30 + Number(process.env.PORT_OFFSET ?? 0);
const NODE_OFFSET = 35 + Number(process.env.PORT_OFFSET ?? 0);
const PORTS = {
  worker: { shell: 3000 + WORKER_OFFSET, blog: 3002 + WORKER_OFFSET },
  node: { shell: 3000 + NODE_OFFSET, blog: 3002 + NODE_OFFSET },
};
/** What a client or a cache acts on; Date, ETag, Last-Modified and Content-Length are the servers' own. */
const NAMED_HEADERS = [
  'content-type',
  'cache-control',
  'location',
  'allow',
  'retry-after',
  'vary',
  'x-robots-tag',
  'access-control-allow-origin',
  'x-content-type-options',
  'content-security-policy',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

interface Row {
  origin: 'shell' | 'blog';
  path: string;
  method?: string;
  /** The Host, `{port}` standing for the port asked. */
  host?: string;
  /** What the Node server answers, so that the table cannot pass on two servers answering nothing. */
  status: number;
  /**
   * A hashed file, which Cloudflare's asset layer answers without the Worker (decision 068): the
   * headers of a file, not the page headers (CSP, framing, referrer, permissions) that the Node
   * server sends on every answer and that govern documents only.
   */
  hashed?: true;
}

/** The headers that govern a document, not a script, style, font or picture it loads. */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

let tmp: string;
let previewHost: string;
let worker: ChildProcess | undefined;
const nodeServers: Server[] = [];
const rows: Row[] = [];

test.describe('the Worker and the Node servers answer alike', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    tmp = mkdtempSync(join(tmpdir(), 'intenta-parity-'));
    const deployDir = join(tmp, 'deploy');
    const env = {
      ...process.env,
      DEPLOY_DIR: deployDir,
      PORT_OFFSET: String(WORKER_OFFSET),
      PARTNERS_DATA_DIR: join(tmp, 'partners-data'),
      PARTNERS_MAILBOX_DIR: join(tmp, 'partners-mailbox'),
    };
    const { versions, release } = await publishBuilds(env, deployDir);
    worker = await startServeDeploy(env);
    nodeServers.push(
      await listen(
        createShellServer({ root: join(deployDir, 'current'), previews: join(deployDir, 'releases') }),
        PORTS.node.shell,
        'shell',
      ),
      await listen(
        createRemoteServer({ root: join(deployDir, 'apps/blog'), live: true }),
        PORTS.node.blog,
        'mf-blog',
      ),
    );

    const published = join(deployDir, 'releases', release);
    previewHost = `${release}.preview.localhost:{port}`;
    const hashedScript = readdirSync(join(published, 'static/js')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f));
    const blog = `/${versions.blog}`;
    const blogChunk = readdirSync(join(deployDir, 'apps/blog', versions.blog!, 'static/js')).find((f) =>
      /\.[0-9a-f]{8,}\.js$/.test(f),
    );
    rows.push(
      // Pages, in both languages.
      ...['/', '/blog', '/es', '/es/blog', '/partners', '/es/partners'].map(
        (path) => ({ origin: 'shell', path, status: 200 }) as const,
      ),
      // 404s, each scope with its own page, HTML even where a script was asked for.
      ...[
        '/nothing-here',
        '/blog/nothing-here',
        '/es/nothing-here',
        '/es/blog/nothing-here',
        '/static/js/nothing.js',
      ].map((path) => ({ origin: 'shell', path, status: 404 }) as const),
      // The 404 pages by name, and names never served.
      ...[
        '/404',
        '/404.html',
        '/blog/404',
        '/_headers',
        '/_redirects',
        '/index.html.br',
        '/blog.html.gz',
      ].map((path) => ({ origin: 'shell', path, status: 404 }) as const),
      // Redirects of `_redirects`, trailing slashes, leading slashes collapsed.
      { origin: 'shell', path: '/demo', status: 302 },
      { origin: 'shell', path: '/blog/', status: 301 },
      { origin: 'shell', path: '/es/partners/?ref=x', status: 301 },
      { origin: 'shell', path: '//evil.example/', status: 301 },
      // Methods and addresses a static host refuses.
      { origin: 'shell', path: '/', method: 'POST', status: 405 },
      { origin: 'shell', path: '/blog', method: 'DELETE', status: 405 },
      { origin: 'shell', path: '/%zz', status: 400 },
      { origin: 'shell', path: '/blog', method: 'HEAD', status: 200 },
      // Cache-Control of hashed and unhashed files.
      { origin: 'shell', path: `/static/js/${hashedScript}`, status: 200, hashed: true },
      { origin: 'shell', path: '/favicon.svg', status: 200 },
      { origin: 'shell', path: '/runtime-config.json', status: 200 },
      { origin: 'shell', path: '/sitemap.xml', status: 200 },
      // Previews: a release by host, noindex; an unknown one.
      { origin: 'shell', path: '/blog', host: previewHost, status: 200 },
      { origin: 'shell', path: '/nothing-here', host: previewHost, status: 404 },
      { origin: 'shell', path: '/', host: 'no-such-release.preview.localhost:{port}', status: 404 },
      // A remote's origin: its manifest and chunks with CORS, its own page, what it does not hold.
      { origin: 'blog', path: `${blog}/mf-manifest.json`, status: 200 },
      { origin: 'blog', path: `${blog}/remoteEntry.js`, status: 200 },
      { origin: 'blog', path: `${blog}/static/js/${blogChunk}`, status: 200, hashed: true },
      { origin: 'blog', path: `${blog}/index.html`, status: 200 },
      { origin: 'blog', path: `${blog}/nothing.js`, status: 404 },
      { origin: 'blog', path: `${blog}/mf-manifest.json.br`, status: 404 },
      { origin: 'blog', path: `${blog}/mf-manifest.json`, method: 'POST', status: 405 },
    );
  });

  test.afterAll(async () => {
    await stopChild(worker);
    await Promise.all(nodeServers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(tmp, { recursive: true, force: true });
  });

  test('a table of requests gets the same status, body and named headers from both', async () => {
    expect(rows.length).toBeGreaterThan(30);
    // The Worker's pages carry a view token of their own (decision 071), kept out of `body`.
    const seen = (answer: Answer, row: Row) => ({
      status: answer.status,
      body: answer.body,
      headers: Object.fromEntries(
        NAMED_HEADERS.filter((name) => !row.hashed || !PAGE_ONLY_HEADERS.includes(name)).map((name) => [
          name,
          answer.headers[name],
        ]),
      ),
    });
    for (const row of rows) {
      const ask = (port: number) =>
        getFromDeployment(
          port,
          row.path,
          (row.host ?? 'localhost:{port}').replace('{port}', String(port)),
          {},
          row.method,
        );
      const node = await ask(PORTS.node[row.origin]);
      const onEdge = await ask(PORTS.worker[row.origin]);
      const what = `${row.method ?? 'GET'} ${row.host ?? ''}${row.path} on the ${row.origin} origin`;
      expect(node.status, what).toBe(row.status);
      expect(seen(onEdge, row), what).toEqual(seen(node, row));
      // Locally the asset layer marks its answers with a cache status; the Worker's never carry one.
      expect(onEdge.headers['cf-cache-status'] !== undefined, `${what}: answered by the asset layer`).toBe(
        row.hashed === true,
      );
    }
  });

  test("the Worker's pages carry a view token each; an absolute-form request target gets 400", async () => {
    const tokens = new Set<string>();
    for (const path of ['/', '/', '/blog', '/nothing-here']) {
      const answer = await getFromDeployment(PORTS.worker.shell, path);
      tokens.add(answer.viewToken ?? '');
      expect(answer.headers.etag, path).toBeUndefined();
    }
    expect([...tokens].filter(Boolean)).toHaveLength(4);
    for (const target of ['http://x.example/', 'http://[::1', 'blog']) {
      const raw = await sendRaw(PORTS.worker.shell, `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(raw.status, target).toBe(400);
    }
    // Still serving.
    expect((await getFromDeployment(PORTS.worker.shell, '/blog')).status).toBe(200);
  });

  test('the rules the table relies on hold on the Worker', async () => {
    const get = (path: string, host?: string) =>
      getFromDeployment(PORTS.worker.shell, path, host?.replace('{port}', String(PORTS.worker.shell)));
    expect((await get('/blog/')).headers.location).toBe('/blog');
    expect((await get('//evil.example/')).headers.location).toBe('/evil.example');
    expect((await get('/blog/nothing-here')).body).toContain('Post Not Found');
    expect((await get('/')).headers['content-security-policy']).toContain("default-src 'none'");
    const hashed = rows.find((row) => row.path.startsWith('/static/js/index.'))!;
    expect((await get(hashed.path)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/blog', previewHost)).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/', 'no-such-release.preview.localhost:{port}')).body).toMatch(
      /^No release no-such-release to preview/,
    );
    const manifest = rows.find((row) => row.path.endsWith('/mf-manifest.json'))!;
    const remote = await getFromDeployment(PORTS.worker.blog, manifest.path);
    expect(remote.headers['access-control-allow-origin']).toBe('*');
  });
});
