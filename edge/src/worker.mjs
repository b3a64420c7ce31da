// @ts-check
// The deployment on Cloudflare's edge runtime (workerd). Its static assets are the deployment
// folder (release/deployment.mjs): the Worker picks, by Host, the shell's origin (the current
// release, the canary release for visitors in the canary, a preview by host) or a remote's
// (apps/<app>/), and answers with the rules of serve/static-rules.mjs, the ones the Node servers
// apply. What is current and which canary runs come in the `ROUTING` binding (routing.mjs).
// Each page of the site gets a view token, and during a canary the edge counts what it saw of
// each side (decision 071: view-tokens.mjs, edge-counts.mjs); in production only reviewers
// choose a side or open a preview (reviewers.mjs).
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
} from '@intenta/serve/static-rules.mjs';
import { BUCKET_COOKIE, bucketCookie, drawBucket, forcedSide, sideFor } from './canary-split.mjs';
import { ROUTING_KEY, watchAtEdge } from './canary-watch.mjs';
import { countAtEdge, sendCountsWhenDue } from './edge-counts.mjs';
import {
  ABORTED_PREVIEW_MS,
  bucketOf,
  bucketValue,
  cookieValue,
  isProduction,
  isReviewer,
  reviewLinkAnswer,
} from './reviewers.mjs';
import { activeCanary, originFor } from './routing.mjs';
import { clientAddress, isPage, withinLimit, withViewToken } from './view-tokens.mjs';

/** @typedef {import('./routing.mjs').RoutingState} RoutingState */
/** @typedef {import('./routing.mjs').CanaryState} CanaryState */
/** @typedef {{ fetch: (input: URL) => Promise<Response> }} AssetsBinding */
/**
 * @typedef {{ ASSETS: AssetsBinding, ROUTING: RoutingState | string, VIEW_TOKEN_SECRET?: string,
 *   VIEW_LIMIT?: import('./view-tokens.mjs').RateLimit, FIELD_REPORT_URL?: string,
 *   EDGE_REPORT_EVERY_MS?: string, SITE_MODE?: string, ROUTING_CACHE_MS?: string,
 *   ROUTING_KV?: { get: (key: string, type: 'json') => Promise<unknown>,
 *     put: (key: string, value: string) => Promise<void> } }} Env
 * @typedef {{ waitUntil: (work: Promise<unknown>) => void }} Context
 */
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

/** The routing state last read from KV, and when: read again after ROUTING_CACHE_MS. */
let cachedRouting = { at: -Infinity, state: /** @type {RoutingState | null} */ (null) };

/**
 * The routing state for this request: ROUTING_KV's when it holds one (promote, rollback and the
 * canary write it without a deploy), read at most every ROUTING_CACHE_MS (5 s by default), else
 * the ROUTING binding the Worker was deployed with.
 * @param {Env} env @returns {Promise<Env>} the bindings with ROUTING set to that state
 */
