// @ts-check
// How the step reads the remotes' files: over HTTP, as the browser does, or from a
// deployment folder that is not being served yet (`--local ORIGIN=DIR`).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrerenderError } from './errors.mjs';

/** @typedef {{ origin: string; dir: string }} LocalOrigin */
/** @typedef {(url: string, what: string) => Promise<Response>} FetchFile */

/**
 * A file of a local origin, answered as its static host would (404 when absent).
 * @param {readonly LocalOrigin[]} localOrigins
 * @param {string} url
 */
function localResponse(localOrigins, url) {
  const parsed = new URL(url);
  const local = localOrigins.find((l) => l.origin === parsed.origin);
  if (!local) return undefined;
  const file = resolve(local.dir, `.${decodeURIComponent(parsed.pathname)}`);
  if (!file.startsWith(local.dir)) return new Response(null, { status: 404 });
  try {
    return new Response(readFileSync(file));
  } catch {
    return new Response(null, { status: 404 });
  }
}

/**
 * A fetch that answers only with a successful response; anything else is a PrerenderError
 * naming `what` asked for the file.
 * @param {readonly LocalOrigin[]} localOrigins
 * @returns {FetchFile}
 */
export function createFetchFile(localOrigins) {
  return async function fetchFile(url, what) {
    let response;
    // A connection reset or a timeout on a busy machine is tried once more before it fails the page.
    for (let attempt = 0; !response; attempt++) {
      try {
        response =
          localResponse(localOrigins, url) ?? (await fetch(url, { signal: AbortSignal.timeout(15_000) }));
      } catch (error) {
        if (attempt === 0) continue;
        const reason = /** @type {{ cause?: { code?: string }; message?: string }} */ (error);
        throw new PrerenderError(
          `${what}: ${url} could not be fetched (${reason.cause?.code ?? reason.message}).`,
        );
      }
    }
    if (!response.ok) throw new PrerenderError(`${what}: ${url} answered ${response.status}.`);
    return response;
  };
}
