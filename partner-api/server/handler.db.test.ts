// @vitest-environment node
import {
  clientAddressOf,
  createPartnerApplicationHandler,
  DEFAULT_MAIL_TIMEOUT_MS,
  drainOutbox,
  FUNCTION_PATH,
  hashAddress,
  MailTimeoutError,
  notificationIdempotencyKey,
  OUTBOX_CLAIM_SECONDS,
  type HandlerOptions,
} from '../supabase/functions/_shared/partner-application/handler.ts';
import {
  createHttpMailer,
  notificationMessage,
  type MailMessage,
  type Mailer,
} from '../supabase/functions/_shared/partner-application/mail.ts';
import { createSqlStore, type Db } from '../supabase/functions/_shared/partner-application/storage.ts';
import { LIST_APPLICATIONS_SQL, openDatabase } from './database.mjs';

const SITE = 'http://localhost:3000';
const URL_ = `http://localhost:54321${FUNCTION_PATH}`;
const valid = {
  name: ' Ana Pérez ',
  email: 'ana@tienda.example',
  company: 'Tienda Sur',
  country: 'Argentina',
  partnerType: 'strategic',
  message: ' Hola ',
  language: 'es',
};

let db: Db;
let close: () => Promise<void>;
let now: Date;
let sent: MailMessage[];
let failNext: number;
let background: Promise<unknown>[];
let gate: Promise<void> | null;

const clock = { now: () => new Date(now) };
const mailer: Mailer = {
  async send(message) {
    if (gate) await gate;
    if (failNext > 0) {
      failNext--;
      throw new Error('provider down');
    }
    sent.push(message);
  },
};

function options(over: Partial<HandlerOptions> = {}): HandlerOptions {
  return {
    store: createSqlStore(db),
    mailer,
    clock,
    allowedOrigins: [SITE],
    siteUrl: SITE,
    teamAddress: 'team@intenta.example',
    fromAddress: 'no-reply@intenta.example',
    rateLimit: { max: 3, windowSeconds: 600 },
    // These tests play the platform's gateway: the last X-Forwarded-For entry is the client.
    trustedProxyHops: 1,
    waitUntil: (work) => void background.push(work),
    log: () => {},
    ...over,
  };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function postStream(body: ReadableStream<Uint8Array>) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    // @ts-expect-error Node's Request needs duplex for a stream body.
    duplex: 'half',
  });
}

const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

beforeAll(async () => {
  ({ db, close } = await openDatabase(undefined));
}, 60_000);
afterAll(() => close());
beforeEach(async () => {
  await db.query('truncate partner_applications, partner_notification_outbox, partner_rate_limits cascade');
  now = new Date('2025-06-01T12:00:00Z');
  sent = [];
  failNext = 0;
  background = [];
  gate = null;
});

