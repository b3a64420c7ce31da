// The endpoint as a small router: each request is one kind (a CORS preflight,
// a browser's form post, a JSON call, or a body of another type), and goes
// through the middleware (failures, origin, method) to its kind's handler.
// The body limit is each kind's (request-body.ts); the rate limit and the
// idempotency record apply only to a well-formed application (acceptance.ts).
import { preflightAnswer } from '../cors.ts';
import { jsonError } from './answers.ts';
import { describeError, type Endpoint, type RequestContext } from './endpoint.ts';
import { FORM_MEDIA_TYPE } from './form-body.ts';
import { handleFormPost } from './form-post.ts';
import { handleJsonPost } from './json-post.ts';

/** Headers supabase-js sends with `functions.invoke`, plus the standard ones. */
export const ALLOWED_REQUEST_HEADERS =
  'authorization, apikey, x-client-info, x-region, content-type, idempotency-key';

export type RequestKind = 'preflight' | 'form' | 'json' | 'unsupported';

type Route = (endpoint: Endpoint, context: RequestContext) => Promise<Response>;
type Middleware = (
  endpoint: Endpoint,
  context: RequestContext,
  kind: RequestKind,
  next: () => Promise<Response>,
) => Promise<Response>;

export function requestKind(request: Request): RequestKind {
  if (request.method === 'OPTIONS') return 'preflight';
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (request.method === 'POST' && mediaType === FORM_MEDIA_TYPE) return 'form';
  return mediaType === 'application/json' ? 'json' : 'unsupported';
}

/** A CORS preflight: allowed for the site's origins only. */
async function preflight(endpoint: Endpoint, { origin }: RequestContext): Promise<Response> {
  return preflightAnswer(endpoint, origin, ALLOWED_REQUEST_HEADERS);
}

async function unsupportedMediaType(endpoint: Endpoint, { origin }: RequestContext): Promise<Response> {
  const message =
    'Send the application as application/json, or as a form post (application/x-www-form-urlencoded).';
  return jsonError(endpoint, 415, 'unsupported_media_type', message, origin);
}

const ROUTES: Record<RequestKind, Route> = {
  preflight,
  form: handleFormPost,
  json: handleJsonPost,
  unsupported: unsupportedMediaType,
};

/** Any failure below: logged (never a driver's details), answered as a 500 the visitor can retry. */
const catchFailures: Middleware = async (endpoint, { origin }, _kind, next) => {
  try {
    return await next();
  } catch (e) {
    endpoint.log('The partner application endpoint failed.', describeError(e));
    const message = 'The application could not be processed. Please try again.';
    return jsonError(endpoint, 500, 'internal_error', message, origin);
  }
};

/**
 * CORS: a browser may call from the site's origins; a form post may also
 * come from the endpoint's own origins (its page posts again from there).
 */
const checkOrigin: Middleware = async (endpoint, { origin }, kind, next) => {
  if (kind === 'preflight' || !origin || endpoint.allowed.has(origin)) return next();
  if (kind === 'form' && endpoint.own.has(origin)) return next();
  return jsonError(endpoint, 403, 'origin_not_allowed', 'This origin may not call the endpoint.', origin);
};

const postOnly: Middleware = async (endpoint, { request, origin }, kind, next) => {
  if (kind === 'preflight' || request.method === 'POST') return next();
  return jsonError(endpoint, 405, 'method_not_allowed', 'Use POST.', origin, { allow: 'POST, OPTIONS' });
};

/** Outermost first. */
const MIDDLEWARE: readonly Middleware[] = [catchFailures, checkOrigin, postOnly];

/** Runs the request through the middleware, then its kind's route. */
export function route(endpoint: Endpoint, context: RequestContext): Promise<Response> {
  const kind = requestKind(context.request);
  const run = (index: number): Promise<Response> => {
    const middleware = MIDDLEWARE[index];
    if (!middleware) return ROUTES[kind](endpoint, context);
    return middleware(endpoint, context, kind, () => run(index + 1));
  };
  return run(0);
}
