// @vitest-environment node
import { createServer as createTcpServer } from 'node:net';
import { type Server } from 'node:http';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendRaw } from '@intenta/test-helpers/raw-http';
import { createRemoteServer, createShellServer, listen } from './site-server.mjs';
import { cacheControlFor, contentTypeFor } from './static-rules.mjs';
import { precompressFolder } from '@intenta/build/precompress.mjs';
import { oddRequest } from './odd-requests';

/** Big enough for precompressFolder (over 1 KiB). */
const APP_SCRIPT = `console.log("intenta app");\n`.repeat(60);
const REMOTE_ENTRY = `var remote = "mf-blog";\n`.repeat(80);

const REDIRECTS = `# Marketing links
/demo https://cal.example/x 302

/old-blog /blog 301
/blog/* /news/:splat 301

# Not-found pages, the longest scope first (the release lists them so)
/es/blog/* /es/blog/404 404
/blog/* /blog/404 404
/es/* /es/404 404
/* /404 404
`;

/** Writes `files` (path relative to `dir` -> content) and returns `dir`. */
function writeFolder(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** A published shell folder; `label` tells the versions apart. */
function publishedSite(dir: string, label: string, { withSpanishBlog404 = true } = {}) {
  writeFolder(dir, {
    'index.html': `<h1>${label} home</h1>`,
    'es.html': `<h1>${label} inicio</h1>`,
    'blog.html': `<h1>${label} blog</h1>`,
    'blog/post-a.html': `<h1>${label} post a</h1>`,
    'es/blog/hola.html': `<h1>${label} hola</h1>`,
    '404.html': `${label} site 404`,
    'es/404.html': `${label} es 404`,
    'blog/404.html': `${label} blog 404`,
    ...(withSpanishBlog404 ? { 'es/blog/404.html': `${label} es blog 404` } : {}),
    'static/js/app.1234567890.js': APP_SCRIPT,
    '.hidden.html': 'dotfile',
    _redirects: REDIRECTS,
    _headers: '/*\n  X-Frame-Options: DENY\n',
  });
  precompressFolder(dir);
  return dir;
}

function portOf(server: Server) {
  return (server.address() as { port: number }).port;
}

async function startOnFreePort(server: Server) {
  await listen(server, 0, 'test');
  return server;
}

const tempRoot = mkdtempSync(join(tmpdir(), 'site-server-'));
const servers: Server[] = [];
let shellPort = 0;
let remotePort = 0;
const symlinkPath = join(tempRoot, 'published');
let warn: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A file outside the published folder that traversal must never reach.
  writeFileSync(join(tempRoot, 'secret.txt'), 'root:x:0:0');
  publishedSite(join(tempRoot, 'site-a'), 'A');
  publishedSite(join(tempRoot, 'site-b'), 'B', { withSpanishBlog404: false });
  symlinkSync(join(tempRoot, 'site-a'), symlinkPath);
  writeFolder(join(tempRoot, 'remote'), {
    'remoteEntry.js': REMOTE_ENTRY,
    'mf-manifest.json': '{"name":"mf_blog"}',
    'static/js/async/chunk.abcdef1234.js': APP_SCRIPT,
    'static/image/logo.png': 'png bytes',
    '.env': 'SECRET=1',
  });
  precompressFolder(join(tempRoot, 'remote'));
  const shell = await startOnFreePort(createShellServer({ root: symlinkPath }));
  const remote = await startOnFreePort(createRemoteServer({ root: join(tempRoot, 'remote') }));
  servers.push(shell, remote);
  shellPort = portOf(shell);
  remotePort = portOf(remote);
});

afterAll(async () => {
  // The servers keep idle sockets for a minute (see "connections"), and a test that read only a
  // response's headers leaves its socket busy: end them all, or `close` waits for them.
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  warn.mockRestore();
  rmSync(tempRoot, { recursive: true, force: true });
});

function shellFetch(path: string, init: RequestInit = {}) {
  return fetch(`http://127.0.0.1:${shellPort}${path}`, { redirect: 'manual', ...init });
}

function remoteFetch(path: string, init: RequestInit = {}) {
  return fetch(`http://127.0.0.1:${remotePort}${path}`, { redirect: 'manual', ...init });
}

