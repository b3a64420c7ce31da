// @ts-check
// The local origin: sirv, a static file server, plus what a static host in front
// of each deployment does with the release's files (decision 097):
// - createRemoteServer: one remote's build folder (mf-blog/dist), with the cache and
//   CORS rules the shell on another origin needs to load its manifest and chunks.
// - createShellServer: the shell's published folder, which the release tools swap
//   atomically as a symlink, with its `_headers`, `_redirects` and 404 pages.
// Bad requests get a 4xx (Node itself answers what it cannot parse) and nothing a
// client sends stops the process.
import { createServer } from 'node:http';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.mjs';
import { mintViewToken, withViewToken } from './view-token.mjs';
import {
  ALLOWED_METHODS,
  ANSWER_HEADERS,
  candidateFiles,
  fileHeadersFor,
  isNotFoundPageName,
  isServedByName,
  NOT_FOUND_PAGE_HEADERS,
  notFoundPagesFor,
  parseAddress,
  parseRedirects,
  PLAIN_TEXT_HEADERS,
  previewIdOf,
  readHeadersFile,
  redirectFor,
  releaseAnswerHeaders,
  remoteAnswerHeaders,
} from './static-rules.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').Server} Server */
/** @typedef {import('./static-rules.mjs').RequestAddress} RequestAddress */

/** How long an idle keep-alive connection is kept open, in ms (announced as `Keep-Alive: timeout=65`). */
const KEEP_ALIVE_TIMEOUT = 65_000;
/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendPlainText(res, status, text, headers = {}) {
  sendBody(res, status, Buffer.from(`${text}\n`), { ...PLAIN_TEXT_HEADERS, ...headers });
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
      for (const [name, value] of Object.entries(ANSWER_HEADERS)) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendPlainText(res, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
      }
      const address = parseAddress(req.url ?? '');
      if (!address) return sendPlainText(res, 400, 'Bad Request');
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
  if (!isServedByName(decodedPath)) return sendNotFound();
  for (const [name, value] of Object.entries(fileHeadersFor(decodedPath))) res.setHeader(name, value);
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
  const pageHeaders = securityHeaders({});
  return createStaticServer((req, res, { decodedPath }) => {
    for (const [name, value] of Object.entries(remoteAnswerHeaders(decodedPath, pageHeaders)))
      res.setHeader(name, value);
    sendFile(files, req, res, decodedPath, () => sendPlainText(res, 404, 'Not found'));
  });
}

/** @param {string} file */
const readRedirects = (file) => parseRedirects(existsSync(file) ? readFileSync(file, 'utf8') : '', file);

/**
 * What npm start's shell server mints view tokens with (decision 071): the local release its
 * pages were rendered as, and the secret the local partner API verifies them with.
 * @typedef {{ secret: string, release: string, versions: Record<string, string> }} ViewTokens
 */

/**
 * A page answer with a token of its own: the file is the same for everyone, the token is not,
 * so the answer has no validator (a 304 would hand back an old, already counted token).
 * @param {ServerResponse} res @param {number} status @param {Buffer} page @param {ViewTokens} tokens
 * @param {Record<string, string>} headers
 */
function sendPageWithToken(res, status, page, tokens, headers) {
  mintViewToken(tokens.secret, { release: tokens.release, side: 'local', versions: tokens.versions }).then(
    (token) => sendBody(res, status, Buffer.from(withViewToken(page.toString('utf8'), token)), headers),
    (error) => {
      console.error(`[site-server] minting a view token failed: ${error.message}`);
      sendPlainText(res, 500, 'Internal Server Error');
    },
  );
}

/**
 * Everything the shell server knows about one published folder. Published folders
 * are never changed in place (a new one is published instead), so all of it can be
 * kept until the real path changes.
 * @param {string} realRoot
 * @param {ViewTokens} [tokens]
 */
