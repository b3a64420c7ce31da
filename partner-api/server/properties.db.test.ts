// @vitest-environment node
// Property-based tests of the endpoint (fast-check) against the handler with
// an in-memory PGlite store: 1,000 generated invalid applications, none
// stored and none answered 5xx; 1,000 generated valid ones in many scripts,
// all stored as sent (normalised: NFC, trimmed, CR LF as LF, punycode domain);
// 1,000 of either kind sent both as JSON and as a browser's form post, judged
// alike (decision 045: one validation).
import fc from 'fast-check';
import { escapeHtml } from '../supabase/functions/_shared/partner-application/form-page.ts';
import { createPartnerApplicationHandler } from '../supabase/functions/_shared/partner-application/handler.ts';
import { createSqlStore, type Db } from '../supabase/functions/_shared/partner-application/storage.ts';
import {
  FIELD_MAX_LENGTH,
  PARTNER_TYPES,
} from '../supabase/functions/_shared/partner-application/validation.ts';
import { openDatabase } from './database.mjs';

const RUNS = 1000;
let db: Db;
let close: () => Promise<void>;
let handler: ReturnType<typeof createPartnerApplicationHandler>;

beforeAll(async () => {
  ({ db, close } = await openDatabase(undefined));
  handler = createPartnerApplicationHandler({
    store: createSqlStore(db),
    mailer: { send: async () => {} },
    clock: { now: () => new Date('2026-11-21T12:00:00Z') },
    allowedOrigins: [],
    siteUrl: 'http://localhost:3000',
    teamAddress: 'team@intenta.example',
    fromAddress: 'no-reply@intenta.example',
    rateLimit: { max: 1_000_000, windowSeconds: 600 },
    // Notifications are not what these properties are about.
    waitUntil: (work) => void work.catch(() => {}),
    log: () => {},
  });
}, 60_000);
afterAll(() => close());

let visitor = 0;
function post(body: unknown): Promise<Response> {
  return handler(
    new Request('http://127.0.0.1/functions/v1/send-partner-notification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { remoteAddress: `192.0.2.${visitor++ % 250}` },
  );
}

let formVisitor = 0;
/** The same application as a browser's form post (every value is text there), from a visitor of its own. */
function postForm(application: Record<string, unknown>): Promise<Response> {
  const fields = Object.fromEntries(
    Object.entries(application).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return handler(
    new Request('http://127.0.0.1/functions/v1/send-partner-notification', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
    { remoteAddress: `form-visitor-${formVisitor++}` },
  );
}

const count = async () =>
  Number((await db.query<{ n: number }>('select count(*)::int as n from partner_applications'))[0]?.n);

// ---------------------------------------------------------------------------
// Valid applications in many scripts.

/** Pieces of text people write: letters of many scripts, decomposed accents, emoji sequences, punctuation. */
const VISIBLE_PIECES = [
  'a',
  'Z',
  'ñ',
  'ç',
  'ß',
  'Ø',
  'é',
  'e\u0301',
  'n\u0303',
  'A\u030a',
  'ü',
  'u\u0308',
  'Ω',
  'ж',
  'Ж',
  'ع',
  'ب',
  'م',
  'ש',
  'ל',
  'ם',
  '中',
  '文',
  '日',
  '本',
  'ह',
  'ि',
  'न्',
  'क्‍ष',
  'ก',
  'ำ',
  '한',
  '글',
  'ﬁ',
  '𝔘',
  '𠀀',
  '👩‍💻',
  '🇦🇷',
  '👍🏽',
  '❤️',
  'می‌',
  '1',
  '9',
  '-',
  "'",
  '.',
  ',',
  '&',
  '(',
  ')',
  '/',
  '#',
  '@',
  '·',
  '€',
];
const SPACES = [' ', '  ', '\u00a0', '\u3000'];

const visibleText = (maxPieces: number) =>
  fc
    .tuple(
      fc.constantFrom(...VISIBLE_PIECES),
      fc.array(fc.oneof(fc.constantFrom(...VISIBLE_PIECES), fc.constantFrom(...SPACES)), {
        maxLength: maxPieces,
      }),
      fc.constantFrom('', ' ', '  ', '\u00a0'),
    )
    .map(([first, rest, edge]) => `${edge}${first}${rest.join('')}${edge}`);

const messageText = fc
  .array(fc.oneof(fc.constantFrom(...VISIBLE_PIECES), fc.constantFrom(' ', '\n', '\t', '\r\n', '\n\n')), {
    maxLength: 60,
  })
  .map((pieces) => pieces.join(''));

const LOCAL_PART = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9._+-]{0,20}[a-z0-9])?$/)
  .filter((s) => !s.includes('..'));