async function withRouting(env) {
  if (!env.ROUTING_KV) return env;
  const maxAge = Number(env.ROUTING_CACHE_MS ?? 5000);
  if (Date.now() - cachedRouting.at >= maxAge) {
    try {
      const state = /** @type {RoutingState | null} */ (await env.ROUTING_KV.get(ROUTING_KEY, 'json'));
      cachedRouting = { at: Date.now(), state };
    } catch (error) {
      // KV unreachable: the last state read, else the deployed one, rather than no site.
      console.error(
        `[edge] reading the routing state failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return cachedRouting.state ? { ...env, ROUTING: cachedRouting.state } : env;
}

/**
 * @param {number} status
 * @param {string} text
 * @param {HeadersInit} [headers]
 */
function plainText(status, text, headers = {}) {
  const answer = new Headers(headers);
  for (const [name, value] of Object.entries({ ...PLAIN_TEXT_HEADERS, ...ANSWER_HEADERS }))
    answer.set(name, value);
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
async function serveRelease(env, id, address, base, preview) {
  const { decodedPath } = address;
  const site = await rulesOf(env, id, base);
  const headers = new Headers(releaseAnswerHeaders(site.headers, preview));
  const redirect = redirectFor(site.rules.redirects, address);
  if (redirect) {
    for (const [name, value] of Object.entries(redirect.headers)) headers.set(name, value);
    return new Response(null, { status: redirect.status, headers });
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
  for (const [name, value] of Object.entries(NOT_FOUND_PAGE_HEADERS)) headers.set(name, value);
  return new Response(page.body, { status: 404, headers });
}

/**
 * One remote's folder of versions, with the cache and CORS rules the shell on another origin needs.
 * @param {Env} env @param {string} app @param {RequestAddress} address @param {string} base
 */
async function serveRemote(env, app, { decodedPath }, base) {
  const headers = new Headers(remoteAnswerHeaders(decodedPath, routingOf(env).remotePageHeaders));
  if (!isServedByName(decodedPath)) return plainText(404, 'Not found', headers);
  for (const [name, value] of Object.entries(fileHeadersFor(decodedPath))) headers.set(name, value);
  const escapes = decodedPath.split('/').some((segment) => segment === '.' || segment === '..');
  const paths = escapes ? [] : candidateFiles(decodedPath, []).map((file) => `${APPS}${app}${file}`);
  const asset = await firstAsset(env, paths, base);
  return asset ? fileAnswer(asset, headers, decodedPath) : plainText(404, 'Not found', headers);
}

/**
 * During a canary, a remote file the edge could not serve counts against the side whose version
 * it belongs to (the canary's version of the app, or the current release's), at most at the
 * rate a client may have views.
 * @param {Request} request @param {Env} env @param {string} app @param {string} decodedPath @param {number} status
 */
async function countFailedRemoteFile(request, env, app, decodedPath, status) {
  if (status !== 404 && status < 500) return;
  const state = routingOf(env);
  const canary = activeCanary(state);
  if (!canary) return;
  const version = decodedPath.split('/')[1];
  const side = [canary.release, canary.base].find((release) => state.versions?.[release]?.[app] === version);
  if (!side || canary.release === canary.base) return;
  // The same version on both sides (not the app the canary changes) says nothing about either.
  if (state.versions?.[canary.release]?.[app] === state.versions?.[canary.base]?.[app]) return;
  if (!(await withinLimit(env.VIEW_LIMIT, `file:${clientAddress(request)}`))) return;
  countAtEdge(side, canary.startedAt ?? '', 'failedAssets');
}

/**
 * The shell's origin: the current release, or the canary's for a visitor on its side. Each page
 * answer carries a view token; during a canary the edge counts each side's documents.
 * @param {Request} request @param {Env} env @param {RequestAddress} address
 */
async function serveShell(request, env, address) {
  const state = routingOf(env);
  if (!state.current) return plainText(503, 'The site has not been published yet', { 'Retry-After': '5' });
  if (isProduction(env)) {
    const link = await reviewLinkAnswer(request, env, 'site');
    if (link) return link;
  }
  const canary = activeCanary(state);
  if (!canary) {
    const answer = withRelease(
      await serveRelease(env, state.current, address, request.url, false),
      state.current,
    );
    const view = {
      release: state.current,
      side: /** @type {const} */ ('only'),
      run: '',
      versions: state.versions?.[state.current],
    };
    return withViewToken(answer, request, env, view);
  }
  const cookieBucket = await bucketOf(cookieValue(request.headers.get('Cookie'), BUCKET_COOKIE), env);
  const bucket = cookieBucket ?? drawBucket();
  const forced = forcedSide(request.headers.get(SIDE_HEADER));
  const side =
    (forced && (await isReviewer(request, env, 'site')) ? forced : undefined) ??
    sideFor(bucket, canary.share);
  const release = side === 'canary' ? canary.release : state.current;
  const run = canary.startedAt ?? '';
  let answer;
  try {
    answer = withRelease(await serveRelease(env, release, address, request.url, false), release);
  } catch (error) {
    countAtEdge(release, run, 'documents');
    countAtEdge(release, run, 'failedDocuments');
    throw error;
  }
  if (!isPage(answer)) return answer;
  countAtEdge(release, run, 'documents');
  if (answer.status >= 500) countAtEdge(release, run, 'failedDocuments');
  // A page depends on the visitor's side: caches must keep one copy per cookie and forced side.
  answer.headers.set('Vary', [answer.headers.get('Vary'), 'Cookie', SIDE_HEADER].filter(Boolean).join(', '));
  if (cookieBucket === undefined) {
    const secure = new URL(request.url).protocol === 'https:';
    answer.headers.append('Set-Cookie', bucketCookie(await bucketValue(bucket, env), secure));
  }
  return withViewToken(answer, request, env, { release, side, run, versions: state.versions?.[release] });
}

/**
 * A release under review at its preview host: in production for reviewers only, and an aborted
 * canary's for a day after the abort.
 * @param {Request} request @param {Env} env @param {string} id @param {RequestAddress} address
 */
async function servePreview(request, env, id, address) {
  const state = routingOf(env);
  if (!state.releases.includes(id)) return plainText(404, `No release ${id} to preview`);
  if (isProduction(env)) {
    if (abortedLongAgo(state.canary, id))
      return plainText(410, `The preview of the aborted canary ${id} has expired`);
    const link = await reviewLinkAnswer(request, env, id);
    if (link) return link;
    if (!(await isReviewer(request, env, id)))
      return plainText(
        403,
        `Previews are for reviewers: open the review link (npm run review-link -- ${id})`,
      );
  }
  return withRelease(await serveRelease(env, id, address, request.url, true), id);
}

/** @param {CanaryState | null} canary @param {string} id */
function abortedLongAgo(canary, id) {
  if (!canary || canary.release !== id || canary.state !== 'aborted' || !canary.endedAt) return false;
  return Date.now() - Date.parse(canary.endedAt) > ABORTED_PREVIEW_MS;
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
  if (origin.kind === 'remote') {
    const answer = await serveRemote(env, origin.app, address, request.url);
    await countFailedRemoteFile(request, env, origin.app, address.decodedPath, answer.status);
    return answer;
  }
  if (origin.kind === 'shell') return serveShell(request, env, address);
  return servePreview(request, env, origin.id, address);
}

export default {
  /** @param {Request} request @param {Env} env @param {Context} ctx */
  async fetch(request, env, ctx) {
    try {
      return await serve(request, await withRouting(env));
    } catch (error) {
      console.error(
        `[edge] ${request.method} ${request.url} failed: ${error instanceof Error ? error.message : error}`,
      );
      return plainText(500, 'Internal Server Error');
    } finally {
      const sending = sendCountsWhenDue(env);
      if (sending) ctx.waitUntil(sending);
    }
  },
  /**
   * Every minute (the Cron Trigger; serve:deploy fires it through Miniflare): the canary's
   * watcher looks at the field and writes its decision to KV, and what the edge counted goes out
   * even on a quiet site.
   * @param {unknown} _controller @param {Env} env @param {Context} ctx
   */
  async scheduled(_controller, env, ctx) {
    const sending = sendCountsWhenDue(env, true);
    if (sending) ctx.waitUntil(sending);
    try {
      const look = await watchAtEdge(env);
      // This isolate's requests see the decision at once; the others within ROUTING_CACHE_MS.
      if (look.routing) cachedRouting = { at: Date.now(), state: look.routing };
    } catch (error) {
      // The field unreachable: nothing changes, and the next minute looks again.
      console.error(`[edge] the canary check failed: ${error instanceof Error ? error.message : error}`);
    }
  },
};
