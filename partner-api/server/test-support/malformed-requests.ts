// Malformed HTTP requests, generated deterministically (fast-check, seeded, as the
// site servers' odd requests in serve/odd-requests.ts), for the raw-socket client
// (@intenta/test-helpers/raw-http) to send what fetch cannot: bad percent-encoding,
// overlong request lines and headers, traversal variants, odd methods, truncated
// bodies, bad JSON and wrong content types.
import fc from 'fast-check';
import { validateApplication } from '../../supabase/functions/_shared/partner-application/validation.ts';

function isValidApplicationJson(text: string): boolean {
  try {
    return validateApplication(JSON.parse(text)).ok;
  } catch {
    return false;
  }
}

export interface RawRequest {
  category: string;
  /** The bytes sent as they are. */
  bytes: Buffer;
  /** Close our side after sending (a body that breaks off). */
  halfClose?: boolean;
}

/** Every run sends the same requests. */
const SEED = 20261121;

/** Well-formed JSON that is not a valid application (fields missing): a 400 wherever it arrives. */
const INCOMPLETE_BODY = JSON.stringify({ name: 'Ana Pérez', email: 'ana@shop.example' });

const VALID_BODY = JSON.stringify({
  name: 'Ana Pérez',
  email: 'ana@shop.example',
  company: 'Tienda Sur',
  country: 'Argentina',
  partnerType: 'strategic',
  message: 'Hola',
  language: 'es',
});