const DOMAIN_LABELS = [
  'shop',
  'tienda',
  'bücher',
  'münchen',
  'españa',
  'café',
  '日本',
  'пример',
  'ελλάδα',
  'x-y',
];
const TLDS = ['example', 'com', 'ar', 'рф', 'ελ', '中国'];
const email = fc
  .tuple(
    LOCAL_PART,
    fc.array(fc.constantFrom(...DOMAIN_LABELS), { minLength: 1, maxLength: 3 }),
    fc.constantFrom(...TLDS),
  )
  .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);

const validApplication = fc.record({
  name: visibleText(30),
  email,
  company: visibleText(40),
  country: visibleText(15),
  partnerType: fc.constantFrom(...PARTNER_TYPES),
  message: fc.oneof(messageText, fc.constant('')),
  language: fc.constantFrom('en', 'es'),
});

/** What the endpoint promises to store for a value sent. */
const oneLine = (value: string) => value.normalize('NFC').trim();
const multiline = (value: string) => value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
function asciiEmail(value: string) {
  const at = value.lastIndexOf('@');
  return `${value.slice(0, at)}@${new URL(`http://${value.slice(at + 1).normalize('NFC')}/`).hostname}`;
}

// ---------------------------------------------------------------------------
// Invalid applications: a valid one broken in one to three ways.

const CONTROL = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  fc.integer({ min: 0x7f, max: 0x9f }),
);
const BIDI = fc.constantFrom(
  0x061c,
  0x200e,
  0x200f,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
);
const INVISIBLE_ONLY = fc
  .array(
    fc.constantFrom(
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u3164',
      '\u2800',
      '\u0301',
      '\ufe0f',
      ' ',
    ),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((s) => s.join(''))
  .filter((s) => s.trim() !== '');
const TEXT_FIELDS = ['name', 'email', 'company', 'country', 'message'] as const;
const REQUIRED = ['name', 'email', 'company', 'country', 'partnerType', 'language'] as const;

type Application = Record<string, unknown>;
type Breaker = fc.Arbitrary<(a: Application) => Application>;

const insertAt = (value: unknown, char: string, where: number) => {
  if (typeof value !== 'string') return value; // already broken by another breaker
  const s = value || 'x';
  const at = Math.floor(where * (s.length + 1));
  // Inside the value (not at an end, where trimming would remove white space).
  return `${s.slice(0, Math.max(1, at))}${char}${s.slice(Math.max(1, at))}x`;
};

const breakers: Breaker[] = [
  // A control character (C0 other than tab/LF/CR, DEL, C1) in any text field.
  fc
    .tuple(fc.constantFrom(...TEXT_FIELDS), CONTROL, fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([field, code, where]) => (a) => ({
      ...a,
      [field]: insertAt(a[field], String.fromCharCode(code), where),
    })),
  // Tab, LF or CR inside a one-line field.
  fc
    .tuple(
      fc.constantFrom('name', 'company', 'country'),
      fc.constantFrom('\t', '\n', '\r', '\u2028', '\u2029'),
    )
    .map(([field, char]) => (a) => ({ ...a, [field]: insertAt(a[field], char, 0.5) })),
  // A bidi control anywhere.
  fc
    .tuple(fc.constantFrom(...TEXT_FIELDS), BIDI)
    .map(([field, code]) => (a) => ({ ...a, [field]: insertAt(a[field], String.fromCharCode(code), 0.5) })),
  // A lone surrogate.
  fc
    .tuple(fc.constantFrom(...TEXT_FIELDS), fc.integer({ min: 0xd800, max: 0xdfff }))
    .map(([field, code]) => (a) => ({ ...a, [field]: insertAt(a[field], String.fromCharCode(code), 1) })),
  // Only invisible characters.
  fc
    .tuple(fc.constantFrom('name', 'company', 'country', 'message'), INVISIBLE_ONLY)
    .map(([field, value]) => (a) => ({ ...a, [field]: value })),
  // Not text.
  fc
    .tuple(
      fc.constantFrom(...TEXT_FIELDS, 'partnerType', 'language'),
      fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.array(fc.string(), { maxLength: 2 }),
        fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
      ),
    )
    .map(([field, value]) => (a) => ({ ...a, [field]: value })),
  // Too long.
  fc
    .tuple(
      fc.constantFrom(...(['name', 'company', 'country', 'message'] as const)),
      fc.integer({ min: 1, max: 50 }),
    )
    .map(([field, extra]) => (a) => ({ ...a, [field]: 'x'.repeat(FIELD_MAX_LENGTH[field] + extra) })),
  // Missing or blank required field.
  fc
    .tuple(fc.constantFrom(...REQUIRED), fc.constantFrom(undefined, null, '', '   ', '\t\n'))
    .map(([field, value]) => (a) => ({ ...a, [field]: value })),
  // Not one of the choices.
  fc
    .tuple(
      fc.constantFrom('partnerType', 'language'),
      fc
        .string({ minLength: 1, maxLength: 12 })
        .filter(
          (s) =>
            s.trim() !== '' &&
            !['referral', 'implementation', 'strategic', 'unsure', 'en', 'es'].includes(s.trim()),
        ),
    )
    .map(([field, value]) => (a) => ({ ...a, [field]: value })),
  // E-mails that are not addresses, encoded words, non-ASCII local parts.
  fc
    .constantFrom(
      'plain',
      'a@b',
      'a b@shop.example',
      'a@@shop.example',
      '.a@shop.example',
      '=?utf-8?q?a?=@shop.example',
      'ana=?x@shop.example',
      'josé@shop.example',
      'ана@пример.рф',
      'a@bü%41cher.example',
      'a@😀.example',
      'a@shop..example',
    )
    .map((value) => (a) => ({ ...a, email: value })),
];

