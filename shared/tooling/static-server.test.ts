import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentTypeFor, createStaticServer, listen } from './static-server.mjs';

describe('static server rules', () => {
  it('caches hashed assets forever and everything else never', () => {
    expect(cacheControlFor('/d/static/js/index.3c5602acb2.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/static/css/async/w.855b7c074e.css')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/d/index.html')).toBe('no-cache');
    expect(cacheControlFor('/d/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/d/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/d/runtime-config.json')).toBe('no-cache');
  });

  it('sends correct content types', () => {
    expect(contentTypeFor('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('report.pdf')).toBe('application/pdf');
    expect(contentTypeFor('a.svg')).toBe('image/svg+xml');
  });

  it('says clearly when a port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, r));
    const port = (blocker.address() as { port: number }).port;
    const server = createStaticServer({ root: process.cwd() });
    await expect(listen(server, port, 'mf-blog')).rejects.toThrow(
      new RegExp(`Port ${port} \\(mf-blog\\) is already in use.*BLOG_PORT`),
    );
    blocker.close();
  });
});
