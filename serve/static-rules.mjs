// @ts-check
// The serving rules of a deployment, written once for both servers that apply them: the Node
// servers (site-server.mjs, `npm start` and the specs) and the Worker on Cloudflare's edge
// runtime (@intenta/edge, `npm run serve:deploy`). No Node import here: workerd runs it as is,
// and the shared parity spec (tests/integration/platform/edge-parity.spec.ts) holds both to the
// same answers.
import { lookup } from 'mrmime';

/** @typedef {{ pathname: string, search: string, decodedPath: string }} RequestAddress */
/** @typedef {{ location: string, status: number }} Redirect */
/** @typedef {{ scope: string, page: string }} NotFoundScope */
/** @typedef {{ redirects: Map<string, Redirect>, notFound: NotFoundScope[] }} RedirectRules */

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Files a page on another origin reads with CORS: a remote's manifest, entry and chunks, styles, fonts, the report PDF. */
const CROSS_ORIGIN_READABLE = new Set(['.json', '.js', '.mjs', '.css', '.woff', '.woff2', '.pdf']);
/** Precompressed copies and publishing metadata are served only through content negotiation, never by name. */
const NOT_SERVED_BY_NAME = /(?:^|\/)(?:_redirects|_headers)$|\.(?:br|gz)$/i;
/** The 404 pages answer with status 404 even when asked for by name. */
const NOT_FOUND_PAGE_NAME = /(?:^|\/)404(?:\.html)?$/;
/** `<id>.preview.<host>`: the address of a preview release. */
const PREVIEW_HOST = /^([a-z0-9-]+)\.preview\./;

