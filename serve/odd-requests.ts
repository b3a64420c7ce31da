// Generated odd and malformed HTTP requests for the site servers, shared by
// their unit tests (site-server.test.ts) and the storm against the servers of
// `npm start` (tests/integration/platform/request-storm.spec.ts).
import fc from 'fast-check';

const TRAVERSAL_AND_ODD_TARGETS = [
  '/../',
  '/%2e%2e/',
  '/..%2f',
  '/.%00',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/..\\..\\secret.txt',
  '/static/../../secret.txt',
  '/%c0%ae%c0%ae/',
  '/..%252f',
  '/%252e%252e%252f',
  '/static/%2e%2e/%2e%2e/package.json',
  '/..%5c..%5cpackage.json',
  '/.',
  '/..',
  '//',
  '*',
  'http://evil.example/',
  'http://[::1',
  'blog',
  '/%',
  '/%zz',
  '/%E0%A4%A',
  '/%00',
  '/_redirects',
  '/index.html.br',
  '/?%zz',
];

const ODD_PATH_CHARS = [
  'a',
  '/',
  '.',
  '%',
  '2',
  'e',
  'E',
  'f',
  'F',
  '0',
  'C',
  '5',
  '\\',
  '?',
  '#',
  '~',
  'é',
  ' ',
];

const requestTarget = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL_AND_ODD_TARGETS) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.constantFrom(...ODD_PATH_CHARS), { maxLength: 40 })
      .map((chars) => `/${chars.join('')}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/',
      '/blog',
      '/es/blog/hola',
      '/static/js/app.1234567890.js',
      '/remoteEntry.js',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2000, max: 20_000 }).map((length) => `/${'a'.repeat(length)}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

/** Well-formed headers whose values the handler and sirv must cope with. */
const oddHeader = fc.oneof(
  fc.constantFrom(
    'Range: bytes=5-3',
    'Range: bytes=0-99999999999999999999',
    'Range: bytes=-5',
    'Range: bytes=abc',
    'Range: bytes=0-1,3-4',
    'Range: bytes=999999-',
    'If-Range: "x"',
    'Accept-Encoding: br;q=0, gzip',
    'Accept-Encoding: br',
    'Accept-Encoding: *;q=abc',
    'If-None-Match: *',
    'Content-Length: 5',
    'Transfer-Encoding: chunked',
    'Upgrade: websocket',
    'Connection: close',
  ),
  fc.string({ maxLength: 20 }).map((text) => `X-Odd: ${text}`),
);

/** Header lines Node's parser refuses before the handler runs. */
const brokenHeader = fc.oneof(
  fc.constantFrom(
    'no colon in this header',
    ' folded: line',
    'X-Control: \u0001',
    'Content-Length: -1',
    'Host: second',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((length) => `X-Big: ${'b'.repeat(length)}`),
);

/** Mostly requests that reach the handler, with a share of broken framing. */
export const oddRequest = fc
  .record({
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD') },
      { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE') },
      { weight: 1, arbitrary: fc.constantFrom('CONNECT', 'FOO', 'get', '') },
    ),
    target: requestTarget,
    version: fc.oneof(
      { weight: 6, arbitrary: fc.constant('HTTP/1.1') },
      { weight: 1, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 extra', '') },
    ),
    withHost: fc.nat({ max: 6 }).map((roll) => roll > 0),
    headers: fc.array(fc.oneof({ weight: 4, arbitrary: oddHeader }, { weight: 1, arbitrary: brokenHeader }), {
      maxLength: 3,
    }),
    cutAt: fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.nat({ max: 200 }) },
    ),
  })
  .map(({ method, target, version, withHost, headers, cutAt }) => {
    const head = [`${method} ${target} ${version}`, ...(withHost ? ['Host: localhost'] : []), ...headers];
    const bytes = Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8');
    return { method, bytes: cutAt === undefined ? bytes : bytes.subarray(0, Math.min(cutAt, bytes.length)) };
  });
