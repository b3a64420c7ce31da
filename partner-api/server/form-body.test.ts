// @vitest-environment node
// A browser's form post (decision 045): the strict reading of an
// application/x-www-form-urlencoded body, and the endpoint's page for a form post
// it did not store.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  FORM_FIELD_NAMES,
  parseFormBody,
} from '../supabase/functions/_shared/partner-application/form-body.ts';
import {
  escapeHtml,
  formPage,
  formPageSecurityPolicy,
  FORM_PAGE_WORDS,
} from '../supabase/functions/_shared/partner-application/form-page.ts';
import { PARTNER_TYPES } from '../supabase/functions/_shared/partner-application/validation.ts';

describe('parseFormBody', () => {
  it('reads the fields of the partner form as a browser encodes them', () => {
    // What Chromium sends for the form: spaces as +, UTF-8 percent-encoded, CR LF in the text area.
    const body =
      'language=es&name=Ana+P%C3%A9rez&email=ana%40tienda.example&company=Tienda+Sur+%26+C%C3%ADa' +
      '&country=Argentina&partnerType=strategic&message=Hola%0D%0A%C2%BFqu%C3%A9+tal%3F+1%2B1%3D2&website=';
    expect(parseFormBody(body)).toEqual({
      ok: true,
      values: {
        language: 'es',
        name: 'Ana Pérez',
        email: 'ana@tienda.example',
        company: 'Tienda Sur & Cía',
        country: 'Argentina',
        partnerType: 'strategic',
        message: 'Hola\r\n¿qué tal? 1+1=2',
        website: '',
      },
    });
  });

  it('reads an empty body as no fields, skips empty pairs and gives a pair without = an empty value', () => {
    expect(parseFormBody('')).toEqual({ ok: true, values: {} });
    expect(parseFormBody('&&name=Ana&&company&')).toEqual({ ok: true, values: { name: 'Ana', company: '' } });
    expect(parseFormBody('message=a=b=c')).toEqual({ ok: true, values: { message: 'a=b=c' } });
  });

  it('ignores names the form does not have, as the JSON body does, even odd ones', () => {
    expect(parseFormBody('utm=1&__proto__=x&constructor=y&name=Ana&Name=Eva')).toEqual({
      ok: true,
      values: { name: 'Ana' },
    });
    expect(Object.getPrototypeOf(parseFormBody('__proto__=x'))).toBe(Object.prototype);
  });

  it('refuses a field named twice rather than guess which one was meant', () => {
    expect(parseFormBody('name=Ana&name=Eva')).toEqual({ ok: false, problem: 'repeated' });
    expect(parseFormBody('name=Ana&n%61me=Eva')).toEqual({ ok: false, problem: 'repeated' });
    // An unknown name twice is still ignored.
    expect(parseFormBody('x=1&x=2')).toEqual({ ok: true, values: {} });
  });

  it('refuses broken percent-encoding and bytes that are not UTF-8', () => {
    for (const body of [
      'name=%',
      'name=%4',
      'name=%zz',
      'name=%C3%28',
      'name=%ED%A0%80',
      'na%G0me=Ana',
      'name=%FF',
    ]) {
      expect(parseFormBody(body), body).toEqual({ ok: false, problem: 'malformed' });
    }
  });

  it('gives back exactly what URLSearchParams encoded, for any text in any script', () => {
    // Lone surrogates aside: a browser cannot encode them (it sends U+FFFD instead).
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(FORM_FIELD_NAMES.map((name) => [name, text])) as Record<
            (typeof FORM_FIELD_NAMES)[number],
            fc.Arbitrary<string>
          >,
          { requiredKeys: [] },
        ),
        (values) => {
          const encoded = new URLSearchParams(values as Record<string, string>).toString();
          expect(parseFormBody(encoded)).toEqual({ ok: true, values });
        },
      ),
      { numRuns: 500, seed: 20261126 },
    );
  });
});

describe('formPage', () => {
  const page = (over: Partial<Parameters<typeof formPage>[0]> = {}) =>
    formPage({
      lang: 'en',
      reason: { kind: 'invalid', fields: { email: 'Enter a valid email address.' } },
      values: { name: 'Ana', email: 'ana@', partnerType: 'unsure', message: 'Hi' },
      partnerPageUrl: 'https://intenta.example/partners',
      ...over,
    });

  it('escapes every value, in text and in attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    const html = page({
      values: {
        name: '"><img src=x onerror=alert(1)>',
        company: "' autofocus onfocus='alert(1)",
        message: '</textarea><script>alert(1)</script>',
      },
      reason: { kind: 'invalid', fields: { name: '<b>bold</b>' } },
      partnerPageUrl: 'https://intenta.example/partners?a="b"',
    });
    expect(html).not.toMatch(/<img|<script|<b>|onfocus='/);
    expect(html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('value="&#39; autofocus onfocus=&#39;alert(1)"');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(html).toContain('href="https://intenta.example/partners?a=&quot;b&quot;"');
  });

  it('keeps a message that starts with a line break (the parser drops only its own)', () => {
    expect(page({ values: { message: '\n\nTwo blank lines first' } })).toContain(
      '>\n\n\nTwo blank lines first</textarea>',
    );
  });

  it('keeps the chosen partner type selected, and only a listed one', () => {
    expect(page()).toContain('<option value="unsure" selected>Not sure yet</option>');
    const odd = page({ values: { partnerType: 'admin" selected x="' } });
    expect(odd.match(/ selected/g)).toBeNull();
    expect(odd).toContain('<option value="">Select a partner type</option>');
  });

  it('offers every partner type in both languages, and says each reason in words', () => {
    for (const lang of ['en', 'es'] as const) {
      const words = FORM_PAGE_WORDS[lang];
      const html = page({ lang });
      for (const type of PARTNER_TYPES)
        expect(html).toContain(`>${escapeHtml(words.options[type])}</option>`);
      expect(html).toContain(`<html lang="${lang}">`);
    }
    expect(page({ reason: { kind: 'rate_limited', retryAfterSeconds: 30 } })).toContain(
      'Please send it again in a minute;',
    );
    expect(page({ lang: 'es', reason: { kind: 'rate_limited', retryAfterSeconds: 601 } })).toContain(
      'Vuelve a enviarla dentro de 11 minutos;',
    );
    expect(page({ reason: { kind: 'failed' } })).toContain('Something went wrong on our side');
    const unreadable = page({ reason: { kind: 'unreadable' }, values: {} });
    expect(unreadable).toContain('We could not read what your browser sent');
    expect(unreadable).not.toContain('<form');
  });

  it('lists a refused language without a field to point at', () => {
    const html = page({
      reason: { kind: 'invalid', fields: { language: 'Choose one of the listed options.' } },
    });
    expect(html).toContain('<li>Choose one of the listed options.</li>');
  });

  it('has a policy that allows its one inline style and nothing else to load', async () => {
    const policy = await formPageSecurityPolicy('https://intenta.example');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page())?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self' https://intenta.example; ` +
        "frame-ancestors 'none'; base-uri 'none'",
    );
  });
});
