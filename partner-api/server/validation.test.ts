// @vitest-environment node
import {
  FIELD_MAX_LENGTH,
  isValidEmail,
  normaliseEmail,
  problemMessages,
  validateApplication,
  type FieldProblem,
} from '../supabase/functions/_shared/partner-application/validation.ts';

const valid = {
  name: 'Ana Pérez',
  email: 'ana@tienda.example',
  company: 'Tienda Sur',
  country: 'Argentina',
  partnerType: 'implementation',
  message: 'We build shops.',
  language: 'es',
};

describe('validateApplication', () => {
  it('accepts a complete application and trims every text value', () => {
    const result = validateApplication({
      ...valid,
      name: '  Ana Pérez ',
      company: '\tTienda Sur\n',
      message: '  hi  ',
      partnerType: ' referral ',
    });
    expect(result).toEqual({
      ok: true,
      honeypot: false,
      value: { ...valid, company: 'Tienda Sur', message: 'hi', partnerType: 'referral' },
    });
  });

  it('requires name, email, company, country, partner type and language', () => {
    const result = validateApplication({ name: ' ', message: '' });
    expect(result).toEqual({
      ok: false,
      problems: {
        name: 'required',
        email: 'required',
        company: 'required',
        country: 'required',
        partnerType: 'required',
        language: 'required',
      },
    });
  });

  it('treats the message as optional', () => {
    const { message: _m, ...noMessage } = valid;
    const result = validateApplication(noMessage);
    expect(result.ok && result.value.message).toBe('');
  });

  it.each([
    'plain',
    'a@b',
    'a b@shop.example',
    'a@@shop.example',
    'a@shop..example',
    '.a@shop.example',
    'a@-shop.example',
  ])('rejects the e-mail %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(validateApplication({ ...valid, email })).toMatchObject({
      ok: false,
      problems: { email: 'invalid_email' },
    });
  });

  it.each(['ana@tienda.example', 'first.last+tag@mail.shop.com.ar', "o'neil@x.io"])(
    'accepts the e-mail %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it('accepts only the four partner types and the two languages', () => {
    for (const partnerType of ['referral', 'implementation', 'strategic', 'unsure']) {
      expect(validateApplication({ ...valid, partnerType }).ok).toBe(true);
    }
    expect(validateApplication({ ...valid, partnerType: 'reseller', language: 'fr' })).toEqual({
      ok: false,
      problems: { partnerType: 'invalid_choice', language: 'invalid_choice' },
    });
  });

  it('limits the length of every text field', () => {
    for (const [field, max] of Object.entries(FIELD_MAX_LENGTH)) {
      const ok = field === 'email' ? `${'a'.repeat(max - 13)}@shop.example` : 'x'.repeat(max);
      expect(validateApplication({ ...valid, [field]: ok }).ok, field).toBe(true);
      const long = field === 'email' ? `${'a'.repeat(max - 12)}@shop.example` : 'x'.repeat(max + 1);
      expect(validateApplication({ ...valid, [field]: long }), field).toMatchObject({
        ok: false,
        problems: {
          [field]: field === 'email' ? expect.stringMatching(/too_long|invalid_email/) : 'too_long',
        },
      });
    }
  });

  it('rejects values that are not text', () => {
    expect(validateApplication({ ...valid, name: 42, country: ['AR'], partnerType: { a: 1 } })).toEqual({
      ok: false,
      problems: { name: 'not_text', country: 'not_text', partnerType: 'not_text' },
    });
  });

  it('treats a non-object body as all fields missing', () => {
    for (const body of [null, 'text', 3, ['a']]) {
      expect(validateApplication(body)).toMatchObject({ ok: false, problems: { name: 'required' } });
    }
  });

  it('flags a filled honeypot field', () => {
    expect(validateApplication({ ...valid, website: 'http://spam.example' })).toMatchObject({
      ok: true,
      honeypot: true,
    });
    expect(validateApplication({ ...valid, website: '   ' })).toMatchObject({ ok: true, honeypot: false });
  });

  it('words the problems in the application language', () => {
    expect(problemMessages({ name: 'required', email: 'invalid_email' }, 'es')).toEqual({
      name: 'Este campo es obligatorio.',
      email: 'Ingresa un correo electrónico válido.',
    });
    expect(problemMessages({ message: 'too_long' }, 'en')).toEqual({
      message: 'This value is too long. (max 2000)',
    });
  });
});

