// @ts-check
// Static servers built on sirv that behave like the CDN in front of each deployment:
// - createRemoteServer: one remote's build folder (mf-blog/dist), CORS so the shell
//   on another origin can load its manifest and chunks.
// - createShellServer: the shell's published folder of prerendered pages, whose
//   path may be a symlink the prerender step swaps atomically while it runs.
// Both answer bad input with a 4xx and keep running: nothing a client sends may
// stop the process (the old static server died on one request for /%E0%A4%A).
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { readHeadersFile, securityHeaders } from './security-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').Server} Server */

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
const HTML_TYPE = TYPES['.html'];
const PLAIN_TEXT_TYPE = TYPES['.txt'];

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Files smaller than this gain too little from compression to be worth a second copy. */
const PRECOMPRESS_MIN_BYTES = 1024;
/** Longer request targets are refused (414); no page of the site comes close. */
const MAX_TARGET_LENGTH = 2048;
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @param {string} filePath */
export function contentTypeFor(filePath) {
  return knownContentTypeFor(filePath) ?? 'application/octet-stream';
}

/** @param {string} filePath @returns {string | undefined} */
function knownContentTypeFor(filePath) {
  return /** @type {Record<string, string>} */ (TYPES)[extname(filePath).toLowerCase()];
}

/**
 * Files a page on another origin reads with CORS: a remote's manifest, entry and
 * chunks, stylesheets and fonts, and the report PDF (fetched for its download).
 * Pages and everything else are read by no other origin.
 */
const CROSS_ORIGIN_READABLE = new Set(['.json', '.js', '.mjs', '.css', '.woff', '.woff2', '.pdf']);

/**
 * The one place that decides which origins may read our responses. The files it
 * allows are public and read without credentials, so any origin may read them:
 * the answer never depends on the request's Origin, and needs no `Vary: Origin`.
 * @param {IncomingMessage} req
 * @returns {string | null} value for Access-Control-Allow-Origin, or null for none
 */
function allowedOriginFor(req) {
  const path = (req.url ?? '').split(/[?#]/, 1)[0] ?? '';
  return CROSS_ORIGIN_READABLE.has(extname(path).toLowerCase()) ? '*' : null;
}

/**
 * Headers every answer carries, and the method rules shared by both servers.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {boolean} true when the request was answered here
 */
function answeredByMethodRules(req, res) {
  const origin = allowedOriginFor(req);
  if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.writeHead(204).end();
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendPlainText(req, res, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
    return true;
  }
  return false;
}

/**
 * @typedef {{ pathname: string, search: string, decodedPath: string }} RequestAddress
 * @typedef {{ status: 400 | 414, reason: string }} RejectedAddress
 */

/**
 * Checks the request target before anything looks at the disk. `pathname` and
 * `search` stay percent-encoded (they go back out in Location headers);
 * `decodedPath` is what the rules compare.
 * @param {string} target raw request target (req.url)
 * @returns {RequestAddress | RejectedAddress}
 */
function parseRequestTarget(target) {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, reason: 'URI Too Long' };
  // Browsers percent-encode everything else; raw spaces, controls or non-ASCII bytes
  // only come from broken or hostile clients.
  if (!/^[\x21-\x7e]*$/.test(target)) return { status: 400, reason: 'Bad Request: invalid characters' };
  let originForm = target.split('#', 1)[0] ?? '';
  // HTTP/1.1 servers must accept the absolute form (`GET http://host/path`).
  if (/^https?:\/\//i.test(originForm)) {
    try {
      const url = new URL(originForm);
      originForm = url.pathname + url.search;
    } catch {
      return { status: 400, reason: 'Bad Request: invalid address' };
    }
  }
  if (!originForm.startsWith('/')) return { status: 400, reason: 'Bad Request: invalid address' };
  const queryStart = originForm.indexOf('?');
  const pathname = queryStart === -1 ? originForm : originForm.slice(0, queryStart);
  const search = queryStart === -1 ? '' : originForm.slice(queryStart);
  let decodedPath;
  try {
    decodedPath = decodeURIComponent(pathname);
  } catch {
    return { status: 400, reason: 'Bad Request: malformed percent-encoding' };
  }
  if (decodedPath.includes('\0') || decodedPath.includes('\\')) {
    return { status: 400, reason: 'Bad Request: invalid character in path' };
  }
  return { pathname, search, decodedPath };
}

/**
 * Answers a rejected address, or rewrites req.url to the checked origin form
 * (sirv reads req.url itself).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {RequestAddress | null} null when the request was answered here
 */
function checkedAddress(req, res) {
  const address = parseRequestTarget(req.url ?? '');
  if ('status' in address) {
    sendPlainText(req, res, address.status, address.reason);
    return null;
  }
  req.url = address.pathname + address.search;
  return address;
}

/**
 * sirv trusts Range and Accept-Encoding too much: `bytes=5-3` or a huge end makes
 * fs.createReadStream throw after the headers went out, and `br;q=0` still gets
 * brotli. Pass it only what it handles correctly.
 * @param {IncomingMessage} req
 */
function tidyHeadersForSirv(req) {
  const range = req.headers.range;
  if (range !== undefined) {
    const bounds = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
    const isSingleForwardRange = bounds && (bounds[2] === '' || Number(bounds[1]) <= Number(bounds[2]));
    // Without If-Range support a partial answer could mix two versions of a file;
    // ignoring Range (a full 200) is always allowed.
    if (!isSingleForwardRange || req.headers['if-range'] !== undefined) delete req.headers.range;
  }
  req.headers['accept-encoding'] = acceptedPrecompressedEncodings(req.headers['accept-encoding'] ?? '');
}

/**
 * @param {string} acceptEncoding
 * @returns {string} the subset of `br, gzip` the client accepts, in sirv's spelling
 */
function acceptedPrecompressedEncodings(acceptEncoding) {
  /** @type {Set<'br' | 'gzip'>} */
  const accepted = new Set();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') accepted.add('br');
    if (name === 'gzip' || name === '*') accepted.add('gzip');
  }
  return [...accepted].join(', ');
}

