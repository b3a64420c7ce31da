import { expect, siteOrigin, test } from '../../support/fixtures';
import { FUNCTION_URL, mailsTo, storedApplications, uniqueVisitor } from './helpers';

const application = (email: string) => ({
  name: 'Ana Test',
  email,
  company: 'Tienda Sur',
  country: 'Uruguay',
  partnerType: 'referral',
  message: '',
  language: 'en',
});

test('the local API answers the site origin preflight and refuses bad requests with the decided codes', async () => {
  const preflight = await fetch(FUNCTION_URL, {
    method: 'OPTIONS',
    headers: {
      origin: siteOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, apikey, x-client-info, content-type',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');

  expect((await fetch(FUNCTION_URL)).status).toBe(405);
  const notJson = await fetch(FUNCTION_URL, { method: 'POST', body: 'name=Ana' });
  expect(notJson.status).toBe(415);
  const tooBig = await fetch(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...application('big@shop.example'), message: 'x'.repeat(40_000) }),
  });
  expect(tooBig.status).toBe(413);
  const invalid = await fetch(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...application('not-an-email'), language: 'es' }),
  });
  expect(invalid.status).toBe(400);
  expect(await invalid.json()).toMatchObject({
    error: { code: 'invalid_input', fields: { email: 'Ingresa un correo electrónico válido.' } },
  });
});

test('a filled honeypot answers like a success but nothing is stored or mailed', async () => {
  const { email, address } = uniqueVisitor('bot');
  const response = await fetch(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ...application(email), website: 'https://spam.example' }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, id: expect.any(String) });
  expect((await storedApplications()).filter((r) => r.email === email)).toEqual([]);
  expect(mailsTo(email)).toEqual([]);
});

test('the rate limit answers 429 with Retry-After for one client address', async () => {
  // The local server's limit (PARTNERS_RATE_LIMIT_MAX, 5 per 10 minutes unless set).
  const max = Number(process.env.PARTNERS_RATE_LIMIT_MAX ?? 5);
  const { address } = uniqueVisitor('limit');
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < max + 2; i++) {
    const response = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ ...application(`limit${i}@shop.example`), website: 'trap' }),
    });
    statuses.push(response.status);
    if (response.status === 429) retryAfter = response.headers.get('retry-after');
  }
  expect(statuses.slice(0, max)).toEqual(Array.from({ length: max }, () => 200));
  expect(statuses.slice(max)).toEqual([429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});