describe('send-partner-notification handler', () => {
  it('stores a valid application before answering 200 {ok, id}, then mails the team from the outbox', async () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    const handler = createPartnerApplicationHandler(options());
    const response = await handler(post(valid, { origin: SITE }));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const rows = await db.query<Record<string, unknown>>('select * from partner_applications');
    expect(rows).toEqual([
      expect.objectContaining({
        id: body.id,
        name: 'Ana Pérez',
        message: 'Hola',
        partner_type: 'strategic',
        language: 'es',
        client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    // The answer came while the mail was still held back: it goes out after the answer.
    expect(sent).toHaveLength(0);
    release();
    await Promise.all(background);
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'team@intenta.example',
        replyTo: 'ana@tienda.example',
        subject: 'New partner application: Tienda Sur (Strategic Partner)',
        text: expect.stringContaining('Country: Argentina'),
      }),
    ]);
    const [outbox] = await db.query<{ sent_at: unknown; attempts: number }>(
      'select * from partner_notification_outbox',
    );
    expect(outbox).toMatchObject({ attempts: 1, sent_at: expect.any(Date) });
  });

  it('answers 400 invalid_input with a message per field, in the application language, storing nothing', async () => {
    const handler = createPartnerApplicationHandler(options());
    const response = await handler(post({ ...valid, name: '  ', email: 'nope', partnerType: 'x' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: expect.any(String),
        fields: {
          name: 'Este campo es obligatorio.',
          email: 'Ingresa un correo electrónico válido.',
          partnerType: 'Elige una de las opciones de la lista.',
        },
      },
    });
    const english = await handler(post({ ...valid, language: 'en', company: 'x'.repeat(151) }));
    expect(await english.json()).toMatchObject({
      error: { fields: { company: 'This value is too long. (max 150)' } },
    });
    expect(await count('partner_applications')).toBe(0);
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const response = await createPartnerApplicationHandler(options())(post('{"name":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('answers 415 unless the body is JSON or a plain form post', async () => {
    const handler = createPartnerApplicationHandler(options());
    const response = await handler(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(valid),
      }),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    // A multipart form is not what the site's form sends.
    const multipart = new FormData();
    for (const [name, value] of Object.entries(valid)) multipart.set(name, value);
    const form = await handler(new Request(URL_, { method: 'POST', body: multipart }));
    expect(form.status).toBe(415);
    expect(await count('partner_applications')).toBe(0);
  });

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const handler = createPartnerApplicationHandler(options({ maxBodyBytes: 1024 }));
    const big = { ...valid, message: 'x'.repeat(2000) };
    expect((await handler(post(big))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const streamed = await handler(postStream(stream));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(await count('partner_applications')).toBe(0);
  });

  it('answers 405 with Allow for other methods', async () => {
    const handler = createPartnerApplicationHandler(options());
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await handler(new Request(URL_, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    }
  });

  it('answers the CORS preflight for the site origins with the headers supabase-js sends', async () => {
    const handler = createPartnerApplicationHandler(options());
    const ok = await handler(
      new Request(URL_, {
        method: 'OPTIONS',
        headers: { origin: SITE, 'access-control-request-method': 'POST' },
      }),
    );
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    for (const header of ['authorization', 'apikey', 'x-client-info', 'content-type']) {
      expect(ok.headers.get('access-control-allow-headers')).toContain(header);
    }
    const other = await handler(
      new Request(URL_, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }),
    );
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const post403 = await handler(post(valid, { origin: 'https://evil.example' }));
    expect(post403.status).toBe(403);
    expect(await count('partner_applications')).toBe(0);
  });

  it('answers like a success but stores and mails nothing when the honeypot is filled', async () => {
    const handler = createPartnerApplicationHandler(options());
    const response = await handler(post({ ...valid, website: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: expect.any(String) });
    await Promise.all(background);
    expect(await count('partner_applications')).toBe(0);
    expect(await count('partner_notification_outbox')).toBe(0);
    expect(sent).toEqual([]);
  });

  it('rate-limits per client address with 429 and Retry-After, kept in the database', async () => {
    // Two handler instances share the database, as two hosted instances would.
    const first = createPartnerApplicationHandler(options());
    const second = createPartnerApplicationHandler(options());
    expect((await first(post(valid))).status).toBe(200);
    expect((await second(post(valid))).status).toBe(200);
    expect((await first(post(valid))).status).toBe(200);
    now = new Date(now.getTime() + 100_000);
    const limited = await second(post(valid));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('500');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Another address is not limited.
    expect((await first(post(valid, { 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }))).status).toBe(200);
    // The window passes.
    now = new Date(now.getTime() + 500_000);
    expect((await first(post(valid))).status).toBe(200);
    expect(await count('partner_applications')).toBe(5);
  });

  it('answers 500 with an error body when storage fails', async () => {
    const broken: Db = { query: () => Promise.reject(new Error('database down')) };
    const handler = createPartnerApplicationHandler(options({ store: createSqlStore(broken) }));
    const response = await handler(post(valid, { origin: SITE }));
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await response.json()).toMatchObject({
      error: { code: 'internal_error', message: expect.any(String) },
    });
  });

  it('keeps the application when the mail fails and retries the outbox until it is sent', async () => {
    failNext = 2;
    const handler = createPartnerApplicationHandler(options());
    const response = await handler(post(valid));
    expect(response.status).toBe(200);
    await Promise.all(background);
    expect(sent).toHaveLength(0);
    expect(await count('partner_applications')).toBe(1);
    let [row] = await db.query<{ attempts: number; sent_at: unknown; last_error: string }>(
      'select * from partner_notification_outbox',
    );
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: 'provider down' });

    // Not due yet: nothing is tried.
    const o = options();
    expect(await drainOutbox(o)).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + 30_000);
    expect(await drainOutbox(o)).toEqual({ sent: 0, failed: 1 });
    now = new Date(now.getTime() + 59_000);
    expect(await drainOutbox(o)).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + 1_000);
    expect(await drainOutbox(o)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    [row] = await db.query('select * from partner_notification_outbox');
    expect(row).toMatchObject({ attempts: 3, sent_at: expect.any(Date), last_error: null });
    // Sent once only.
    now = new Date(now.getTime() + 3_600_000);
    expect(await drainOutbox(o)).toEqual({ sent: 0, failed: 0 });
  });

  it('stores concurrent applications once each', async () => {
    const handler = createPartnerApplicationHandler(options());
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        handler(post({ ...valid, email: `p${i}@shop.example` }, { 'x-forwarded-for': `192.0.2.${i}` })),
      ),
    );
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(20);
    expect(await count('partner_applications')).toBe(20);
    await Promise.all(background);
    expect(new Set(sent.map((m) => m.replyTo)).size).toBe(20);
    expect(sent).toHaveLength(20);
  });
});

