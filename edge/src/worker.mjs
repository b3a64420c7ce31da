// @ts-check
// The deployment on Cloudflare's edge runtime (workerd). Its static assets are the deployment
// folder (release/deployment.mjs): the Worker picks, by Host, the shell's origin (the current
// release, the canary release for visitors in the canary, a preview by host) or a remote's
// (apps/<app>/), and answers with the rules of serve/static-rules.mjs, the ones the Node servers
// apply. What is current and which canary runs come in the `ROUTING` binding (routing.mjs).
import {
  ALLOWED_METHODS,
  candidateFiles,
  canonicalLocation,
  contentTypeFor,
  fileHeadersFor,
  isNotFoundPageName,
  isRemotePage,
  isServedByName,
  notFoundPagesFor,
  parseAddress,
  parseRedirects,
  previewIdOf,
  readHeadersFile,
} from '@intenta/serve/static-rules.mjs';
import { bucketCookie, bucketFromCookie, drawBucket, forcedSide, sideFor } from './canary-split.mjs';
import { activeCanary, originFor } from './routing.mjs';

/** @typedef {import('./routing.mjs').RoutingState} RoutingState */
/** @typedef {{ fetch: (input: URL) => Promise<Response> }} AssetsBinding */
/** @typedef {{ ASSETS: AssetsBinding, ROUTING: RoutingState | string }} Env */
/** @typedef {import('@intenta/serve/static-rules.mjs').RequestAddress} RequestAddress */
/** @typedef {{ headers: Record<string, string>, rules: import('@intenta/serve/static-rules.mjs').RedirectRules }} SiteRules */

/** Where the deployment's parts are among the assets. */
const RELEASES = '/releases/';
const APPS = '/apps/';
const SIDE_HEADER = 'X-Intenta-Side';

/**
 * A release's `_headers` and `_redirects`, read once: a published release never changes.
 * @type {Map<string, Promise<SiteRules>>}
 */
const siteRules = new Map();

/** ROUTING as Miniflare passes it (an object) or `wrangler deploy --var` (its JSON), parsed once. */
let parsedRouting = { text: '', state: /** @type {RoutingState | null} */ (null) };
/** @param {Env} env @returns {RoutingState} */
function routingOf(env) {
  if (typeof env.ROUTING !== 'string') return env.ROUTING;
  if (parsedRouting.text !== env.ROUTING)
    parsedRouting = { text: env.ROUTING, state: JSON.parse(env.ROUTING) };
  return /** @type {RoutingState} */ (parsedRouting.state);
}

/**
 * @param {number} status
 * @param {string} text
 * @param {HeadersInit} [headers]
 */
function plainText(status, text, headers = {}) {
  const answer = new Headers(headers);
  answer.set('Content-Type', contentTypeFor('.txt'));
  answer.set('Cache-Control', 'no-cache');
  answer.set('X-Content-Type-Options', 'nosniff');
  return new Response(`${text}\n`, { status, headers: answer });
}

/** An asset's address, each decoded segment encoded again. @param {string} path @param {string} base */
const assetUrl = (path, base) => new URL(path.split('/').map(encodeURIComponent).join('/'), base);

/**
 * The first of `paths` the assets hold.
 * @param {Env} env @param {string[]} paths @param {string} base
 */
async function firstAsset(env, paths, base) {
  for (const path of paths) {
    const answer = await env.ASSETS.fetch(assetUrl(path, base));
    if (answer.ok) return answer;
    await answer.body?.cancel();
  }
  return null;
}

/** @param {Env} env @param {string} path @param {string} base */
async function assetText(env, path, base) {
  const answer = await firstAsset(env, [path], base);
  return answer ? answer.text() : '';
}

/** @param {Env} env @param {string} id @param {string} base */
function rulesOf(env, id, base) {
  let rules = siteRules.get(id);
  if (!rules) {
    rules = Promise.all([
      assetText(env, `${RELEASES}${id}/_headers`, base),
      assetText(env, `${RELEASES}${id}/_redirects`, base),
    ]).then(([headers, redirects]) => ({
      headers: readHeadersFile(headers, `${id}/_headers`),
      rules: parseRedirects(redirects, `${id}/_redirects`),
    }));
    rules.catch(() => siteRules.delete(id));
    siteRules.set(id, rules);
  }
  return rules;
}

/**
 * @param {Response} asset
 * @param {Headers} headers
 * @param {string} decodedPath
 */
function fileAnswer(asset, headers, decodedPath) {
  for (const [name, value] of Object.entries(fileHeadersFor(decodedPath))) headers.set(name, value);
  const etag = asset.headers.get('ETag');
  if (etag) headers.set('ETag', etag);
  return new Response(asset.body, { status: 200, headers });
}

/**
 * One published release, as the shell's static host serves it.
 * @param {Env} env
 * @param {string} id
 * @param {RequestAddress} address
 * @param {string} base the request's URL
 * @param {boolean} preview
 */
