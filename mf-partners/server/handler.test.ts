// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import {
  createPartnerApplicationHandler,
  drainOutbox,
  FUNCTION_PATH,
  type HandlerOptions,
} from '../supabase/functions/_shared/partner-application/handler.ts';
import type { MailMessage, Mailer } from '../supabase/functions/_shared/partner-application/mail.ts';
import { createSqlStore, type Db } from '../supabase/functions/_shared/partner-application/storage.ts';
import { openDatabase } from './database.mjs';

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

let pg: PGlite;
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
    teamAddress: 'team@intenta.example',
    fromAddress: 'no-reply@intenta.example',
    rateLimit: { max: 3, windowSeconds: 600 },
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

const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

beforeAll(async () => {
  ({ pg, db, close } = await openDatabase(undefined));
}, 60_000);
afterAll(() => close());
beforeEach(async () => {
  await pg.exec('truncate partner_applications, partner_notification_outbox, partner_rate_limits cascade');
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

  it('answers 415 unless the body is JSON', async () => {
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
    const form = await handler(new Request(URL_, { method: 'POST', body: new URLSearchParams(valid) }));
    expect(form.status).toBe(415);
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
    const streamed = await handler(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        // @ts-expect-error Node's Request needs duplex for a stream body.
        duplex: 'half',
      }),
    );
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