describe('send-partner-notification handler: hardening (decision 044)', () => {
  /** Every SQL parameter the handler sends, to prove what reaches the database. */
  function recordingDb(): { db: Db; params: unknown[][] } {
    const params: unknown[][] = [];
    return {
      params,
      db: {
        query: (text, values = []) => {
          params.push(values);
          return db.query(text, values);
        },
      },
    };
  }

  it('refuses NUL, ESC, BEL, bidi overrides and invisible-only values with 400 per field; NUL never reaches the database', async () => {
    const recorded = recordingDb();
    const handler = createPartnerApplicationHandler(options({ store: createSqlStore(recorded.db) }));
    const response = await handler(
      post({
        ...valid,
        name: 'Ana\u0000',
        company: 'Tienda\u001b[2J',
        country: '\u202eanitnegrA',
        message: 'ding\u0007',
        email: 'ana\u0000@shop.example',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: expect.any(String),
        fields: {
          name: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
          email: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
          company: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
          country: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
          message: 'Por favor quita los caracteres de control o de dirección del texto de este campo.',
        },
      },
    });
    const invisible = await handler(
      post({ ...valid, language: 'en', name: '\u200b\u200b', company: '\u2060' }),
    );
    expect(invisible.status).toBe(400);
    expect(await invisible.json()).toMatchObject({
      error: {
        fields: {
          name: 'Please enter visible text, not only spaces or invisible characters.',
          company: 'Please enter visible text, not only spaces or invisible characters.',
        },
      },
    });
    expect(recorded.params).toEqual([]);
    expect(await count('partner_applications')).toBe(0);
    expect(await count('partner_rate_limits')).toBe(0);
  });

  it('stores an application normalised to NFC, with an internationalised domain as punycode', async () => {
    const handler = createPartnerApplicationHandler(options());
    const response = await handler(
      post({ ...valid, name: 'Jose\u0301', email: 'ana@bu\u0308cher.example', message: 'a\r\n\tb' }),
    );
    expect(response.status).toBe(200);
    const [row] = await db.query<Record<string, string>>(
      'select name, email, message from partner_applications',
    );
    expect(row).toEqual({ name: 'José', email: 'ana@xn--bcher-kva.example', message: 'a\n\tb' });
  });

  it('answers 400 to a body that is not UTF-8 or breaks off, and stores nothing', async () => {
    const handler = createPartnerApplicationHandler(options());
    const latin1 = await handler(post(new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]) as unknown as string));
    expect(latin1.status).toBe(400);
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
        controller.error(new Error('aborted'));
      },
    });
    const cut = await handler(postStream(broken));
    expect(cut.status).toBe(400);
    expect(await cut.json()).toMatchObject({ error: { code: 'invalid_body' } });
    expect(await count('partner_applications')).toBe(0);
  });

  it('does not use up the allowance for requests refused as invalid', async () => {
    const handler = createPartnerApplicationHandler(options());
    const refused = () => [
      post({ ...valid, name: 'Ana\u0000' }),
      post({ ...valid, email: 'nope' }),
      post('{"name":'),
      post(valid, { 'idempotency-key': 'short' }),
      new Request(URL_, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
      post({ ...valid, message: 'x'.repeat(20_000) }),
    ];
    for (let round = 0; round < 3; round++) {
      for (const request of refused()) expect((await handler(request)).status).toBeGreaterThanOrEqual(400);
    }
    // The allowance (3) is still whole.
    for (let i = 0; i < 3; i++)
      expect((await handler(post({ ...valid, email: `v${i}@shop.example` }))).status).toBe(200);
    expect((await handler(post(valid))).status).toBe(429);
  });

  it('keys the rate limit on what the trusted proxies appended, never on what the client sent', async () => {
    const handler = createPartnerApplicationHandler(options());
    // The client invents a new leftmost entry each time; the gateway's entry stays 203.0.113.7.
    const spoofed = ['1.1.1.1, 203.0.113.7', '2.2.2.2, 203.0.113.7', ', 203.0.113.7', '203.0.113.7'];
    const statuses = [];
    for (const header of spoofed)
      statuses.push((await handler(post(valid, { 'x-forwarded-for': header }))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    // Without proxies (the local server), the header is ignored: the connection address counts.
    const direct = createPartnerApplicationHandler(options({ trustedProxyHops: 0 }));
    const local = { remoteAddress: '127.0.0.1' };
    const directStatuses = [];
    for (const header of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      directStatuses.push((await direct(post(valid, { 'x-forwarded-for': header }), local)).status);
    }
    expect(directStatuses).toEqual([200, 200, 200, 429]);
    expect((await direct(post(valid), { remoteAddress: '127.0.0.2' })).status).toBe(200);
  });

  it('picks the client address by counting trusted hops from the right', () => {
    const request = (xff?: string) =>
      new Request(URL_, { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
    const socket = { remoteAddress: '10.0.0.9' };
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7'), socket, 1)).toBe('203.0.113.7');
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7, 10.1.1.1'), socket, 2)).toBe('203.0.113.7');
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7'), socket, 0)).toBe('10.0.0.9');
    // Fewer entries than proxies, or an empty entry: not from the proxies; the connection counts.
    expect(clientAddressOf(request('203.0.113.7'), socket, 2)).toBe('10.0.0.9');
    expect(clientAddressOf(request(''), socket, 1)).toBe('10.0.0.9');
    expect(clientAddressOf(request(), socket, 1)).toBe('10.0.0.9');
    expect(clientAddressOf(request(), undefined, 0)).toBe('unknown');
  });

  it('deletes rate-limit windows once they have ended', async () => {
    const handler = createPartnerApplicationHandler(options());
    expect((await handler(post(valid, { 'x-forwarded-for': '192.0.2.1' }))).status).toBe(200);
    now = new Date(now.getTime() + 300_000);
    expect((await handler(post(valid, { 'x-forwarded-for': '192.0.2.2' }))).status).toBe(200);
    await Promise.all(background);
    expect(await count('partner_rate_limits')).toBe(2);
    now = new Date(now.getTime() + 300_000); // the first window (600 s) has ended
    expect((await handler(post(valid, { 'x-forwarded-for': '192.0.2.3' }))).status).toBe(200);
    await Promise.all(background);
    const keys = await db.query<{ key_hash: string }>('select key_hash from partner_rate_limits');
    expect(keys).toHaveLength(2);
    expect(keys.map((k) => k.key_hash)).not.toContain(await hashAddress('192.0.2.1'));
  });

  it('stores an application once per Idempotency-Key and answers a repeat with the first answer', async () => {
    const handler = createPartnerApplicationHandler(options());
    const key = 'b6f1d0e2-5c8a-4c57-9d0e-1f2a3b4c5d6e';
    const first = await handler(post(valid, { 'idempotency-key': key }));
    const firstBody = await first.json();
    expect(first.status).toBe(200);
    // The visitor's retry after a lost answer, even with a new gateway entry: the same answer.
    for (const xff of ['203.0.113.7', '203.0.113.8']) {
      const again = await handler(post(valid, { 'idempotency-key': key, 'x-forwarded-for': xff }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(firstBody);
    }
    expect(await count('partner_applications')).toBe(1);
    expect(await count('partner_notification_outbox')).toBe(1);
    // Repeats did not use the allowance: two more new applications fit (limit 3).
    expect((await handler(post(valid, { 'idempotency-key': `${key}-2` }))).status).toBe(200);
    expect((await handler(post(valid))).status).toBe(200);
    await Promise.all(background);
    expect(sent).toHaveLength(3);

    // The same key with another application is refused, not silently merged.
    const other = await handler(post({ ...valid, company: 'Otra' }, { 'idempotency-key': key }));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    const bad = await handler(post(valid, { 'idempotency-key': 'not a key!' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_idempotency_key' } });
    expect(await count('partner_applications')).toBe(3);
  });

  it('stores one application when the same Idempotency-Key arrives many times at once', async () => {
    const handler = createPartnerApplicationHandler(options({ rateLimit: { max: 100, windowSeconds: 600 } }));
    const key = 'concurrent-key-0123456789';
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => handler(post(valid, { 'idempotency-key': key }))),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    expect(new Set(bodies.map((b) => (b as { id: string }).id)).size).toBe(1);
    expect(await count('partner_applications')).toBe(1);
    await Promise.all(background);
    expect(sent).toHaveLength(1);
  });

  it('lets supabase-js send Idempotency-Key from the site (CORS)', async () => {
    const preflight = await createPartnerApplicationHandler(options())(
      new Request(URL_, {
        method: 'OPTIONS',
        headers: { origin: SITE, 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
  });

  it('passes the outbox id as the provider idempotency key, the same on every attempt', async () => {
    const keys: string[] = [];
    const flaky: Mailer = {
      async send(_message, { idempotencyKey }) {
        keys.push(idempotencyKey);
        if (keys.length === 1) throw new Error('provider down');
      },
    };
    const handler = createPartnerApplicationHandler(options({ mailer: flaky }));
    expect((await handler(post(valid))).status).toBe(200);
    await Promise.all(background);
    now = new Date(now.getTime() + 30_000);
    expect(await drainOutbox(options({ mailer: flaky }))).toEqual({ sent: 1, failed: 0 });
    const [row] = await db.query<{ id: number }>('select id from partner_notification_outbox');
    expect(keys).toEqual([
      notificationIdempotencyKey(Number(row?.id)),
      notificationIdempotencyKey(Number(row?.id)),
    ]);
    expect(keys[0]).toBe(`partner-outbox-${row?.id}`);
  });

  it('gives up waiting for the mail provider after the timeout, aborts the call, and retries later', async () => {
    let aborted: unknown = null;
    const hanging: Mailer = {
      send: (_message, { signal }) =>
        new Promise<void>((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = signal.reason;
            reject(signal.reason);
          });
        }),
    };
    const o = options({ mailer: hanging, mailTimeoutMs: 20 });
    const handler = createPartnerApplicationHandler(o);
    expect((await handler(post(valid))).status).toBe(200);
    await Promise.all(background);
    expect(aborted).toBeInstanceOf(MailTimeoutError);
    const [row] = await db.query<Record<string, unknown>>('select * from partner_notification_outbox');
    expect(row).toMatchObject({ attempts: 1, sent_at: null, locked_until: null, dead_at: null });
    expect(String(row?.last_error)).toContain('did not answer within 20 ms');

    // A mailer that ignores the abort signal is not waited for either.
    const deaf: Mailer = { send: () => new Promise<void>(() => {}) };
    now = new Date(now.getTime() + 30_000);
    expect(await drainOutbox(options({ mailer: deaf, mailTimeoutMs: 20 }))).toEqual({ sent: 0, failed: 1 });
    // The timeout must stay below the claim, or a claim could expire mid-send.
    await expect(drainOutbox(options({ mailTimeoutMs: OUTBOX_CLAIM_SECONDS * 1000 }))).rejects.toThrow(
      /shorter/,
    );
    expect(DEFAULT_MAIL_TIMEOUT_MS).toBeLessThan(OUTBOX_CLAIM_SECONDS * 1000);
  });

  it('stops after the capped number of attempts in a visible dead-letter state, and logs it', async () => {
    failNext = 99;
    const logged: string[] = [];
    const o = options({ maxNotificationAttempts: 3, log: (message) => void logged.push(message) });
    const handler = createPartnerApplicationHandler(o);
    const response = await handler(post(valid));
    const { id } = (await response.json()) as { id: string };
    await Promise.all(background);
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 3_600_000);
      await drainOutbox(o);
    }
    const [row] = await db.query<Record<string, unknown>>('select * from partner_notification_outbox');
    expect(row).toMatchObject({
      attempts: 3,
      sent_at: null,
      dead_at: expect.any(Date),
      last_error: 'provider down',
    });
    expect(logged.filter((m) => m.includes('gave up'))).toEqual([expect.stringContaining(id)]);
    // Dead means never claimed again.
    failNext = 0;
    now = new Date(now.getTime() + 86_400_000);
    expect(await drainOutbox(o)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
    // `npm run applications` shows it.
    const [listed] = await db.query<Record<string, unknown>>(LIST_APPLICATIONS_SQL);
    expect(listed).toMatchObject({ notification_attempts: 3, notification_dead_at: expect.any(Date) });
  });

  it('frees claims left by a killed process (local server start)', async () => {
    const store = createSqlStore(db);
    await store.insertApplication({ ...valid, partnerType: 'strategic', language: 'es' }, 'hash', now);
    expect(await store.claimDueNotifications(now, 10, 120)).toHaveLength(1);
    expect(await store.claimDueNotifications(now, 10, 120)).toHaveLength(0);
    expect(await store.releaseAllClaims()).toBe(1);
    expect(await store.claimDueNotifications(now, 10, 120)).toHaveLength(1);
  });
});

describe('send-partner-notification handler: form posts without JavaScript (decision 045)', () => {
  const OWN = 'http://localhost:54321';
  const formOptions = (over: Partial<HandlerOptions> = {}) => options({ ownOrigins: [OWN], ...over });

  /** A browser's plain form post of `fields` (application/x-www-form-urlencoded). */
  function formPost(fields: Record<string, string> | string, headers: Record<string, string> = {}) {
    return new Request(URL_, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        'x-forwarded-for': '203.0.113.9',
        ...headers,
      },
      body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    });
  }
  const typed = { ...valid, website: '' };
  const rows = () =>
    db.query<Record<string, unknown>>(
      'select name, email, company, country, partner_type, message, language from partner_applications',
    );

  it('stores a valid form post once and sends the browser (303) to the confirmation in its language', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    const response = await handler(formPost({ ...typed, message: ' Hola\r\nqué tal ' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/es/partners/gracias`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(await rows()).toEqual([
      {
        name: 'Ana Pérez',
        email: 'ana@tienda.example',
        company: 'Tienda Sur',
        country: 'Argentina',
        partner_type: 'strategic',
        message: 'Hola\nqué tal',
        language: 'es',
      },
    ]);
    await Promise.all(background);
    expect(sent).toHaveLength(1);

    const english = await handler(formPost({ ...typed, email: 'en@tienda.example', language: 'en' }));
    expect(english.headers.get('location')).toBe(`${SITE}/partners/thanks`);
  });

  it('stores what the JSON call stores for the same application (one validation)', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    const application = {
      ...valid,
      name: ' Jose\u0301 Núñez ',
      email: 'ana@bücher.example',
      message: '  Línea 1\r\n\tLínea 2 ',
    };
    expect((await handler(post(application))).status).toBe(200);
    expect((await handler(formPost({ ...application, website: '' }))).status).toBe(303);
    const [json, form] = await rows();
    expect(form).toEqual(json);
    expect(form).toMatchObject({ name: 'José Núñez', email: 'ana@xn--bcher-kva.example' });
  });

  it('stores the same form posted twice at once (a double click) once', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    const answers = await Promise.all([handler(formPost(typed)), handler(formPost(typed))]);
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${SITE}/es/partners/gracias`);
    }
    expect(await count('partner_applications')).toBe(1);
  });

  it('answers a resent form post as stored without storing it again or using the allowance', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    for (let i = 0; i < 4; i++) expect((await handler(formPost(typed))).status).toBe(303);
    expect(await count('partner_applications')).toBe(1);
    // The same visitor's other applications are new ones: the allowance (3) counts two more.
    expect((await handler(formPost({ ...typed, message: 'Otra cosa' }))).status).toBe(303);
    expect((await handler(formPost({ ...typed, message: 'Una tercera' }))).status).toBe(303);
    expect((await handler(formPost({ ...typed, message: 'Una cuarta' }))).status).toBe(429);
    expect(await count('partner_applications')).toBe(3);
  });

  it('refuses an invalid form post with a page in its language: what is wrong, and every value typed', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    const response = await handler(
      formPost({
        ...typed,
        name: '<script>alert(1)</script>',
        email: 'ana@tienda',
        company: '   ',
        partnerType: 'implementation',
        message: '\nPrimera línea "citada" & más',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe('es');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
    expect(policy).toContain(`form-action 'self' ${SITE}`);
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Tu solicitud todavía no se ha enviado</h1>');
    // The endpoint's own messages, as the JSON answer gives them, next to their fields.
    expect(html).toContain('<p class="error" id="email-error">Ingresa un correo electrónico válido.</p>');
    expect(html).toContain('<p class="error" id="company-error">Este campo es obligatorio.</p>');
    expect(html).toContain('aria-invalid="true" aria-describedby="company-error"');
    expect(html).toContain('<a href="#email">Email: Ingresa un correo electrónico válido.</a>');
    // Every value as typed, escaped: nothing runs, nothing is lost.
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="ana@tienda"');
    expect(html).toContain('value="   "');
    expect(html).toContain('<option value="implementation" selected>');
    expect(html).toContain('>\n\nPrimera línea &quot;citada&quot; &amp; más</textarea>');
    // It posts here again (no action: the page's own address), with the language.
    expect(html).toContain('<form method="post" accept-charset="UTF-8" novalidate>');
    expect(html).toContain('<input type="hidden" name="language" value="es">');
    expect(html).toContain(`<a href="${SITE}/es/partners">Volver a la página de partners</a>`);
    expect(await count('partner_applications')).toBe(0);
  });

  it('refuses an invalid form post in English when the application is in English', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    const response = await handler(formPost({ ...typed, language: 'en', country: 'x'.repeat(101) }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Your application has not been sent yet</h1>');
    expect(html).toContain('This value is too long. (max 100)');
    expect(html).toContain(`<a href="${SITE}/partners">Back to the partner page</a>`);
  });

  it('does not use up the allowance for refused form posts', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    for (let i = 0; i < 5; i++)
      expect((await handler(formPost({ ...typed, email: 'nope' }))).status).toBe(400);
    expect((await handler(formPost(typed))).status).toBe(303);
  });

  it('answers a filled honeypot like a stored application: 303 to the confirmation, nothing stored', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    const response = await handler(formPost({ ...typed, website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/es/partners/gracias`);
    await Promise.all(background);
    expect(await count('partner_applications')).toBe(0);
    expect(sent).toEqual([]);
  });

  it('answers a rate-limited form post with 429, Retry-After and a page that keeps the values', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    for (let i = 0; i < 3; i++) {
      expect((await handler(formPost({ ...typed, email: `p${i}@tienda.example` }))).status).toBe(303);
    }
    const limited = await handler(formPost({ ...typed, email: 'late@tienda.example', language: 'en' }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    const html = await limited.text();
    expect(html).toContain('Please send it again in 10 minutes');
    expect(html).toContain('value="late@tienda.example"');
    expect(await count('partner_applications')).toBe(3);
  });

  it('accepts a form post from the site, from its own page, or without Origin; refuses other origins', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    expect((await handler(formPost({ ...typed, email: 'a@tienda.example' }))).status).toBe(303);
    expect((await handler(formPost({ ...typed, email: 'b@tienda.example' }, { origin: OWN }))).status).toBe(
      303,
    );
    const noOrigin = formPost({ ...typed, email: 'c@tienda.example' });
    noOrigin.headers.delete('origin');
    expect((await handler(noOrigin)).status).toBe(303);
    for (const origin of ['https://evil.example', 'null']) {
      const refused = await handler(formPost({ ...typed, email: 'd@tienda.example' }, { origin }));
      expect(refused.status).toBe(403);
    }
    // Its own origin is for its page's form posts only: no JSON calls, no CORS.
    const json = await handler(post({ ...valid, email: 'e@tienda.example' }, { origin: OWN }));
    expect(json.status).toBe(403);
    expect(json.headers.get('access-control-allow-origin')).toBeNull();
    expect(await count('partner_applications')).toBe(3);
  });

  it('builds the confirmation address from the configured site only, never from the request', async () => {
    const handler = createPartnerApplicationHandler(
      formOptions({ siteUrl: 'https://intenta.example/ignored' }),
    );
    const response = await handler(
      formPost(typed, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        referer: 'https://evil.example/partners',
      }),
    );
    expect(response.headers.get('location')).toBe('https://intenta.example/es/partners/gracias');
    expect(() => formOptions({ siteUrl: 'javascript:alert(1)' })).not.toThrow();
    expect(() => createPartnerApplicationHandler(formOptions({ siteUrl: 'javascript:alert(1)' }))).toThrow(
      /http\(s\)/,
    );
  });

  it('takes an application of the longest lengths in any script (three bytes per byte encoded)', async () => {
    const handler = createPartnerApplicationHandler(formOptions());
    const response = await handler(
      formPost({
        ...typed,
        name: '中'.repeat(100),
        company: '文'.repeat(150),
        country: '日'.repeat(100),
        message: '本'.repeat(2000),
      }),
    );
    expect(response.status).toBe(303);
    expect(await count('partner_applications')).toBe(1);
  });

  it('answers a body it cannot read with a page that says so in the asked language, storing nothing', async () => {
    const handler = createPartnerApplicationHandler(formOptions({ maxBodyBytes: 1024 }));
    const spanish = { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' };
    for (const body of ['name=%E0%A4%A', 'name=%C3%28&email=x', 'name=Ana&name=Eva']) {
      const response = await handler(formPost(body, spanish));
      expect(response.status, body).toBe(400);
      const html = await response.text();
      expect(html).toContain('No pudimos leer lo que envió tu navegador');
      expect(html).not.toContain('<form');
    }
    const tooLarge = await handler(formPost({ ...typed, message: 'x'.repeat(3 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain('We could not read what your browser sent');
    expect(await count('partner_applications')).toBe(0);
  });

  it('answers a storage failure with a page that keeps the values, and logs no value', async () => {
    const failure = Object.assign(new Error('new row violates check constraint "x"'), {
      detail: 'Failing row contains (Ana Pérez, ana@tienda.example, Tienda Sur).',
    });
    const broken: Db = { query: () => Promise.reject(failure) };
    const logged: string[] = [];
    const handler = createPartnerApplicationHandler(
      formOptions({
        store: createSqlStore(broken),
        log: (message, error) => void logged.push(`${message} ${String(error)}`),
      }),
    );
    const response = await handler(formPost(typed));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Algo falló de nuestro lado');
    expect(html).toContain('value="Tienda Sur"');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('check constraint');
    for (const value of ['Ana Pérez', 'ana@tienda.example', 'Tienda Sur'])
      expect(logged[0]).not.toContain(value);
  });
});

describe('notification e-mail and mail provider', () => {
  const stored = {
    ...valid,
    partnerType: 'strategic' as const,
    language: 'es' as const,
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: new Date('2025-06-01T12:00:00Z'),
  };

  it('keeps every one-line value on its own line (no forged lines from a stored value)', () => {
    const message = notificationMessage(
      { ...stored, name: 'Ana\nCompany: Fake Corp', country: 'AR\u2028Partner type: x' },
      { from: 'a@x.example', to: 'b@x.example' },
    );
    const lines = message.text.split('\n');
    expect(lines.filter((l) => l.startsWith('Company: '))).toEqual([`Company: ${stored.company}`]);
    expect(lines.filter((l) => l.startsWith('Partner type: '))).toHaveLength(1);
    expect(lines).toContain('Name: Ana Company: Fake Corp');
  });

  it('posts to the configured API base URL with the idempotency key and the abort signal', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const signal = new AbortController().signal;
    const message = notificationMessage(stored, { from: 'a@x.example', to: 'team@x.example' });
    await createHttpMailer({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/', fetch: fakeFetch }).send(message, {
      idempotencyKey: 'partner-outbox-7',
      signal,
    });
    await createHttpMailer({ apiKey: 'k', fetch: fakeFetch }).send(message, {
      idempotencyKey: 'partner-outbox-8',
    });
    expect(calls.map((c) => c.url)).toEqual(['http://127.0.0.1:9/emails', 'https://api.resend.com/emails']);
    expect(calls[0]?.init.headers).toMatchObject({
      'idempotency-key': 'partner-outbox-7',
      authorization: 'Bearer k',
    });
    expect(calls[0]?.init.signal).toBe(signal);
    const failing = (async () => new Response('nope', { status: 422 })) as unknown as typeof fetch;
    await expect(
      createHttpMailer({ apiKey: 'k', fetch: failing }).send(message, { idempotencyKey: 'x' }),
    ).rejects.toThrow('Mail provider answered 422: nope');
  });
});
