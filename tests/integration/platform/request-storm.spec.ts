// Servers that bad requests cannot stop: over a thousand generated malformed
// requests (bad percent-encoding, overlong paths and headers, traversal variants,
// odd methods, truncated requests and bodies, garbage request lines) to every
// server of `npm start` and to the partner API, over raw sockets. Every answer is
// below 500, and afterwards every server still answers normally. Seeded: a
// failure names the request and reproduces.
import fc from 'fast-check';
import { apiOrigin, expect, ports, remoteOrigin, siteOrigin, test } from '../../support/fixtures';
import { oddRequest } from '../../../serve/odd-requests';
import { apiPort } from '../../../workspace/ports.mjs';
import { malformedRequests, type RawRequest } from '@intenta/partner-api/test-support/malformed-requests';
import { sendRaw } from '@intenta/test-helpers/raw-http';

const SEED = 20261121;
const REQUESTS_PER_SERVER = 1000;
const CONCURRENCY = 16;
const FUNCTION_PATH = '/functions/v1/send-partner-notification';

/** A body that breaks off: the length announces more than is sent before our side closes. */
function truncatedBodies(count: number): RawRequest[] {
  return Array.from({ length: count }, (_, i) => ({
    category: 'truncated body',
    bytes: Buffer.from(
      `${['POST', 'PUT', 'GET'][i % 3]} /blog HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${100 + i}\r\n\r\n${'x'.repeat(i % 50)}`,
    ),
    halfClose: true,
  }));
}

/** The seeded odd requests for one site server. */
function siteServerRequests(): RawRequest[] {
  const generated = fc.sample(oddRequest, { seed: SEED, numRuns: REQUESTS_PER_SERVER });
  return [
    ...generated.map(({ method, bytes }) => {
      const complete = bytes.includes('\r\n\r\n');
      // A request cut short is ended by our side, so the server sees where it stops.
      return {
        category: complete ? `${method || 'no'} method` : 'truncated request',
        bytes,
        halfClose: !complete,
      };
    }),
    ...truncatedBodies(50),
  ];
}

/** Sends the requests a few at a time; each one's category, status and first bytes. */
async function storm(port: number, requests: RawRequest[]) {
  const answers: { category: string; status: number | null; request: string }[] = [];
  for (let i = 0; i < requests.length; i += CONCURRENCY) {
    const slice = requests.slice(i, i + CONCURRENCY);
    const statuses = await Promise.all(
      slice.map((r) => sendRaw(port, r.bytes, { halfClose: r.halfClose, timeoutMs: 10_000 })),
    );
    slice.forEach((r, j) =>
      answers.push({
        category: r.category,
        status: statuses[j]?.status ?? null,
        request: JSON.stringify(r.bytes.subarray(0, 80).toString('latin1')),
      }),
    );
  }
  return answers;
}

/** Node closes the socket of CONNECT and of requests it cannot read to the end; no other request goes unanswered. */
const MAY_CLOSE_UNANSWERED = new Set([
  'truncated request',
  'truncated body',
  'broken framing',
  'CONNECT method',
]);

const siteServers = [
  ['shell', ports.shell, `${siteOrigin}/blog`],
  ['mf-home', ports['mf-home'], `${remoteOrigin.home}/mf-manifest.json`],
  ['mf-blog', ports['mf-blog'], `${remoteOrigin.blog}/mf-manifest.json`],
  ['mf-partners', ports['mf-partners'], `${remoteOrigin.partners}/mf-manifest.json`],
  ['mf-leads', ports['mf-leads'], `${remoteOrigin.leads}/mf-manifest.json`],
] as const;

test.describe('request storm', () => {
  for (const [name, port, normalUrl] of siteServers) {
    test(`${name}: ${REQUESTS_PER_SERVER}+ malformed requests, no 5xx, still serving`, async ({
      request,
    }) => {
      const answers = await storm(port, siteServerRequests());
      expect(answers.length).toBeGreaterThanOrEqual(REQUESTS_PER_SERVER);
      const wrong = answers.filter((a) =>
        a.status === null ? !MAY_CLOSE_UNANSWERED.has(a.category) : a.status >= 500,
      );
      expect(wrong).toEqual([]);
      // The storm reaches the handler, not only Node's parser: files found and requests refused.
      const answered = (low: number, high: number) =>
        answers.filter((a) => a.status !== null && a.status >= low && a.status < high).length;
      expect(answered(200, 400)).toBeGreaterThan(20);
      expect(answered(400, 500)).toBeGreaterThan(50);
      expect((await request.get(normalUrl)).status()).toBe(200);
    });
  }

  test(`partner API: ${REQUESTS_PER_SERVER}+ malformed requests, every one refused with a 4xx, still serving`, async ({
    request,
  }) => {
    const port = apiPort();
    const answers = await storm(
      port,
      malformedRequests(FUNCTION_PATH, `127.0.0.1:${port}`, REQUESTS_PER_SERVER),
    );
    expect(answers.length).toBeGreaterThanOrEqual(REQUESTS_PER_SERVER);
    const wrong = answers.filter((a) =>
      a.status === null ? !MAY_CLOSE_UNANSWERED.has(a.category) : a.status < 400 || a.status >= 500,
    );
    expect(wrong).toEqual([]);
    // Still up: the browser's preflight is answered.
    const preflight = await request.fetch(`${apiOrigin}${FUNCTION_PATH}`, {
      method: 'OPTIONS',
      headers: { origin: siteOrigin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status()).toBeLessThan(300);
  });

  test('partner API: the local-only route answers only under its own loopback names', async () => {
    const port = apiPort();
    const ask = (host: string) =>
      sendRaw(port, `GET /local/applications HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect((await ask(`127.0.0.1:${port}`)).status).toBe(200);
    expect((await ask(`localhost:${port}`)).status).toBe(200);
    // A page whose DNS name was rebound to 127.0.0.1 sends its own name.
    expect((await ask(`rebind.attacker.example:${port}`)).status).toBe(403);
  });
});