/**
 * Hands a checked request to sirv with what sirv lacks. Headers are decided from
 * the requested name and set before sirv runs, so that its 304 answers carry them
 * too (sirv keeps headers already set on the response).
 * @param {import('sirv').RequestHandler} serveFile
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} decodedPath
 * @param {{ extensionlessIsHtml: boolean, sendNotFound: () => void }} options
 *   extensionlessIsHtml: sirv was told to find `/blog` as `blog.html`
 */
function serveWithSirv(serveFile, req, res, decodedPath, { extensionlessIsHtml, sendNotFound }) {
  res.setHeader('Cache-Control', cacheControlFor(decodedPath));
  // sirv sends no charset for text types and an empty type for unknown ones.
  const type =
    knownContentTypeFor(decodedPath) ??
    (extensionlessIsHtml && extname(decodedPath) === '' ? HTML_TYPE : undefined);
  if (type) res.setHeader('Content-Type', type);
  // sirv varies every file it finds (it may have a precompressed copy), but only
  // after its 304 check.
  res.setHeader('Vary', 'Accept-Encoding');
  tidyHeadersForSirv(req);
  guardFileStreams(res);
  serveFile(req, res, sendNotFound);
}

/**
 * sirv pipes a read stream into the response without listening for its errors: a
 * file deleted since sirv listed the folder (a rebuild) would throw from the stream
 * and stop the process, and a client that hangs up would leave the file open.
 * @param {ServerResponse} res
 */
function guardFileStreams(res) {
  res.on('pipe', (source) => {
    source.on('error', (/** @type {Error} */ error) => {
      console.error(`[site-server] reading a file failed: ${error.message}`);
      res.destroy();
    });
    res.once('close', () => source.destroy());
  });
}

/**
 * @param {ServerResponse} res
 * @param {Record<string, string>} headers
 */