describe('header rules', () => {
  it('caches hashed assets forever and everything else never', () => {
    expect(cacheControlFor('/d/static/js/index.3c5602acb2.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/index.html')).toBe('no-cache');
    expect(cacheControlFor('/d/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/blog')).toBe('no-cache');
  });

  it('sends correct content types', () => {
    expect(contentTypeFor('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream');
  });

  it('says clearly when a port is taken', async () => {
    const blocker = createTcpServer();
    await new Promise<void>((done) => blocker.listen(0, done));
    const port = (blocker.address() as { port: number }).port;
    const server = createRemoteServer({ root: join(tempRoot, 'remote') });
    await expect(listen(server, port, 'mf-blog')).rejects.toThrow(
      new RegExp(`Port ${port} \\(mf-blog\\) is already in use.*BLOG_PORT`),
    );
    blocker.close();
  });
});

describe('connections', () => {
  // How long each client keeps an idle socket to reuse, in seconds: Node's fetch without an
  // announced timeout, Node's http agent, Chromium's sockets not used yet.
  const CLIENT_REUSE_SECONDS = { nodeFetch: 4, nodeHttpAgent: 5, chromiumUnused: 10 };

  it.each([
    ['shell', () => shellFetch('/')],
    ['remote', () => remoteFetch('/mf-manifest.json')],
  ])('the %s server keeps an idle socket longer than any client keeps one to reuse', async (_, get) => {
    const response = await get();
    await response.arrayBuffer();
    const announced = Number(/timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1]);
    expect(announced).toBeGreaterThan(Math.max(...Object.values(CLIENT_REUSE_SECONDS)));
  });

  it('logs an error the server meets once listening, instead of ending the process', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await startOnFreePort(createRemoteServer({ root: join(tempRoot, 'remote') }));
    try {
      const accept = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' });
      // Twice: a listener left over from start-up would hear only the first.
      expect(() => server.emit('error', accept)).not.toThrow();
      expect(() => server.emit('error', accept)).not.toThrow();
      expect(error).toHaveBeenCalledTimes(2);
      expect(error).toHaveBeenLastCalledWith('[site-server] test: accept EMFILE');
      expect((await fetch(`http://127.0.0.1:${portOf(server)}/mf-manifest.json`)).status).toBe(200);
    } finally {
      error.mockRestore();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('shell server: pages', () => {
  it.each([
    ['/', 'A home'],
    ['/es', 'A inicio'],
    ['/blog', 'A blog'],
    ['/blog/post-a', 'A post a'],
    ['/es/blog/hola', 'A hola'],
    ['/blog?q=a', 'A blog'],
  ])('serves %s from its .html file', async (path, text) => {
    const response = await shellFetch(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(text);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The release's _headers apply; no other origin reads a page.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('caches hashed assets forever', async () => {
    const response = await shellFetch('/static/js/app.1234567890.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the precompressed copy the client accepts', async () => {
    const brotli = await sendRaw(
      shellPort,
      'GET /static/js/app.1234567890.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n',
    );
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(APP_SCRIPT);

    const gzip = await sendRaw(
      shellPort,
      'GET /static/js/app.1234567890.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate\r\n\r\n',
    );
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(APP_SCRIPT);

    const plain = await sendRaw(shellPort, 'GET /static/js/app.1234567890.js HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_SCRIPT);
  });

  it('answers HEAD with headers only', async () => {
    const response = await shellFetch('/blog', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String('<h1>A blog</h1>'.length));
    expect(await response.text()).toBe('');
  });

  it('answers a matching ETag with 304, still uncacheable', async () => {
    const first = await shellFetch('/blog');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await shellFetch('/blog', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a range request with the whole file', async () => {
    for (const range of [
      'bytes=4-5',
      'bytes=5-3',
      'bytes=2-99999999999999999999',
      'bytes=-5',
      'bytes=0-1,3-4',
      'pages=1',
    ]) {
      const full = await shellFetch('/blog', { headers: { Range: range } });
      expect(full.status, range).toBe(200);
      expect(await full.text()).toBe('<h1>A blog</h1>');
    }
  });
});

describe('shell server: redirects', () => {
  it('follows _redirects, ignoring comments, blank lines and unsupported rules', async () => {
    const demo = await shellFetch('/demo');
    expect(demo.status).toBe(302);
    expect(demo.headers.get('location')).toBe('https://cal.example/x');
    expect(demo.headers.get('cache-control')).toBe('no-cache');
    const oldBlog = await shellFetch('/old-blog');
    expect(oldBlog.status).toBe(301);
    expect(oldBlog.headers.get('location')).toBe('/blog');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/blog/* /news/:splat 301'));
    expect((await shellFetch('/blog/*')).status).toBe(404);
  });

  it.each([
    ['/blog/', '/blog'],
    ['/blog/?q=a', '/blog?q=a'],
    ['/es/blog/hola//', '/es/blog/hola'],
    ['//evil.example/', '/evil.example'],
    ['///evil.example//', '/evil.example'],
    ['///', '/'],
  ])('redirects %s to %s without the trailing slash', async (path, location) => {
    const answer = await sendRaw(shellPort, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });
});

describe('shell server: not found', () => {
  it.each([
    ['/nope', 'A site 404'],
    ['/blog/nope', 'A blog 404'],
    ['/es/nope', 'A es 404'],
    ['/es/blog', 'A es 404'],
    ['/es/blog/nope', 'A es blog 404'],
    ['/nope.js', 'A site 404'],
  ])('answers %s with 404 and its section page', async (path, text) => {
    const response = await shellFetch(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(text);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers HEAD for a missing page with the status and no body', async () => {
    const response = await shellFetch('/blog/nope', { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-length')).toBe(String('A blog 404'.length));
    expect(await response.text()).toBe('');
  });

  it.each([
    '/_redirects',
    '/_headers',
    '/.hidden',
    '/.hidden.html',
    '/static/js/app.1234567890.js.br',
    '/static/js/app.1234567890.js.gz',
    '/404',
    '/blog/404.html',
  ])('does not serve %s by its own name', async (path) => {
    const response = await shellFetch(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/ 404$/);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/static/..%2f..%2f..%2fsecret.txt',
    '/static/%2e%2e/%2e%2e/%2e%2e/secret.txt',
  ])('never leaves the published folder: %s', async (path) => {
    const answer = await sendRaw(shellPort, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('root:');
  });
});

describe('shell server: methods and malformed addresses', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('refuses %s with 405 and Allow', async (method) => {
    const response = await shellFetch('/blog', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each(['/%E0%A4%A', '/%', '/%zz', '/blog%', '/%C0%AE%C0%AE/'])(
    'answers the malformed address %s with 400',
    async (path) => {
      const answer = await sendRaw(shellPort, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    },
  );

  it.each(['/a%00b', '/a\\b', '/a%5Cb', `/${'a'.repeat(4096)}`])(
    'answers %s, a name no file has, with 404',
    async (path) => {
      expect((await sendRaw(shellPort, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`)).status).toBe(404);
    },
  );

  it('leaves oversized headers to Node, which answers 431', async () => {
    const bigHeader = `X-Big: ${'b'.repeat(20_000)}`;
    expect((await sendRaw(shellPort, `GET / HTTP/1.1\r\nHost: x\r\n${bigHeader}\r\n\r\n`)).status).toBe(431);
  });

  it('accepts the absolute form of the request target', async () => {
    const answer = await sendRaw(shellPort, `GET http://localhost/blog HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('<h1>A blog</h1>');
  });
});

describe('shell server: publishing', () => {
  it('serves the new folder once the symlink is swapped', async () => {
    const swapServer = await startOnFreePort(createShellServer({ root: symlinkPath }));
    servers.push(swapServer);
    const port = portOf(swapServer);
    const page = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    expect(await page('/blog')).toBe('<h1>A blog</h1>');
    expect(await page('/es/blog/nope')).toBe('A es blog 404');

    const nextLink = join(tempRoot, 'published.next');
    symlinkSync(join(tempRoot, 'site-b'), nextLink);
    renameSync(nextLink, symlinkPath);
    try {
      expect(await page('/blog')).toBe('<h1>B blog</h1>');
      // site-b has no es/blog/404.html: the site-wide page stands in.
      expect(await page('/es/blog/nope')).toBe('B site 404');
    } finally {
      symlinkSync(join(tempRoot, 'site-a'), nextLink);
      renameSync(nextLink, symlinkPath);
    }
    expect(await page('/blog')).toBe('<h1>A blog</h1>');
  });

  it('answers in plain text without any 404 page, and 503 before anything is published', async () => {
    const bare = writeFolder(join(tempRoot, 'bare'), { 'index.html': 'bare' });
    const bareServer = await startOnFreePort(createShellServer({ root: bare }));
    const unpublished = await startOnFreePort(createShellServer({ root: join(tempRoot, 'not-yet') }));
    servers.push(bareServer, unpublished);
    const missing = await fetch(`http://127.0.0.1:${portOf(bareServer)}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await fetch(`http://127.0.0.1:${portOf(unpublished)}/`)).status).toBe(503);
  });
});

describe('remote server', () => {
  it('serves build files with CORS and the cache rules', async () => {
    const entry = await remoteFetch('/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const manifest = await remoteFetch('/mf-manifest.json');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const chunk = await remoteFetch('/static/js/async/chunk.abcdef1234.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await remoteFetch('/static/image/logo.png')).headers.get('content-type')).toBe('image/png');
  });

  it('serves the precompressed copy when the client accepts it', async () => {
    const answer = await sendRaw(
      remotePort,
      'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n',
    );
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(REMOTE_ENTRY);
  });

  it.each(['/missing.js', '/.env', '/remoteEntry.js.br', '/../secret.txt'])(
    'answers %s with a plain 404',
    async (path) => {
      const answer = await sendRaw(remotePort, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    },
  );

  it('applies the method and address rules', async () => {
    const post = await remoteFetch('/remoteEntry.js', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await sendRaw(remotePort, 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n')).status).toBe(400);
  });
});

describe('failures inside the server', () => {
  it('cuts off an answer whose file vanished since start, and keeps serving', async () => {
    const dir = writeFolder(join(tempRoot, 'rebuilt'), { 'gone.js': APP_SCRIPT, 'kept.js': 'kept' });
    const server = await startOnFreePort(createRemoteServer({ root: dir }));
    servers.push(server);
    rmSync(join(dir, 'gone.js'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await sendRaw(portOf(server), 'GET /gone.js HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(answer.body.length).toBeLessThan(APP_SCRIPT.length);
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
    expect((await fetch(`http://127.0.0.1:${portOf(server)}/kept.js`)).status).toBe(200);
  });

  it('answers an error thrown while handling with 500, logs it once and keeps serving', async () => {
    // A file where the published folder should be: listing it throws.
    const server = await startOnFreePort(createShellServer({ root: join(tempRoot, 'secret.txt') }));
    servers.push(server);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await fetch(`http://127.0.0.1:${portOf(server)}/`)).status).toBe(500);
      expect(errors).toHaveBeenCalledTimes(1);
      expect((await fetch(`http://127.0.0.1:${portOf(server)}/`)).status).toBe(500);
      expect(server.listening).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });
});

// ---------------------------------------------------------------------------
// Robustness: generated malformed and odd requests over raw sockets.

/** Paths built from the characters that break percent-decoding. */
const percentPath = fc
  .array(fc.constantFrom('a', '/', '%', '0', '2', 'E', 'e', 'A', 'z', 'C', '5', '\\', '-'), {
    minLength: 1,
    maxLength: 24,
  })
  .map((chars) => `/${chars.join('')}`);

/** Malformed as a browser reads the address: it resolves dot segments and backslashes first. */
function isMalformedPath(path: string) {
  try {
    decodeURIComponent(new URL(`http://localhost${path}`).pathname);
    return false;
  } catch {
    return true;
  }
}

describe.each([
  ['shell', () => shellPort, '/blog'],
  ['remote', () => remotePort, '/remoteEntry.js'],
])('%s server under odd input', (_name, port, normalPath) => {
  it('answers 1,000 generated odd requests without a 5xx and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      await fc.assert(
        fc.asyncProperty(oddRequest, async ({ bytes }) => {
          const answer = await sendRaw(port(), bytes);
          // No answer at all is fine (Node closes CONNECT and some broken requests).
          if (answer.status !== null) expect(answer.status).toBeLessThan(500);
        }),
        { numRuns: 1000, seed: 20261121 },
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    const normal = await sendRaw(port(), `GET ${normalPath} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(normal.status).toBe(200);
  });

  it('answers every malformed percent-encoding with 400 and everything else without one', async () => {
    await fc.assert(
      fc.asyncProperty(percentPath, async (path) => {
        const answer = await sendRaw(port(), `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
        if (isMalformedPath(path)) expect(answer.status).toBe(400);
        else expect([200, 301, 404]).toContain(answer.status);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('deployment serving (npm run serve:deploy)', () => {
  it('serves a release by its preview host, marked noindex, and 404 for an unknown one', async () => {
    const previews = join(tempRoot, 'previews');
    publishedSite(join(previews, '20261125-120000-ab12'), 'P');
    const server = await startOnFreePort(createShellServer({ root: symlinkPath, previews }));
    servers.push(server);
    const get = (host: string) =>
      sendRaw(portOf(server), `GET /blog HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    const preview = await get('20261125-120000-ab12.preview.localhost');
    expect(preview.status).toBe(200);
    expect(preview.body.toString()).toBe('<h1>P blog</h1>');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    const current = await get('localhost');
    expect(current.body.toString()).toBe('<h1>A blog</h1>');
    expect(current.headers['x-robots-tag']).toBeUndefined();
    expect((await get('nope.preview.localhost')).status).toBe(404);
  });

  it('a live remote server serves a version uploaded after it started', async () => {
    const root = join(tempRoot, 'remote-versions');
    mkdirSync(root);
    const server = await startOnFreePort(createRemoteServer({ root, live: true }));
    servers.push(server);
    const manifest = () => fetch(`http://127.0.0.1:${portOf(server)}/v2/mf-manifest.json`);
    expect((await manifest()).status).toBe(404);
    writeFolder(join(root, 'v2'), { 'mf-manifest.json': '{"name":"blog"}' });
    const answer = await manifest();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});