/** One change to a body: cut, a byte swapped, a field renamed, or a value of the wrong type. */
const mutation = fc.oneof(
  fc.nat().map((at) => (s: string) => s.slice(0, at % s.length)),
  fc.tuple(fc.nat(), fc.constantFrom('"', '{', '}', ',', ':', '\\', '\u0000', '\u001b', '\u202e')).map(
    ([at, char]) =>
      (s: string) =>
        s.slice(0, at % s.length) + char + s.slice((at % s.length) + 1),
  ),
  fc
    .tuple(
      fc.constantFrom('"name"', '"email"', '"partnerType"', '"language"'),
      fc.constantFrom('"name2"', '1', '""'),
    )
    .map(
      ([field, other]) =>
        (s: string) =>
          s.replace(field, other),
    ),
  fc
    .constantFrom('1', 'null', '[]', '{}', 'true', '"\\u0000"', '"\\u200b"')
    .map((value) => (s: string) => s.replace(/"[^"]*"(?=[,}])/, value)),
);

/** The valid body after one to three mutations, never a valid application itself (a comma swapped into the name is). */
const mutatedBody = fc
  .array(mutation, { minLength: 1, maxLength: 3 })
  .map((changes) => changes.reduce((body, change) => change(body), VALID_BODY))
  .filter((body) => !isValidApplicationJson(body));

function request(
  method: string,
  target: string,
  host: string,
  headers: string[] = [],
  body: Buffer | string = '',
  { contentLength = Buffer.byteLength(body) }: { contentLength?: number | null } = {},
): Buffer {
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: close',
    ...(contentLength === null ? [] : [`Content-Length: ${contentLength}`]),
    ...headers,
  ].join('\r\n');
  return Buffer.concat([
    Buffer.from(`${head}\r\n\r\n`, 'latin1'),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);
}

/**
 * At least `count` malformed requests for the function at `path`, in a fixed
 * order. None of them is a valid application.
 */
export function malformedRequests(path: string, host: string, count = 1000): RawRequest[] {
  const json = 'Content-Type: application/json';
  const out: RawRequest[] = [];

  const badPaths = [
    `${path}%`,
    `${path}%zz`,
    `${path}%C0%AE`,
    `${path}%00`,
    `${path}/%2e%2e/%2e%2e/local/applications`,
    `${path}/../../../local/applications`,
    `/functions/v1/../../local/applications`,
    `/local/applications/..`,
    `/local/applications/../../etc/passwd`,
    `//local/applications`,
    `/./local/applications`,
    `/%6c%6f%63%61%6c/applications`,
    `/local%2fapplications`,
    `${path}/..%2f..%2flocal%2fapplications`,
    `${path.toUpperCase()}`,
    `${path}/`,
    `${path};x=1`,
    `/functions/v1/send-partner-notification%2F`,
    `/..\\..\\local\\applications`,
    `*`,
    `http://evil.example${path}`,
    `/%E0%A4%A`,
    `/%ff%fe`,
    `/${'%'.repeat(40)}`,
  ];
  const methods = [
    'POST',
    'GET',
    'PUT',
    'DELETE',
    'PATCH',
    'HEAD',
    'OPTIONS',
    'TRACE',
    'PROPFIND',
    'FOO',
    'post',
    'M-SEARCH',
  ];
  for (const target of badPaths) {
    for (const method of ['POST', 'GET', 'OPTIONS']) {
      out.push({
        category: 'bad path',
        bytes: request(method, target, host, [json], method === 'POST' ? INCOMPLETE_BODY : ''),
      });
    }
  }
  for (const method of methods) {
    if (method === 'POST') continue;
    for (let i = 0; i < 6; i++) {
      out.push({
        category: 'odd method',
        bytes: request(method, i % 2 ? path : `${path}?x=${i}`, host, [json], i < 3 ? INCOMPLETE_BODY : ''),
      });
    }
  }
  out.push({ category: 'odd method', bytes: request('CONNECT', `127.0.0.1:1`, host) });
  out.push({
    category: 'odd method',
    bytes: request('GET', path, host, ['Upgrade: websocket', 'Connection: Upgrade']),
  });
  for (const size of [9_000, 20_000, 70_000]) {
    out.push({
      category: 'overlong path',
      bytes: request('POST', `${path}?${'a'.repeat(size)}`, host, [json], INCOMPLETE_BODY),
    });
    out.push({
      category: 'overlong path',
      bytes: request('POST', `/${'a/'.repeat(size / 2)}`, host, [json], INCOMPLETE_BODY),
    });
    out.push({
      category: 'overlong header',
      bytes: request('POST', path, host, [json, `X-Big: ${'b'.repeat(size)}`], INCOMPLETE_BODY),
    });
    out.push({
      category: 'overlong header',
      bytes: request(
        'POST',
        path,
        host,
        [json, ...Array.from({ length: size / 100 }, (_, i) => `X-H${i}: v`)],
        INCOMPLETE_BODY,
      ),
    });
  }
  for (const header of [
    'Bad Header: x',
    'X-Nul: a\u0000b',
    'X-Ctl: a\u0001b',
    ': empty',
    'NoColon',
    'X-Obs:\r\n folded',
  ]) {
    out.push({ category: 'bad header', bytes: request('POST', path, host, [json, header], INCOMPLETE_BODY) });
  }
  out.push({
    category: 'bad header',
    bytes: Buffer.from(`POST ${path} HTTP/1.1\r\n${json}\r\nContent-Length: 2\r\n\r\n{}`),
  });
  out.push({
    category: 'bad header',
    bytes: request('POST', path, host, [json, 'Content-Length: 5'], INCOMPLETE_BODY),
  });
  out.push({
    category: 'bad header',
    bytes: request('POST', path, host, [json, 'Transfer-Encoding: chunked'], `5\r\n{"a":\r\n0\r\n\r\n`, {
      contentLength: 14,
    }),
  });
  // Framing that cannot be read at all: a server may close the connection without answering.
  out.push({
    category: 'broken framing',
    bytes: request('POST', path, host, [json, 'Transfer-Encoding: chunked'], `zz\r\n{}\r\n0\r\n\r\n`, {
      contentLength: null,
    }),
  });
  out.push({
    category: 'bad header',
    bytes: request('POST', path, host, [json, 'Expect: 100-banana'], INCOMPLETE_BODY),
  });
  out.push({ category: 'bad request line', bytes: Buffer.from(`POST ${path}\r\n\r\n`) });
  out.push({
    category: 'bad request line',
    bytes: Buffer.from(`POST ${path} HTTP/9.9\r\nHost: ${host}\r\n\r\n`),
  });
  out.push({ category: 'bad request line', bytes: Buffer.from(`\u0000\u0001\u0002garbage\r\n\r\n`) });
  out.push({
    category: 'bad request line',
    bytes: Buffer.from(`POST  ${path}  HTTP/1.1\r\nHost: ${host}\r\n\r\n`),
  });

  const contentTypes = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    'application/xml',
    'json',
    '',
    'application/json-patch+json',
    'text/json',
    '*/*',
    'application/javascript',
  ];
  for (const type of contentTypes) {
    for (let i = 0; i < 4; i++) {
      const headers = type === '' ? [] : [`Content-Type: ${type}`];
      out.push({
        category: 'wrong content type',
        bytes: request('POST', path, host, headers, i % 2 ? VALID_BODY : 'name=Ana&email=x'),
      });
    }
  }

  const jsonSamples = [
    '',
    '{',
    '}',
    '{"name":}',
    '{"name":"Ana",}',
    "{'name':'Ana'}",
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{"name":"\\ud800"}',
    '{"name":"\\u0000"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2001)}`,
    '{"__proto__":{"admin":true}}',
    VALID_BODY.replace('}', ''),
  ];
  for (const sample of jsonSamples) {
    out.push({ category: 'bad JSON', bytes: request('POST', path, host, [json], sample) });
  }
  out.push({
    category: 'bad JSON',
    bytes: request('POST', path, host, [json], Buffer.from([0x7b, 0x22, 0xe9, 0xff, 0x22, 0x7d])),
  });

  // Truncated bodies: a Content-Length larger than what is sent, then our side closes.
  const cuts = fc.sample(fc.integer({ min: 1, max: VALID_BODY.length - 1 }), { seed: SEED, numRuns: 60 });
  for (const cut of cuts) {
    out.push({
      category: 'truncated body',
      bytes: request('POST', path, host, [json], VALID_BODY.slice(0, cut), {
        contentLength: VALID_BODY.length,
      }),
      halfClose: true,
    });
  }

  // Fill up with mutated bodies: bytes flipped, cut, or fields of the wrong type.
  const bodies = fc.sample(mutatedBody, { seed: SEED, numRuns: Math.max(0, count - out.length) });
  for (const body of bodies) {
    out.push({ category: 'mutated body', bytes: request('POST', path, host, [json], body) });
  }
  return out;
}