const invalidApplication = fc
  .tuple(validApplication, fc.array(fc.oneof(...breakers), { minLength: 1, maxLength: 3 }))
  .map(([application, breaks]) => breaks.reduce<Application>((a, breakIt) => breakIt(a), application));

/**
 * What a form can carry: text or nothing in every field (no numbers, lists or
 * nulls), and no lone surrogate (a browser cannot encode one: it sends U+FFFD).
 */
const formable = (application: Application) =>
  Object.values(application).every(
    (value) => value === undefined || (typeof value === 'string' && !/\p{Cs}/u.test(value)),
  );

const STORED_COLUMNS = 'name, email, company, country, partner_type, message, language';

describe('endpoint properties (fast-check)', () => {
  it(`stores none of ${RUNS} generated invalid applications and answers each with 400 per field`, async () => {
    const before = await count();
    await fc.assert(
      fc.asyncProperty(invalidApplication, async (application) => {
        const response = await post(application);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
        expect(body.error.code).toBe('invalid_input');
        expect(Object.keys(body.error.fields).length).toBeGreaterThan(0);
        for (const message of Object.values(body.error.fields)) expect(message).toMatch(/\S/);
      }),
      { numRuns: RUNS, seed: 20261121 },
    );
    expect(await count()).toBe(before);
  }, 120_000);

  it(`stores each of ${RUNS} generated valid applications in many scripts as sent, normalised`, async () => {
    await fc.assert(
      fc.asyncProperty(validApplication, async (application) => {
        const response = await post(application);
        expect(response.status).toBe(200);
        const { id } = (await response.json()) as { id: string };
        const [row] = await db.query<Record<string, string>>(
          'select name, email, company, country, partner_type, message, language from partner_applications where id = $1',
          [id],
        );
        expect(row).toEqual({
          name: oneLine(application.name),
          email: asciiEmail(application.email),
          company: oneLine(application.company),
          country: oneLine(application.country),
          partner_type: application.partnerType,
          message: multiline(application.message),
          language: application.language,
        });
      }),
      { numRuns: RUNS, seed: 20261121 },
    );
  }, 120_000);
  it(`judges ${RUNS} generated applications sent as form posts exactly as it judges them sent as JSON`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(validApplication, invalidApplication).filter(formable),
        async (application) => {
          const json = await post(application);
          const form = await postForm(application);
          if (json.status === 200) {
            // Stored twice, once each way, as the same row.
            expect(form.status).toBe(303);
            const { id } = (await json.json()) as { id: string };
            const [row] = await db.query<Record<string, string>>(
              `select ${STORED_COLUMNS} from partner_applications where id = $1`,
              [id],
            );
            const same = await db.query<{ n: number }>(
              `select count(*)::int as n from partner_applications
             where (${STORED_COLUMNS}) = ($1, $2, $3, $4, $5, $6, $7)`,
              Object.values(row ?? {}),
            );
            expect(same[0]?.n).toBeGreaterThanOrEqual(2);
            return;
          }
          // Refused alike: the same fields, with the same messages, in the same language.
          expect(json.status).toBe(400);
          expect(form.status).toBe(400);
          const { error } = (await json.json()) as { error: { fields: Record<string, string> } };
          const html = await form.text();
          const shown = Object.fromEntries(
            [...html.matchAll(/<p class="error" id="(\w+)-error">([^<]*)<\/p>/g)].map(([, f, m]) => [f, m]),
          );
          const { language, ...byField } = error.fields;
          expect(shown).toEqual(
            Object.fromEntries(Object.entries(byField).map(([f, m]) => [f, escapeHtml(m)])),
          );
          if (language) expect(html).toContain(`<li>${escapeHtml(language)}</li>`);
        },
      ),
      { numRuns: RUNS, seed: 20261126 },
    );
  }, 180_000);
});
