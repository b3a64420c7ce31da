// @vitest-environment node
import {
  FIELD_MAX_LENGTH,
  isValidEmail,
  problemMessages,
  validateApplication,
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