/** The methods a static origin answers; anything else gets 405 with this `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** `.js` of `/a/b.js`, lower-cased; '' when the last segment has none. @param {string} path */
export function extensionOf(path) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** A file whose name carries its content's hash (`index.1986d5ef57.js`): it never changes. @param {string} filePath */
export const isHashed = (filePath) => HASHED.test(filePath);

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  return isHashed(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @param {string} filePath */
export function contentTypeFor(filePath) {
  const type = lookup(filePath) ?? 'application/octet-stream';
  return /^text\/|^application\/(?:json|xml)$/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The headers every found file is answered with (the host adds its own, `_headers` first).
 * An extensionless address is a page (`/blog` is `blog.html`).
 * @param {string} decodedPath
 * @returns {Record<string, string>}
 */
export function fileHeadersFor(decodedPath) {
  /** @type {Record<string, string>} */
  const headers = {};
  // Public files read without credentials: any origin, so no `Vary: Origin`.
  if (CROSS_ORIGIN_READABLE.has(extensionOf(decodedPath))) headers['Access-Control-Allow-Origin'] = '*';
  headers['Cache-Control'] = cacheControlFor(decodedPath);
  headers['Content-Type'] = contentTypeFor(extensionOf(decodedPath) ? decodedPath : '.html');
  headers.Vary = 'Accept-Encoding';
  return headers;
}

/** @param {string} decodedPath */
export const isServedByName = (decodedPath) => !NOT_SERVED_BY_NAME.test(decodedPath);

/** @param {string} decodedPath */
export const isNotFoundPageName = (decodedPath) => NOT_FOUND_PAGE_NAME.test(decodedPath);

/** A remote's own page (index.html, for standalone runs) gets the page security headers. @param {string} decodedPath */
export const isRemotePage = (decodedPath) =>
  decodedPath.endsWith('/') || extensionOf(decodedPath) === '.html';

/** The release id a preview host names, if it is one. @param {string} host */
export const previewIdOf = (host) => PREVIEW_HOST.exec(host)?.[1];

/**
 * A request target parsed as a browser would (absolute form, dot segments, backslashes);
 * null for an address that does not decode (answered 400).
 * @param {string} target origin-form (`/a?b`) or absolute-form (`http://h/a`)
 * @returns {RequestAddress | null}
 */
export function parseAddress(target) {
  try {
    // An origin-form target is a path even where it starts `//`; the absolute form is a URL.
    const { pathname, search } = new URL(target.startsWith('/') ? `http://localhost${target}` : target);
    return { pathname, search, decodedPath: decodeURIComponent(pathname) };
  } catch {
    return null;
  }
}

/**
 * Where `/x/` is sent (301): `/x`, leading slashes collapsed to one so `//evil.example/` stays
 * on this site instead of becoming the protocol-relative `//evil.example`. Null: no redirect.
 * @param {string} pathname
 * @param {string} search
 */
export function canonicalLocation(pathname, search) {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  return `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}${search}`;
}

/** Every answer of a static origin, whatever it is: the browser takes its Content-Type as said. */
export const ANSWER_HEADERS = Object.freeze({ 'X-Content-Type-Options': 'nosniff' });

/** A short text answer (405, 404 without a page, 503...): never cached. */
export const PLAIN_TEXT_HEADERS = Object.freeze({
  'Content-Type': contentTypeFor('.txt'),
  'Cache-Control': 'no-cache',
});

/** A section's 404 page, answered for an address no file matches. */
export const NOT_FOUND_PAGE_HEADERS = Object.freeze({
  'Content-Type': contentTypeFor('.html'),
  'Cache-Control': 'no-cache',
});

/**
 * What every answer of a published release starts with: nosniff; on a preview, noindex (a header
 * keeps its pages byte-identical to what is promoted); then the release's own `_headers`, as a
 * static host applies them to every answer.
 * @param {Record<string, string>} releaseHeaders the release's `_headers` (readHeadersFile)
 * @param {boolean} preview
 * @returns {Record<string, string>}
 */
export function releaseAnswerHeaders(releaseHeaders, preview) {
  return {
    ...ANSWER_HEADERS,
    ...(preview ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
    ...releaseHeaders,
  };
}

/**
 * The redirect an address of a release gets before any file: its `_redirects` rule, else to its
 * canonical form (no trailing slash).
 * @param {Map<string, Redirect>} redirects @param {RequestAddress} address
 * @returns {{ status: number, headers: Record<string, string> } | null}
 */
export function redirectFor(redirects, { pathname, search, decodedPath }) {
  const redirect = redirects.get(decodedPath);
  if (redirect)
    return { status: redirect.status, headers: { Location: redirect.location, 'Cache-Control': 'no-cache' } };
  const canonical = canonicalLocation(pathname, search);
  return canonical ? { status: 301, headers: { Location: canonical } } : null;
}

/**
 * What every answer of a remote's folder starts with: nosniff, and on a remote's own page
 * (index.html, for standalone runs) the page security headers, which allow its own files only.
 * @param {string} decodedPath @param {Record<string, string>} pageHeaders
 * @returns {Record<string, string>}
 */
export function remoteAnswerHeaders(decodedPath, pageHeaders) {
  return { ...ANSWER_HEADERS, ...(isRemotePage(decodedPath) ? pageHeaders : {}) };
}

/**
 * The files a static host tries for an address, in sirv's order: the name, then with the
 * page extensions (`/blog` → `/blog`, `/blog/index`, `/blog.html`, `/blog/index.html`).
 * @param {string} decodedPath
 * @param {string[]} extensions e.g. `['html']` for the shell, none for a remote
 */
export function candidateFiles(decodedPath, extensions) {
  const uri = decodedPath.endsWith('/') ? decodedPath.slice(0, -1) : decodedPath;
  return ['', ...extensions].flatMap((extension) => {
    const suffix = extension ? `.${extension}` : '';
    return [...(uri ? [uri + suffix] : []), `${uri}/index${suffix}`];
  });
}

/**
 * Reads a Netlify-style `_redirects` file: `FROM TO [STATUS]` per line, `#` comments.
 * Supported: exact paths with a redirect status, and `/prefix/* /page 404` (the page
 * answers unknown addresses under the prefix; the first matching line wins). Other
 * lines are skipped with a warning rather than half-applied.
 * @param {string} text
 * @param {string} file name for messages
 * @returns {RedirectRules}
 */
export function parseRedirects(text, file) {
  /** @type {Map<string, Redirect>} */
  const redirects = new Map();
  /** @type {NotFoundScope[]} */
  const notFound = [];
  text.split(/\r?\n/).forEach((line, index) => {
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

/**
 * The not-found pages to answer an address with, best first: its scope's, then the site's.
 * @param {NotFoundScope[]} notFound
 * @param {string} decodedPath
 * @returns {string[]} file names in the published folder
 */
export function notFoundPagesFor(notFound, decodedPath) {
  const rule = notFound.find(({ scope }) => decodedPath.startsWith(scope));
  return [...(rule ? [`${rule.page.slice(1)}.html`] : []), '404.html'];
}

/**
 * Reads a `_headers` file: the headers of its `/*` rule. Other rules (paths,
 * placeholders) are not used by this site and are skipped with a warning.
 * @param {string} text
 * @param {string} file name for messages
 * @returns {Record<string, string>}
 */
export function readHeadersFile(text, file) {
  /** @type {Record<string, string>} */
  const headers = {};
  let rule = '';
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rule = line.trim();
      if (rule !== '/*')
        console.warn(`[site-server] ${file}:${index + 1}: unsupported rule skipped: ${rule}`);
      return;
    }
    const colon = line.indexOf(':');
    if (rule !== '/*') return;
    if (colon === -1) {
      console.warn(`[site-server] ${file}:${index + 1}: not a header, skipped: ${line.trim()}`);
      return;
    }
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  });
  return headers;
}
