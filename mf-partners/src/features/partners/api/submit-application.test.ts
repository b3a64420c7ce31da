// The form's call to the endpoint: Idempotency-Key on every attempt, one
// automatic retry after a lost answer or a server failure, the server's
// per-field messages passed back.
import { configureSite, getSiteConfig } from 'shared';
import {
  ATTEMPT_TIMEOUT_MS,
  FUNCTION_NAME,
  functionUrl,
  newIdempotencyKey,
  submitPartnerApplication,
} from './submit-application';

const invoke = vi.fn();
vi.mock('@supabase/supabase-js', () => ({ createClient: () => ({ functions: { invoke } }) }));

const application = {
  name: 'Ana',
  email: 'ana@shop.example',
  company: 'Shop',
  country: 'Chile',
  partnerType: 'strategic' as const,
  message: '',
  language: 'es' as const,
};
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const httpError = (status: number, body: unknown) => ({
  data: null,
  error: new Error(`status ${status}`),
  response: answer(status, body),
});

beforeEach(() => invoke.mockReset());

describe('functionUrl', () => {
  it("is the function's address under the configured backend URL, as the client calls it", () => {
    const configured = getSiteConfig().backend.url;
    expect(functionUrl()).toBe('http://localhost:54321/functions/v1/send-partner-notification');
    try {
      configureSite({ backend: { url: 'https://project.supabase.example/' } });
      expect(functionUrl()).toBe('https://project.supabase.example/functions/v1/send-partner-notification');
    } finally {
      configureSite({ backend: { url: configured } });
    }
  });
});

describe('submitPartnerApplication', () => {
  it('sends the Idempotency-Key header with a timeout and resolves ok once stored', async () => {
    invoke.mockResolvedValue({ data: { ok: true, id: 'x' }, error: null });
    expect(await submitPartnerApplication(application, '', 'key-0123456789abcdef')).toEqual({ ok: true });
    expect(invoke).toHaveBeenCalledWith(FUNCTION_NAME, {
      body: { ...application, website: '' },
      headers: { 'Idempotency-Key': 'key-0123456789abcdef' },
      timeout: ATTEMPT_TIMEOUT_MS,
    });
  });

  it('retries once with the same key after a lost answer or a server failure', async () => {
    invoke
      .mockResolvedValueOnce({ data: null, error: new Error('timeout'), response: undefined })
      .mockResolvedValueOnce({ data: { ok: true }, error: null });
    expect(await submitPartnerApplication(application, '', 'key-aaaaaaaaaaaaaaaa')).toEqual({ ok: true });
    invoke.mockResolvedValue(httpError(500, { error: { code: 'internal_error' } }));
    expect(await submitPartnerApplication(application, '', 'key-bbbbbbbbbbbbbbbb')).toEqual({ ok: false });
    const keys = invoke.mock.calls.map(
      (call) => (call[1] as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toEqual([
      'key-aaaaaaaaaaaaaaaa',
      'key-aaaaaaaaaaaaaaaa',
      'key-bbbbbbbbbbbbbbbb',
      'key-bbbbbbbbbbbbbbbb',
    ]);
  });

  it('passes the per-field messages of a 400 back without retrying', async () => {
    invoke.mockResolvedValue(
      httpError(400, {
        error: { code: 'invalid_input', fields: { name: 'Este campo es obligatorio.', x: 1 } },
      }),
    );
    expect(await submitPartnerApplication(application)).toEqual({
      ok: false,
      fields: { name: 'Este campo es obligatorio.' },
    });
    invoke.mockResolvedValue(httpError(429, { error: { code: 'rate_limited' } }));
    expect(await submitPartnerApplication(application)).toEqual({ ok: false });
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('makes UUID keys, also where crypto.randomUUID is missing (plain-http origins)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
