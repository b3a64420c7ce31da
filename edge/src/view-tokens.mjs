// @ts-check
// The edge's part of the field evidence (decision 071): each page answer of the current site or
// of a running canary's side gets a view token of its own, added to the streamed, cacheable
// prerendered HTML with HTMLRewriter (the file itself stays the same for everyone). Minting is
// rate-limited per client address (the Workers rate-limiting binding), so a forged view costs
// a real page fetch at a bounded rate; past the limit the page is served without a token: it
// works, and its views are not counted.
import { mintViewToken, VIEW_TOKEN_ATTRIBUTE } from '@intenta/serve/view-token.mjs';

/** @typedef {{ limit: (options: { key: string }) => Promise<{ success: boolean }> }} RateLimit */
/**
 * The runtime's streaming HTML editor (workerd's global; the Node type check does not know it).
 * @typedef {{ setAttribute: (name: string, value: string) => void }} RewrittenElement
 * @typedef {{ on: (selector: string, handlers: { element: (element: RewrittenElement) => void }) => Rewriter,
 *   transform: (answer: Response) => Response }} Rewriter
 */
const HTMLRewriterOfRuntime = /** @type {{ HTMLRewriter: new () => Rewriter }} */ (
  /** @type {unknown} */ (globalThis)
).HTMLRewriter;
/** @typedef {import('@intenta/serve/view-token.mjs').ViewClaims['s']} Side */

/**
 * The client's address as Cloudflare gives it (locally, loopback).
 * @param {Request} request
 */
export const clientAddress = (request) => request.headers.get('CF-Connecting-IP') ?? 'loopback';

/**
 * Whether this client may have one more counted view now.
 * @param {RateLimit | undefined} limiter @param {string} key
 */
export async function withinLimit(limiter, key) {
  if (!limiter) return true;
  return (await limiter.limit({ key })).success;
}

/**
 * The page answer with its token on `<html>`, and no validator (a 304 would hand back an old,
 * counted token). Answers that are not HTML, and clients past the limit, pass unchanged.
 * @param {Response} answer
 * @param {Request} request
 * @param {{ VIEW_TOKEN_SECRET?: string, VIEW_LIMIT?: RateLimit }} env
 * @param {{ release: string, side: Side, run: string, versions: Record<string, string> | undefined }} view
 */
export async function withViewToken(answer, request, env, { release, side, run, versions }) {
  if (!env.VIEW_TOKEN_SECRET || !versions || !isPage(answer)) return answer;
  if (!(await withinLimit(env.VIEW_LIMIT, `view:${clientAddress(request)}`))) return answer;
  const token = await mintViewToken(env.VIEW_TOKEN_SECRET, { release, side, run, versions });
  const tokened = new Response(answer.body, answer);
  tokened.headers.delete('ETag');
  return new HTMLRewriterOfRuntime()
    .on('html', {
      element(element) {
        element.setAttribute(VIEW_TOKEN_ATTRIBUTE, token);
      },
    })
    .transform(tokened);
}

/** @param {Response} answer */
export const isPage = (answer) => (answer.headers.get('Content-Type') ?? '').startsWith('text/html');