function setHeaders(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendPlainText(req, res, status, text, headers = {}) {
  sendBody(req, res, status, Buffer.from(`${text}\n`), {
    'Content-Type': PLAIN_TEXT_TYPE,
    'Cache-Control': 'no-cache',
    ...headers,
  });
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Buffer} body
 * @param {Record<string, string>} headers
 */
function sendBody(req, res, status, body, headers) {
  res.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Runs `handle` so that nothing it throws or rejects with escapes: the client gets
 * a 500 (or the rest of the response is cut off if it had started) and the error
 * is logged once.
 * @param {(req: IncomingMessage, res: ServerResponse) => void | Promise<void>} handle
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
function neverThrowing(handle) {
  return (req, res) => {
    /** @param {unknown} error */
    const fail = (error) => {
      console.error(`[site-server] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else if (error instanceof URIError) sendPlainText(req, res, 400, 'Bad Request');
      else sendPlainText(req, res, 500, 'Internal Server Error', { Connection: 'close' });
    };
    try {
      Promise.resolve(handle(req, res)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

const CLIENT_ERROR_RESPONSES = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * An HTTP server that applies the rules both servers share (methods, address
 * checks) and hands `serve` only GET and HEAD requests for well-formed addresses.
 * @param {(req: IncomingMessage, res: ServerResponse, address: RequestAddress) => void} serve
 * @returns {Server}
 */
function createHardenedServer(serve) {
  /** @type {(req: IncomingMessage, res: ServerResponse) => void} */
  const handle = (req, res) => {
    if (answeredByMethodRules(req, res)) return;
    const address = checkedAddress(req, res);
    if (address) serve(req, res, address);
  };
  // Slow or stalled clients are cut off instead of holding sockets for Node's
  // defaults (60 s for headers, 5 min for the request).
  const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000 }, neverThrowing(handle));
  // Requests Node cannot parse (bad request line, oversized headers, a client that
  // hangs up mid-request) never reach the handler. Answer like Node's default does,
  // but only when nothing of a response has been written on this socket yet.
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, duplex) => {
    const socket = /** @type {import('node:net').Socket} */ (duplex);
    if (socket.writable && socket.bytesWritten === 0 && error.code !== 'ECONNRESET') {
      const status =
        /** @type {Record<string, string>} */ (CLIENT_ERROR_RESPONSES)[error.code ?? ''] ?? '400 Bad Request';
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });
  return server;
}

/** Precompressed copies and publishing metadata are served only through content negotiation, never by name. */
const NOT_SERVED_BY_NAME = /(?:^|\/)(?:_redirects|_headers)$|\.(?:br|gz)$/i;

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
  const serveFile = sirv(root, { etag: true, brotli: true, gzip: true, extensions: [], dev: live });
  // A remote's own page (index.html, for standalone runs) may use its own files only.
  const htmlHeaders = securityHeaders({});
  return createHardenedServer((req, res, { decodedPath }) => {
    const sendNotFound = () => sendPlainText(req, res, 404, 'Not found');
    if (NOT_SERVED_BY_NAME.test(decodedPath)) return sendNotFound();
    if (decodedPath.endsWith('/') || extname(decodedPath).toLowerCase() === '.html')
      setHeaders(res, htmlHeaders);
    serveWithSirv(serveFile, req, res, decodedPath, { extensionlessIsHtml: false, sendNotFound });
  });
}

/**
 * @typedef {object} SiteRules
 * @property {Map<string, { location: string, status: number }>} redirects exact paths
 * @property {{ scope: string, page: string }[]} notFound `/news/* /news/404 404` lines, in file order
 */

/**
 * Reads a Netlify-style `_redirects` file: `FROM TO [STATUS]` per line, `#` comments.
 * Supported: exact paths with a redirect status, and `/prefix/* /page 404` (the page
 * answers unknown addresses under the prefix; the first matching line wins). Other
 * lines are skipped with a warning rather than half-applied.
 * @param {string} file
 * @returns {SiteRules}
 */
function readRedirects(file) {
  /** @type {SiteRules} */
  const rules = { redirects: new Map(), notFound: [] };
  if (!existsSync(file)) return rules;
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  lines.forEach((line, index) => {
    const fields = line.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean);
    if (fields.length === 0) return;
    const [from = '', location = '', statusField = '301'] = fields;
    const status = Number(statusField.replace(/!$/, ''));
    const wellFormed = fields.length <= 3 && from.startsWith('/') && /^[\x21-\x7e]+$/.test(location);
    if (wellFormed && status === 404 && /^\/(?:[^*:]*\/)?\*$/.test(from) && location.startsWith('/'))
      rules.notFound.push({ scope: from.slice(0, -1), page: location });
    else if (wellFormed && !/[*:]/.test(from) && REDIRECT_STATUSES.has(status))
      rules.redirects.set(from, { location, status });
    else console.warn(`[site-server] ${file}:${index + 1}: unsupported redirect skipped: ${line.trim()}`);
  });
  return rules;
}

/** The 404 pages answer with status 404 even when asked for by name. */
const NOT_FOUND_PAGE_NAME = /(?:^|\/)404(?:\.html)?$/;

/**
 * Everything the shell server knows about one published folder. Published folders
 * are never changed in place (a new one is published instead), so all of it can be
 * cached until the real path changes.
 * @param {string} realRoot
 */
function loadPublishedSite(realRoot) {
  const rules = readRedirects(join(realRoot, '_redirects'));
  /** @param {string} decodedPath the not-found page's file for an unknown address */
  const notFoundPageFor = (decodedPath) => {
    const rule = rules.notFound.find(({ scope }) => decodedPath.startsWith(scope));
    return rule ? `${rule.page.slice(1)}.html` : '404.html';
  };
  /** @type {Map<string, Buffer | null>} */
  const notFoundPages = new Map();
  /** @param {string} page */
  const notFoundPage = (page) => {
    if (!notFoundPages.has(page)) {
      const file = join(realRoot, page);
      notFoundPages.set(page, existsSync(file) ? readFileSync(file) : null);
    }
    return notFoundPages.get(page) ?? null;
  };
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} decodedPath
   */
  const sendNotFound = (req, res, decodedPath) => {
    const body = notFoundPage(notFoundPageFor(decodedPath)) ?? notFoundPage('404.html');
    if (!body) return sendPlainText(req, res, 404, 'Not found');
    res.removeHeader('Vary');
    // A not-found page is HTML even where the address named a script or stylesheet.
    res.removeHeader('Access-Control-Allow-Origin');
    sendBody(req, res, 404, body, { 'Content-Type': HTML_TYPE, 'Cache-Control': 'no-cache' });
  };
  const serveFile = sirv(realRoot, { etag: true, brotli: true, gzip: true, extensions: ['html'] });
  const headersFile = join(realRoot, '_headers');
  return {
    realRoot,
    serveFile,
    sendNotFound,
    redirects: rules.redirects,
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
  /** Published folders are immutable: what was read of one stays true (a few kept). */
  /** @type {Map<string, ReturnType<typeof loadPublishedSite>>} */
  const sites = new Map();

  return createHardenedServer((req, res, { pathname, search, decodedPath }) => {
    const preview = previews ? PREVIEW_HOST.exec(req.headers.host ?? '')?.[1] : undefined;
    let realRoot;
    try {
      realRoot = realpathSync(preview && previews ? join(previews, preview) : root);
    } catch {
      if (preview) return sendPlainText(req, res, 404, `No release ${preview} to preview`);
      return sendPlainText(req, res, 503, 'The site has not been published yet', { 'Retry-After': '5' });
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
    setHeaders(res, site.headers);

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
    const { serveFile, sendNotFound } = site;
    if (NOT_SERVED_BY_NAME.test(decodedPath) || NOT_FOUND_PAGE_NAME.test(decodedPath)) {
      return sendNotFound(req, res, decodedPath);
    }
    serveWithSirv(serveFile, req, res, decodedPath, {
      extensionlessIsHtml: true,
      sendNotFound: () => sendNotFound(req, res, decodedPath),
    });
  });
}

/**
 * Writes `file.br` (brotli quality 9) and `file.gz` (gzip level 9) beside every
 * compressible file over 1 KiB in `dir` and its subfolders, skipping copies at
 * least as new as their source. Synchronous: it runs once per publish, before the
 * folder goes live.
 * @param {string} dir
 * @returns {number} how many .br and .gz files were written
 */
export function precompressFolder(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const source = join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name).toLowerCase())) continue;
    const sourceInfo = statSync(source);
    if (sourceInfo.size <= PRECOMPRESS_MIN_BYTES) continue;
    /** @type {Array<[string, (raw: Buffer) => Buffer]>} */
    const variants = [
      [
        `${source}.br`,
        (raw) =>
          brotliCompressSync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: sourceInfo.size,
            },
          }),
      ],
      [`${source}.gz`, (raw) => gzipSync(raw, { level: 9 })],
    ];
    /** @type {Buffer | undefined} */
    let raw;
    for (const [target, compress] of variants) {
      if (existsSync(target) && statSync(target).mtimeMs >= sourceInfo.mtimeMs) continue;
      raw ??= readFileSync(source);
      writeFileSync(target, compress(raw));
      written += 1;
    }
  }
  return written;
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
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
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