describe('validateApplication: characters (endpoint hardening, decision 044)', () => {
  const ONE_LINE = ['name', 'email', 'company', 'country'] as const;

  it.each([
    ['NUL', 'Ana\u0000Pérez'],
    ['ESC (terminal escape)', 'Ana\u001b[31mPérez'],
    ['BEL', 'Ana\u0007'],
    ['DEL', 'Ana\u007f'],
    ['C1 CSI', 'Ana\u009b31m'],
    ['inner line feed', 'Ana\nCompany: Fake'],
    ['inner carriage return', 'Ana\rPérez'],
    ['inner tab', 'Ana\tPérez'],
    ['right-to-left override', 'Ana\u202eexe.pdf'],
    ['left-to-right isolate', 'Ana\u2066x\u2069'],
    ['right-to-left mark', 'Ana\u200f'],
    ['Arabic letter mark', 'Ana\u061c'],
    ['line separator', 'Ana\u2028Pérez'],
    ['paragraph separator', 'Ana\u2029Pérez'],
    ['lone high surrogate', 'Ana\ud800'],
    ['lone low surrogate', '\udc00Ana'],
  ])('refuses %s in every one-line field', (_label, bad) => {
    for (const field of ONE_LINE) {
      const value = field === 'email' ? `${bad}@shop.example` : bad;
      expect(validateApplication({ ...valid, [field]: value }), field).toEqual({
        ok: false,
        problems: { [field]: 'invalid_characters' },
      });
    }
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['zero-width joiner and non-joiner', '\u200d\u200c'],
    ['word joiner and BOM', '\u2060\ufeff'],
    ['Hangul fillers', '\u3164\u115f\uffa0'],
    ['combining marks only', '\u0301\u0308'],
    ['braille blank', '\u2800'],
    ['soft hyphen', '\u00ad'],
    ['variation selector', '\ufe0f'],
    ['no-break and ideographic spaces between invisibles', '\u200b\u00a0\u3000\u200b'],
  ])('refuses a value made only of %s (no visible character)', (_label, invisible) => {
    for (const field of ['name', 'company', 'country', 'message'] as const) {
      expect(validateApplication({ ...valid, [field]: invisible }), field).toEqual({
        ok: false,
        problems: { [field]: 'no_visible_text' },
      });
    }
  });

  it('keeps line breaks and tabs in the message, with CR LF and CR as LF, and refuses other controls', () => {
    const result = validateApplication({ ...valid, message: '  Hola\r\n\tequipo\rsaludos\n\n' });
    expect(result.ok && result.value.message).toBe('Hola\n\tequipo\nsaludos');
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\u0007b', 'a\u000bb', 'a\u000cb', 'a\u0085b', 'a\u202eb']) {
      expect(validateApplication({ ...valid, message: bad }), JSON.stringify(bad)).toEqual({
        ok: false,
        problems: { message: 'invalid_characters' },
      });
    }
    // Paragraph separators are line breaks, allowed in the message only.
    expect(validateApplication({ ...valid, message: 'a\u2029b' }).ok).toBe(true);
  });

  it('keeps joiners and marks that belong to visible text (emoji sequences, Persian, Hindi)', () => {
    // 'ि' alone: a spacing mark shows on its own (non-spacing marks alone do not).
    for (const name of ['👩‍💻 Ana', 'می‌خواهم', 'क्‍ष', 'Zoë\u0301', 'José\ufe0f', 'ि']) {
      const result = validateApplication({ ...valid, name });
      expect(result.ok, name).toBe(true);
    }
  });

  it('normalises every text value to NFC before checking and returning it', () => {
    const decomposed = 'Jose\u0301 Nun\u0303ez';
    const result = validateApplication({
      ...valid,
      name: decomposed,
      company: 'Caf\u0065\u0301',
      country: 'Me\u0301xico',
      message: 'n\u0303',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'José Nuñez', company: 'Café', country: 'México', message: 'ñ' },
    });
    // The length limit counts the normalised value: 100 decomposed "é" are 100 characters.
    expect(validateApplication({ ...valid, name: 'e\u0301'.repeat(100) }).ok).toBe(true);
  });

  it.each(['=?utf-8?q?ana?=@shop.example', '=?UTF-8?B?YW5h?=@shop.example', 'ana=?x@shop.example'])(
    'refuses the encoded word in %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
      expect(validateApplication({ ...valid, email })).toEqual({
        ok: false,
        problems: { email: 'invalid_email' },
      });
    },
  );

  it('accepts an internationalised domain as punycode and refuses a non-ASCII local part', () => {
    expect(validateApplication({ ...valid, email: 'ana@bücher.example' })).toMatchObject({
      ok: true,
      value: { email: 'ana@xn--bcher-kva.example' },
    });
    expect(normaliseEmail('ventas@tienda.рф')).toEqual({ value: 'ventas@tienda.xn--p1ai' });
    expect(normaliseEmail('ana@xn--bcher-kva.example')).toEqual({ value: 'ana@xn--bcher-kva.example' });
    // Decomposed input is normalised first, so both spellings give one address.
    expect(validateApplication({ ...valid, email: 'ana@bu\u0308cher.example' })).toMatchObject({
      value: { email: 'ana@xn--bcher-kva.example' },
    });
    for (const email of ['josé@shop.example', 'añа@bücher.example']) {
      expect(validateApplication({ ...valid, email }), email).toEqual({
        ok: false,
        problems: { email: 'email_unicode_local_part' },
      });
    }
    for (const email of [
      'ana@bü%41cher.example',
      'ana@bü cher.example',
      'ana@bü_cher.example',
      'ana@😀.example',
    ]) {
      expect(validateApplication({ ...valid, email }), email).toEqual({
        ok: false,
        problems: { email: 'invalid_email' },
      });
    }
  });

  it('words every new problem in both languages', () => {
    const problems: FieldProblem[] = ['invalid_characters', 'no_visible_text', 'email_unicode_local_part'];
    for (const problem of problems) {
      const en = problemMessages({ name: problem }, 'en').name;
      const es = problemMessages({ name: problem }, 'es').name;
      expect(en).toMatch(/^Please .+\.$/);
      expect(es).toMatch(/^Por favor .+\.?$/);
      expect(es).not.toBe(en);
    }
  });
});
