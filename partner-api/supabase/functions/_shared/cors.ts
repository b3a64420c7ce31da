// CORS for the site's own endpoints (the partner application, the field report): an allowed
// site origin may read an answer, every answer varies by Origin, and a preflight is answered
// for the allowed origins only.

/** What CORS needs of an endpoint: the site's origins. */
interface AllowsOrigins {
  allowed: ReadonlySet<string>;
}

/** An answer's CORS headers for the request's `Origin`. */
export function corsHeaders(endpoint: AllowsOrigins, origin: string | null): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin && endpoint.allowed.has(origin)) headers['access-control-allow-origin'] = origin;
  return headers;
}

/** A CORS preflight: 204 with the methods and headers a POST may use, for the site's origins only; else 403. */
export function preflightAnswer(
  endpoint: AllowsOrigins,
  origin: string | null,
  allowedHeaders: string,
): Response {
  if (!origin || !endpoint.allowed.has(origin))
    return new Response(null, { status: 403, headers: { vary: 'Origin' } });
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(endpoint, origin),
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': allowedHeaders,
      'access-control-max-age': '86400',
    },
  });
}
