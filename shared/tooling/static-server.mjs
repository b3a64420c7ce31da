// A small static server that behaves like the CDN in front of each deployment:
// long immutable cache for hashed assets, no-cache for HTML, manifests and the
// runtime config, CORS so other origins can fetch manifests, compression, and
// (for the shell) its HTML for every client route.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath) {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function contentTypeFor(filePath) {
  return TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.spaFallback] answer unknown paths with index.html (the shell)
 * @param {Record<string, string>} [options.overrides] URL path -> file served instead (runtime config)
 */
export function createStaticServer({ root, spaFallback = false, overrides = {} }) {
  const compressedCache = new Map();

  async function resolveFile(urlPath) {
    if (overrides[urlPath]) return overrides[urlPath];
    const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.(\/|\\|$))+/, '');
    let file = join(root, safe);
    if (!file.startsWith(root + sep) && file !== root) return null;
    try {
      const info = await stat(file);
      if (info.isDirectory()) file = join(file, 'index.html');
      await stat(file);
      return file;
    } catch {
      return null;
    }
  }

  return createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    let file = await resolveFile(urlPath);
    // Client routes of the shell get its HTML; a missing asset stays a 404.
    if (!file && spaFallback && !extname(urlPath)) file = join(root, 'index.html');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
      return;
    }
    const ext = extname(file).toLowerCase();
    res.setHeader('Content-Type', contentTypeFor(file));
    res.setHeader('Cache-Control', cacheControlFor(file));
    res.setHeader('Vary', 'Accept-Encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext)
      ? null
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : null;
    if (!encoding) {
      const info = await stat(file);
      res.setHeader('Content-Length', info.size);
      res.writeHead(200);
      if (req.method === 'HEAD') return void res.end();
      createReadStream(file).pipe(res);
      return;
    }
    // Hashed files never change, so their compressed bytes are cached in memory.
    const cacheKey = `${encoding}:${file}`;
    let body = HASHED.test(file) ? compressedCache.get(cacheKey) : undefined;
    if (!body) {
      const raw = await readFile(file);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(raw, { level: 6 });
      if (HASHED.test(file)) compressedCache.set(cacheKey, body);
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** Listens on `port`, turning "port taken" into a clear message. */
export function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} (${label}) is already in use. Stop whatever uses it, or choose another port ` +
              `with the environment variable shown in the README (for example ${label.toUpperCase().replace(/^MF-/, '')}_PORT=${port + 10}).`,
          ),
        );
      } else reject(error);
    });
    server.listen(port, () => resolve(server));
  });
}
