// The endpoint's contract over HTTP, written once and run against every
// server that serves it: the local Node server and the hosted Deno entry.
// A target says where the function is, how a visitor's request reaches it
// (as each server is configured in real use), and how to read what it stored
// and which notifications were delivered.
import { request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import type { StoredRow } from './stored-applications.ts';

export interface Delivery {
  replyTo: string;
  applicationId: string;
}

export interface EndpointTarget {
  /** Full URL of the function. */
  functionUrl: string;
  /**
   * How visitors are told apart, as in real use. `forwarded`: a gateway in
   * front appends the visitor's address to X-Forwarded-For (the hosted
   * platform; the test plays the gateway). `connection`: the server keys on
   * the connection's address (the local server); each visitor connects from
   * its own loopback address, and X-Forwarded-For is only what the client says.
   */
  visitorsBy: 'forwarded' | 'connection';
  /** Accepted applications per client address and window, as the server was started. */
  rateLimitMax: number;
  /** The site's origin the server was started with: allowed, and where a form post is sent back. */
  siteUrl: string;
  stored(): Promise<StoredRow[]>;
  /** Notifications delivered (a provider repeat with the same idempotency key is not a second one). */
  deliveries(): Promise<Delivery[]>;
}

export interface Visitor {
  /** A distinct loopback address (127.x.y.z), also used as the gateway's X-Forwarded-For entry. */
  address: string;
  email(i?: number): string;
}

let visitors = 0;
/** A client address and e-mails no other test uses. */
export function newVisitor(tag: string): Visitor {
  const n = ++visitors + 1;
  return {
    address: `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    email: (i = 0) => `${tag}-${n}-${i}@shop.example`,
  };
}

export const validApplication = (email: string) => ({
  name: 'Ana Pérez',
  email,
  company: 'Tienda Sur',
  country: 'Argentina',
  partnerType: 'strategic',
  message: 'Hola\n\tequipo',
  language: 'es',
});

/** POST with node:http, from a chosen local address (fetch cannot choose it). */
function postFrom(
  url: string,
  localAddress: string,
  headers: Record<string, string>,
  body: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string') answerHeaders.set(name, value);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: answerHeaders }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends an application as `visitor`. `clientHeaders` are what the visitor's
 * own client sends, X-Forwarded-For included: the gateway appends to it.
 */
export function send(
  target: Pick<EndpointTarget, 'functionUrl' | 'visitorsBy'>,
  body: unknown,
  visitor: Pick<Visitor, 'address'>,
  clientHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = { 'content-type': 'application/json', ...clientHeaders };
  if (target.visitorsBy === 'connection') {
    return postFrom(target.functionUrl, visitor.address, headers, JSON.stringify(body));
  }
  const claimed = clientHeaders['x-forwarded-for'];
  return fetch(target.functionUrl, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': claimed ? `${claimed}, ${visitor.address}` : visitor.address },
    body: JSON.stringify(body),
  });
}

/** Sends fields as a browser's plain form post from the site (decision 045), as `visitor`. */
function sendForm(
  target: Pick<EndpointTarget, 'functionUrl' | 'visitorsBy' | 'siteUrl'>,
  fields: Record<string, string>,
  visitor: Pick<Visitor, 'address'>,
): Promise<Response> {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: target.siteUrl };
  const body = new URLSearchParams(fields).toString();
  if (target.visitorsBy === 'connection') return postFrom(target.functionUrl, visitor.address, headers, body);
  return fetch(target.functionUrl, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': visitor.address },
    body,
    redirect: 'manual',
  });
}

/** Polls until `check` passes (background notifications take a moment). */
export async function eventually(check: () => Promise<void>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

const REFUSED_BODIES: [string, Record<string, unknown>, string][] = [
  ['NUL byte in the name', { name: 'Ana\u0000Pérez' }, 'name'],
  ['ESC sequence in the company', { company: 'Tienda\u001b[2J' }, 'company'],
  ['BEL in the message', { message: 'ding\u0007' }, 'message'],
  ['right-to-left override in the country', { country: '\u202eanitnegrA' }, 'country'],
  ['only zero-width spaces as name', { name: '\u200b\u200b\u200b' }, 'name'],
  ['a newline in the name (forged mail line)', { name: 'Ana\nCompany: Fake' }, 'name'],
  ['an encoded word as e-mail', { email: '=?utf-8?q?ana?=@shop.example' }, 'email'],
  ['a non-ASCII local part', { email: 'josé@shop.example' }, 'email'],
  ['a number as company', { company: 42 }, 'company'],
];

/** Registers the contract's tests for one target (inside a describe). */
/** Live servers on a shared machine: far more than any of these needs, never a race. */
const LIVE_TEST_TIMEOUT_MS = 30_000;

export function endpointContract(target: () => EndpointTarget) {
  it(
    'stores a valid application normalised (NFC, punycode domain) and delivers its notification once',
    async () => {
      const t = target();
      const visitor = newVisitor('valid');
      const response = await send(
        t,
        {
          ...validApplication(visitor.email()),
          name: ' Jose\u0301 Nun\u0303ez ',
          email: `ana-${visitor.email()}`.replace('shop.example', 'bu\u0308cher.example'),
        },
        visitor,
      );
      expect(response.status).toBe(200);
      const { ok, id } = (await response.json()) as { ok: boolean; id: string };
      expect(ok).toBe(true);
      const email = `ana-${visitor.email()}`.replace('shop.example', 'xn--bcher-kva.example');
      expect((await t.stored()).filter((r) => r.id === id)).toEqual([
        expect.objectContaining({ name: 'José Nuñez', email, message: 'Hola\n\tequipo', language: 'es' }),
      ]);
      await eventually(async () =>
        expect((await t.deliveries()).filter((d) => d.applicationId === id)).toHaveLength(1),
      );
    },
    LIVE_TEST_TIMEOUT_MS,
  );

  it(
    'refuses malformed values with 400 and a message per field in the visitor language, storing nothing and keeping the allowance',
    async () => {
      const t = target();
      const visitor = newVisitor('refused');
      for (const [label, change, field] of REFUSED_BODIES) {
        for (const language of ['en', 'es']) {
          const response = await send(
            t,
            { ...validApplication(visitor.email()), language, ...change },
            visitor,
          );
          expect(response.status, label).toBe(400);
          const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
          expect(body.error.code, label).toBe('invalid_input');
          expect(Object.keys(body.error.fields), label).toEqual([field]);
          expect(body.error.fields[field], label).toMatch(
            language === 'es' ? /[áéíóúñ]|Por favor|Este valor/ : /^[\x20-\x7e]+$/,
          );
        }
      }
      expect((await t.stored()).filter((r) => r.email === visitor.email())).toEqual([]);
      // None of the refusals used the allowance.
      for (let i = 1; i <= t.rateLimitMax; i++) {
        expect((await send(t, validApplication(visitor.email(i)), visitor)).status).toBe(200);
      }
      expect((await send(t, validApplication(visitor.email(99)), visitor)).status).toBe(429);
    },
    LIVE_TEST_TIMEOUT_MS,
  );

  it(
    "takes a browser's form post: stored once when sent twice, the browser sent (303) to the site's confirmation; an invalid one refused with a page in its language",
    async () => {
      const t = target();
      const visitor = newVisitor('form');
      const fields = { ...validApplication(visitor.email()), message: 'Hola\r\n\tequipo', website: '' };
      for (let i = 0; i < 2; i++) {
        const response = await sendForm(t, fields, visitor);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(`${t.siteUrl}/es/partners/gracias`);
      }
      expect((await t.stored()).filter((r) => r.email === visitor.email())).toEqual([
        expect.objectContaining({ name: 'Ana Pérez', message: 'Hola\n\tequipo', language: 'es' }),
      ]);

      const refused = await sendForm(
        t,
        { ...fields, email: visitor.email(1).replace('.example', '') },
        visitor,
      );
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await refused.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<p class="error" id="email-error">Ingresa un correo electrónico válido.</p>');
      expect(html).toContain('value="Tienda Sur"');
      expect((await t.stored()).filter((r) => r.email.startsWith(visitor.email(1).split('@')[0]!))).toEqual(
        [],
      );
    },
    LIVE_TEST_TIMEOUT_MS,
  );

  it(
    'answers a repeated Idempotency-Key with the first answer and stores the application once',
    async () => {
      const t = target();
      const visitor = newVisitor('repeat');
      const key = crypto.randomUUID();
      const body = validApplication(visitor.email());
      // Sent at once, each repeat still counts against the allowance until the
      // first is stored (decision 044), so no more at once than the allowance.
      const answers = await Promise.all(
        Array.from({ length: t.rateLimitMax }, () => send(t, body, visitor, { 'idempotency-key': key })),
      );
      const later = await send(t, body, visitor, { 'idempotency-key': key });
      const ids = await Promise.all(
        [...answers, later].map(async (r) => [r.status, ((await r.json()) as { id: string }).id]),
      );
      expect(new Set(ids.map(([status]) => status))).toEqual(new Set([200]));
      expect(new Set(ids.map(([, id]) => id)).size).toBe(1);
      expect((await t.stored()).filter((r) => r.email === visitor.email())).toHaveLength(1);
      const other = await send(t, { ...body, company: 'Otra' }, visitor, { 'idempotency-key': key });
      expect(other.status).toBe(422);
      await eventually(async () =>
        expect((await t.deliveries()).filter((d) => d.replyTo === visitor.email())).toHaveLength(1),
      );
    },
    LIVE_TEST_TIMEOUT_MS,
  );

  it(
    'keys the rate limit on what the platform guarantees: a new X-Forwarded-For claim is no new allowance',
    async () => {
      const t = target();
      const visitor = newVisitor('spoof');
      const statuses: number[] = [];
      for (let i = 0; i <= t.rateLimitMax; i++) {
        // The visitor claims another address each time; the gateway (or the connection) tells the truth.
        const response = await send(t, validApplication(visitor.email(i)), visitor, {
          'x-forwarded-for': `10.${i}.0.1`,
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array.from({ length: t.rateLimitMax }, () => 200), 429]);
    },
    LIVE_TEST_TIMEOUT_MS,
  );

  it('stores 200 concurrent valid applications from distinct addresses once each and notifies each once', async () => {
    const t = target();
    const batch = Array.from({ length: 200 }, () => newVisitor('load'));
    const responses = await Promise.all(batch.map((v) => send(t, validApplication(v.email()), v)));
    expect(responses.filter((r) => r.status !== 200).map((r) => r.status)).toEqual([]);
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(200);
    const emails = new Set(batch.map((v) => v.email()));
    const stored = (await t.stored()).filter((r) => emails.has(r.email));
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((r) => r.email)).size).toBe(200);
    await eventually(async () => {
      const delivered = (await t.deliveries()).filter((d) => emails.has(d.replyTo));
      expect(delivered).toHaveLength(200);
      expect(new Set(delivered.map((d) => d.applicationId)).size).toBe(200);
    }, 60_000);
  }, 90_000);
}