async function serveRelease(env, id, { pathname, search, decodedPath }, base, preview) {
  const site = await rulesOf(env, id, base);
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' });
  // A preview must never be indexed; the header keeps its pages byte-identical to what is promoted.
  if (preview) headers.set('X-Robots-Tag', 'noindex, nofollow');
  // The release's `_headers` (its security headers), on every answer as a static host applies it.
  for (const [name, value] of Object.entries(site.headers)) headers.set(name, value);

  const redirect = site.rules.redirects.get(decodedPath);
  if (redirect) {
    headers.set('Location', redirect.location);
    headers.set('Cache-Control', 'no-cache');
    return new Response(null, { status: redirect.status, headers });
  }
  const canonical = canonicalLocation(pathname, search);
  if (canonical) {
    headers.set('Location', canonical);
    return new Response(null, { status: 301, headers });
  }
  // Published folders hold no dot-files; a `.`/`..` segment never leaves the release.
  const hidden = decodedPath.split('/').some((segment) => segment.startsWith('.'));
  if (!hidden && !isNotFoundPageName(decodedPath) && isServedByName(decodedPath)) {
    const paths = candidateFiles(decodedPath, ['html']).map((file) => `${RELEASES}${id}${file}`);
    const asset = await firstAsset(env, paths, base);
    if (asset) return fileAnswer(asset, headers, decodedPath);
  }
  const pages = notFoundPagesFor(site.rules.notFound, decodedPath).map((page) => `${RELEASES}${id}/${page}`);
  const page = await firstAsset(env, pages, base);
  if (!page) return plainText(404, 'Not found', headers);
  headers.set('Content-Type', contentTypeFor('.html'));
  headers.set('Cache-Control', 'no-cache');
  return new Response(page.body, { status: 404, headers });
}

/**
 * One remote's folder of versions, with the cache and CORS rules the shell on another origin needs.
 * @param {Env} env @param {string} app @param {RequestAddress} address @param {string} base
 */
async function serveRemote(env, app, { decodedPath }, base) {
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' });
  // A remote's own page (index.html, for standalone runs) may use its own files only.
  if (isRemotePage(decodedPath)) {
    for (const [name, value] of Object.entries(routingOf(env).remotePageHeaders)) headers.set(name, value);
  }
  if (!isServedByName(decodedPath)) return plainText(404, 'Not found', headers);
  for (const [name, value] of Object.entries(fileHeadersFor(decodedPath))) headers.set(name, value);
  const escapes = decodedPath.split('/').some((segment) => segment === '.' || segment === '..');
  const paths = escapes ? [] : candidateFiles(decodedPath, []).map((file) => `${APPS}${app}${file}`);
  const asset = await firstAsset(env, paths, base);
  return asset ? fileAnswer(asset, headers, decodedPath) : plainText(404, 'Not found', headers);
}

/**
 * The shell's origin: the current release, or the canary's for a visitor on its side.
 * @param {Request} request @param {Env} env @param {RequestAddress} address
 */
async function serveShell(request, env, address) {
  const state = routingOf(env);
  if (!state.current) return plainText(503, 'The site has not been published yet', { 'Retry-After': '5' });
  const canary = activeCanary(state);
  if (!canary)
    return withRelease(await serveRelease(env, state.current, address, request.url, false), state.current);

  const cookieBucket = bucketFromCookie(request.headers.get('Cookie'));
  const bucket = cookieBucket ?? drawBucket();
  const side = forcedSide(request.headers.get(SIDE_HEADER)) ?? sideFor(bucket, canary.share);
  const release = side === 'canary' ? canary.release : state.current;
  const answer = withRelease(await serveRelease(env, release, address, request.url, false), release);
  if (!answer.headers.get('Content-Type')?.startsWith('text/html')) return answer;
  // A page depends on the visitor's side: caches must keep one copy per cookie and forced side.
  answer.headers.set('Vary', [answer.headers.get('Vary'), 'Cookie', SIDE_HEADER].filter(Boolean).join(', '));
  if (cookieBucket === undefined) {
    answer.headers.append('Set-Cookie', bucketCookie(bucket, new URL(request.url).protocol === 'https:'));
  }
  return answer;
}

/** @param {Response} answer @param {string} release */
function withRelease(answer, release) {
  answer.headers.set('X-Intenta-Release', release);
  return answer;
}

/** @param {Request} request @param {Env} env */
async function serve(request, env) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plainText(405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
  }
  const address = parseAddress(request.url);
  if (!address) return plainText(400, 'Bad Request');
  const state = routingOf(env);
  const origin = originFor(new URL(request.url).host, state.origins, previewIdOf);
  if (origin.kind === 'remote') return serveRemote(env, origin.app, address, request.url);
  if (origin.kind === 'shell') return serveShell(request, env, address);
  if (!state.releases.includes(origin.id)) return plainText(404, `No release ${origin.id} to preview`);
  return withRelease(await serveRelease(env, origin.id, address, request.url, true), origin.id);
}

export default {
  /** @param {Request} request @param {Env} env */
  async fetch(request, env) {
    try {
      return await serve(request, env);
    } catch (error) {
      console.error(`[edge] ${request.method} ${request.url} failed:`, error);
      return plainText(500, 'Internal Server Error');
    }
  },
};