function loadPublishedSite(realRoot, tokens) {
  const { redirects, notFound } = readRedirects(join(realRoot, '_redirects'));
  /** @type {Map<string, Buffer | null>} */
  const pages = new Map();
  /** @type {Map<string, Buffer>} */
  const servedPages = new Map();
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
    const body = notFoundPagesFor(notFound, decodedPath).reduce(
      (/** @type {Buffer | null} */ found, page) => found ?? notFoundPage(page),
      null,
    );
    if (!body) return sendPlainText(res, 404, 'Not found');
    res.removeHeader('Vary');
    res.removeHeader('Access-Control-Allow-Origin');
    if (tokens) return sendPageWithToken(res, 404, body, tokens, NOT_FOUND_PAGE_HEADERS);
    sendBody(res, 404, body, NOT_FOUND_PAGE_HEADERS);
  };
  /**
   * The prerendered page an address names, if it names one (read once: published folders never change).
   * @param {string} decodedPath
   */
  const pageFile = (decodedPath) => {
    if (decodedPath.split('/').some((segment) => segment.startsWith('.'))) return null;
    for (const name of candidateFiles(decodedPath, ['html'])) {
      if (!name.endsWith('.html')) continue;
      const known = servedPages.get(name);
      if (known) return known;
      const file = join(realRoot, name);
      // Only pages that exist are kept: addresses that name none cost a look, not memory.
      if (existsSync(file) && statSync(file).isFile()) {
        const page = readFileSync(file);
        servedPages.set(name, page);
        return page;
      }
    }
    return null;
  };
  const headersFile = join(realRoot, '_headers');
  return {
    files: sirv(realRoot, { etag: true, brotli: true, gzip: true, extensions: ['html'] }),
    pageFile,
    sendNotFound,
    redirects,
    headers: existsSync(headersFile) ? readHeadersFile(readFileSync(headersFile, 'utf8'), headersFile) : {},
  };
}

/**
 * Serves the shell's published folder: prerendered pages as `about.html`,
 * `es/about.html`..., a `_redirects` file, a `_headers` file and a 404 page per section. `root` may be
 * a symlink that the release tools replace atomically; every request resolves it,
 * and the folder is re-read only when its real path changed.
 * With `previews`, a request for the host `<id>.preview.<anything>` is served from
 * `previews/<id>` instead, marked `noindex`: a release under review, never current.
 * With `viewTokens`, each page answer of the current site carries a view token of its own.
 * @param {object} options
 * @param {string} options.root published folder, or a symlink to it
 * @param {string} [options.previews] folder whose subfolders are releases that can be previewed
 * @param {ViewTokens} [options.viewTokens]
 * @returns {Server}
 */
export function createShellServer({ root, previews, viewTokens }) {
  /** @type {Map<string, ReturnType<typeof loadPublishedSite>>} */
  const sites = new Map();

  return createStaticServer((req, res, address) => {
    const { decodedPath } = address;
    const preview = previews ? previewIdOf(req.headers.host ?? '') : undefined;
    let realRoot;
    try {
      realRoot = realpathSync(preview && previews ? join(previews, preview) : root);
    } catch {
      if (preview) return sendPlainText(res, 404, `No release ${preview} to preview`);
      return sendPlainText(res, 503, 'The site has not been published yet', { 'Retry-After': '5' });
    }
    let site = sites.get(realRoot);
    if (!site) {
      site = loadPublishedSite(realRoot, preview ? undefined : viewTokens);
      sites.set(realRoot, site);
      for (const old of [...sites.keys()].slice(0, -8)) sites.delete(old);
    }
    for (const [name, value] of Object.entries(releaseAnswerHeaders(site.headers, Boolean(preview))))
      res.setHeader(name, value);
    const redirect = redirectFor(site.redirects, address);
    if (redirect) {
      res.writeHead(redirect.status, redirect.headers).end();
      return;
    }
    const sendNotFound = () => site.sendNotFound(res, decodedPath);
    if (isNotFoundPageName(decodedPath)) return sendNotFound();
    const page = viewTokens && !preview && isServedByName(decodedPath) ? site.pageFile(decodedPath) : null;
    if (page && viewTokens) return sendPageWithToken(res, 200, page, viewTokens, fileHeadersFor(decodedPath));
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
