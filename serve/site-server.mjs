// @ts-check
// The local origin: sirv, a static file server, plus what a static host in front
// of each deployment does with the release's files (decision 061):
// - createRemoteServer: one remote's build folder (mf-blog/dist), with the cache and
//   CORS rules the shell on another origin needs to load its manifest and chunks.
// - createShellServer: the shell's published folder, which the release tools swap
//   atomically as a symlink, with its `_headers`, `_redirects` and 404 pages.
// Bad requests get a 4xx (Node itself answers what it cannot parse) and nothing a
// client sends stops the process.
import { createServer } from 'node:http';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { extname, join } from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { readHeadersFile, securityHeaders } from './security-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').Server} Server */
/** @typedef {{ pathname: string, search: string, decodedPath: string }} RequestAddress */

/** How long an idle keep-alive connection is kept open, in ms (announced as `Keep-Alive: timeout=65`). */
const KEEP_ALIVE_TIMEOUT = 65_000;
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Files a page on another origin reads with CORS: a remote's manifest, entry and chunks, styles, fonts, the report PDF. */
const CROSS_ORIGIN_READABLE = new Set(['.json', '.js', '.mjs', '.css', '.woff', '.woff2', '.pdf']);
/** Precompressed copies and publishing metadata are served only through content negotiation, never by name. */
const NOT_SERVED_BY_NAME = /(?:^|\/)(?:_redirects|_headers)$|\.(?:br|gz)$/i;

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @param {string} filePath */
export function contentTypeFor(filePath) {
  const type = lookup(filePath) ?? 'application/octet-stream';
  return /^text\/|^application\/(?:json|xml)$/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendPlainText(res, status, text, headers = {}) {
  sendBody(res, status, Buffer.from(`${text}\n`), { 'Content-Type': contentTypeFor('.txt'), ...headers });
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Buffer} body
 * @param {Record<string, string>} headers
 */
function sendBody(res, status, body, headers) {
  res.writeHead(status, { 'Cache-Control': 'no-cache', ...headers, 'Content-Length': String(body.length) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * An HTTP server for GET and HEAD (anything else: 405) that hands `serve` the
 * request's address, parsed as a browser would (absolute form, dot segments,
 * backslashes), and answers 400 to an address that does not decode. A bug that
 * throws answers 500 and is logged; the server keeps going.
 * @param {(req: IncomingMessage, res: ServerResponse, address: RequestAddress) => void} serve
 * @returns {Server}
 */
function createStaticServer(serve) {
  // Slow or stalled clients are cut off instead of holding sockets for Node's
  // defaults (60 s for headers, 5 min for the request).
  const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000 }, (req, res) => {
    try {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendPlainText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      }
      let address;
      try {
        // An origin-form target is a path even where it starts `//`; the absolute form is a URL.
        const target = req.url ?? '';
        const { pathname, search } = new URL(target.startsWith('/') ? `http://localhost${target}` : target);
        address = { pathname, search, decodedPath: decodeURIComponent(pathname) };
      } catch {
        return sendPlainText(res, 400, 'Bad Request');
      }
      // sirv reads req.url itself; let it see the address the rules saw.
      req.url = address.pathname + address.search;
      serve(req, res, address);
    } catch (error) {
      console.error(`[site-server] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else sendPlainText(res, 500, 'Internal Server Error', { Connection: 'close' });
    }
  });
  // An idle keep-alive socket stays open longer than any client keeps one to reuse
  // (docs/operations.md, "Keep-alive"): Node's fetch 4 s (or the announced timeout less a
  // margin), Node's http agent 5 s, Chromium's unused sockets 10 s. Node's default, 5 s,
  // races them: a client reusing a socket the server is closing gets a connection reset.
  // (Node 20's headersTimeout does not run while a socket is idle, so it may be shorter.)
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT;
  return server;
}

/**
 * Hands a request to sirv with the headers it lacks, set first so that its 304
 * answers carry them too (sirv keeps headers already set on the response).
 * @param {import('sirv').RequestHandler} files sirv's handler for the folder
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} decodedPath
 * @param {() => void} sendNotFound
 */
function sendFile(files, req, res, decodedPath, sendNotFound) {
  if (NOT_SERVED_BY_NAME.test(decodedPath)) return sendNotFound();
  if (CROSS_ORIGIN_READABLE.has(extname(decodedPath).toLowerCase())) {
    // Public files read without credentials: any origin, so no `Vary: Origin`.
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader('Cache-Control', cacheControlFor(decodedPath));
  // An extensionless address is a page (`/blog` is `blog.html`).
  res.setHeader('Content-Type', contentTypeFor(extname(decodedPath) ? decodedPath : '.html'));
  res.setHeader('Vary', 'Accept-Encoding');
  // A full answer is always allowed, and sirv's own range parsing trusts the header
  // (`bytes=5-3` throws after the status line went out); no file here needs ranges.
  delete req.headers.range;
  // sirv pipes files without listening for errors: a file deleted since it listed
  // the folder (a rebuild) would stop the process; cut that answer off instead.
  res.once('pipe', (source) => {
    source.on('error', (/** @type {Error} */ error) => {
      console.error(`[site-server] reading a file failed: ${error.message}`);
      res.destroy();
    });
    res.once('close', () => source.destroy());
  });
  files(req, res, sendNotFound);
}

/**
 * Serves one remote's build folder (for example mf-home/dist). The file list is
 * read once at start, as in production where a deployment never changes, unless
 * `live`: a deployment's folder of versions, which gains new versions while served.
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {boolean} [options.live] look files up on every request
 * @returns {Server}
 */
export function createRemoteServer({ root, live = false }) {
  const files = sirv(root, { etag: true, brotli: true, gzip: true, extensions: [], dev: live });
  // A remote's own page (index.html, for standalone runs) may use its own files only.
  const pageHeaders = securityHeaders({});
  return createStaticServer((req, res, { decodedPath }) => {
    if (decodedPath.endsWith('/') || extname(decodedPath).toLowerCase() === '.html') {
      for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    }
    sendFile(files, req, res, decodedPath, () => sendPlainText(res, 404, 'Not found'));
  });
}

/**
 * Reads a Netlify-style `_redirects` file: `FROM TO [STATUS]` per line, `#` comments.
 * Supported: exact paths with a redirect status, and `/prefix/* /page 404` (the page
 * answers unknown addresses under the prefix; the first matching line wins). Other
 * lines are skipped with a warning rather than half-applied.
 * @param {string} file
 */
function readRedirects(file) {
  /** @type {Map<string, { location: string, status: number }>} */
  const redirects = new Map();
  /** @type {{ scope: string, page: string }[]} */
  const notFound = [];
  if (!existsSync(file)) return { redirects, notFound };
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((line, index) => {
      const fields = line.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean);
      if (fields.length === 0) return;
      const [from = '', location = '', statusField = '301'] = fields;
      const status = Number(statusField.replace(/!$/, ''));
      const wellFormed = fields.length <= 3 && from.startsWith('/') && /^[\x21-\x7e]+$/.test(location);
      if (wellFormed && status === 404 && /^\/(?:[^*:]*\/)?\*$/.test(from) && location.startsWith('/'))
        notFound.push({ scope: from.slice(0, -1), page: location });
      else if (wellFormed && !/[*:]/.test(from) && REDIRECT_STATUSES.has(status))
        redirects.set(from, { location, status });
      else console.warn(`[site-server] ${file}:${index + 1}: unsupported redirect skipped: ${line.trim()}`);
    });
  return { redirects, notFound };
}

/** The 404 pages answer with status 404 even when asked for by name. */
const NOT_FOUND_PAGE_NAME = /(?:^|\/)404(?:\.html)?$/;

/**
 * Everything the shell server knows about one published folder. Published folders
 * are never changed in place (a new one is published instead), so all of it can be
 * kept until the real path changes.
 * @param {string} realRoot
 */
function loadPublishedSite(realRoot) {
  const { redirects, notFound } = readRedirects(join(realRoot, '_redirects'));
  /** @type {Map<string, Buffer | null>} */
  const pages = new Map();
  /** @param {string} page file name in the folder */
  const notFoundPage = (page) => {
    if (!pages.has(page)) {
      const file = join(realRoot, page);
      pages.set(page, existsSync(file) ? readFileSync(file) : null);
    }
    return pages.get(page) ?? null;
  };
  /**
   * The not-found page of the address's scope (the site's 404 page otherwise),
   * HTML even where the address named a script.
   * @param {ServerResponse} res
   * @param {string} decodedPath
   */
  const sendNotFound = (res, decodedPath) => {
    const rule = notFound.find(({ scope }) => decodedPath.startsWith(scope));
    const body = (rule && notFoundPage(`${rule.page.slice(1)}.html`)) ?? notFoundPage('404.html');
    if (!body) return sendPlainText(res, 404, 'Not found');
    res.removeHeader('Vary');
    res.removeHeader('Access-Control-Allow-Origin');
    sendBody(res, 404, body, { 'Content-Type': contentTypeFor('.html') });
  };
  const headersFile = join(realRoot, '_headers');
  return {
    files: sirv(realRoot, { etag: true, brotli: true, gzip: true, extensions: ['html'] }),
    sendNotFound,
    redirects,
    headers: existsSync(headersFile) ? readHeadersFile(readFileSync(headersFile, 'utf8'), headersFile) : {},
  };
}

/** `<id>.preview.<host>`: the address of a preview release. */
const PREVIEW_HOST = /^([a-z0-9-]+)\.preview\./;

/**
 * Serves the shell's published folder: prerendered pages as `about.html`,
 * `es/about.html`..., a `_redirects` file, a `_headers` file and a 404 page per section. `root` may be
 * a symlink that the release tools replace atomically; every request resolves it,
 * and the folder is re-read only when its real path changed.
 * With `previews`, a request for the host `<id>.preview.<anything>` is served from
 * `previews/<id>` instead, marked `noindex`: a release under review, never current.
 * @param {object} options
 * @param {string} options.root published folder, or a symlink to it
 * @param {string} [options.previews] folder whose subfolders are releases that can be previewed
 * @returns {Server}
 */
export function createShellServer({ root, previews }) {
  /** @type {Map<string, ReturnType<typeof loadPublishedSite>>} */
  const sites = new Map();

  return createStaticServer((req, res, { pathname, search, decodedPath }) => {
    const preview = previews ? PREVIEW_HOST.exec(req.headers.host ?? '')?.[1] : undefined;
    let realRoot;
    try {
      realRoot = realpathSync(preview && previews ? join(previews, preview) : root);
    } catch {
      if (preview) return sendPlainText(res, 404, `No release ${preview} to preview`);
      return sendPlainText(res, 503, 'The site has not been published yet', { 'Retry-After': '5' });
    }
    let site = sites.get(realRoot);
    if (!site) {
      site = loadPublishedSite(realRoot);
      sites.set(realRoot, site);
      for (const old of [...sites.keys()].slice(0, -8)) sites.delete(old);
    }
    // A preview must never be indexed; the header keeps its pages byte-identical to what is promoted.
    if (preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // The release's `_headers` (its security headers), on every answer as a static host applies it.
    for (const [name, value] of Object.entries(site.headers)) res.setHeader(name, value);

    const redirect = site.redirects.get(decodedPath);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (pathname !== '/' && pathname.endsWith('/')) {
      // Leading slashes collapse to one so `//evil.example/` stays on this site
      // instead of becoming the protocol-relative `//evil.example`.
      const canonical = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
      res.writeHead(301, { Location: canonical + search }).end();
      return;
    }
    const sendNotFound = () => site.sendNotFound(res, decodedPath);
    if (NOT_FOUND_PAGE_NAME.test(decodedPath)) return sendNotFound();
    sendFile(site.files, req, res, decodedPath, sendNotFound);
  });
}

/**
 * Listens on `port`, turning "port taken" into a clear message.
 * @param {Server} server
 * @param {number} port
 * @param {string} label app name, e.g. `mf-blog`
 * @returns {Promise<Server>}
 */
export function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const failedToListen = (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} (${label}) is already in use. Stop whatever uses it, or choose another port ` +
              `with the environment variable listed in docs/operations.md (for example ${label.toUpperCase().replace(/^MF-/, '')}_PORT=${port + 10}).`,
          ),
        );
      } else reject(error);
    };
    server.once('error', failedToListen);
    server.listen(port, () => {
      server.off('error', failedToListen);
      // Once listening, an error of the server (accepting a connection with no file
      // descriptor left, say) is logged; unheard, it would end the process.
      server.on('error', (error) => console.error(`[site-server] ${label}: ${error.message}`));
      resolve(server);
    });
  });
}
