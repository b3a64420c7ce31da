import { describe, expect, it } from 'vitest';
import {
  detectPreferredLanguage,
  headerToggleTarget,
  languageSwitchTarget,
  shouldRedirectToSpanish,
} from './language-preference';

describe('preferred language (docs/product.md §4)', () => {
  it('uses the stored value first', () => {
    expect(detectPreferredLanguage('en', ['es-AR'])).toBe('en');
    expect(detectPreferredLanguage('es', ['en-US'])).toBe('es');
  });

  it('else Spanish when the browser language or any preferred language starts with es', () => {
    expect(detectPreferredLanguage(null, ['es-ES'])).toBe('es');
    expect(detectPreferredLanguage(null, ['en-US', 'es'])).toBe('es');
    expect(detectPreferredLanguage(undefined, ['ES-mx'])).toBe('es');
    expect(detectPreferredLanguage('garbage', ['pt-BR', 'es-419'])).toBe('es');
  });

  it('else English', () => {
    expect(detectPreferredLanguage(null, ['en-US', 'pt-BR'])).toBe('en');
    expect(detectPreferredLanguage(null, [])).toBe('en');
    expect(detectPreferredLanguage(null, ['et-EE'])).toBe('en');
  });
});

describe('first-visit redirect (docs/product.md §4)', () => {
  it('sends a Spanish-preferring visitor from / to /es once per session', () => {
    expect(shouldRedirectToSpanish('/', 'es', false)).toBe(true);
    expect(shouldRedirectToSpanish('/', 'es', true)).toBe(false);
  });

  it('never redirects English-preferring visitors or other paths', () => {
    expect(shouldRedirectToSpanish('/', 'en', false)).toBe(false);
    expect(shouldRedirectToSpanish('/blog', 'es', false)).toBe(false);
    expect(shouldRedirectToSpanish('/es', 'es', false)).toBe(false);
  });
});

describe('header toggle (docs/product.md §4)', () => {
  it.each([
    ['/es', '/'],
    ['/es/', '/'],
    ['/es/blog/some-post', '/'],
    ['/es/partners', '/'],
    ['/', '/es'],
    ['/blog', '/es'],
    ['/casos-de-exito', '/es'],
    ['/espresso', '/es'],
  ])('from %s goes to %s', (from, to) => {
    expect(headerToggleTarget(from)).toBe(to);
  });

  it('on a Spanish page outside /es offers English: the counterpart the page declares, else /', () => {
    expect(headerToggleTarget('/referido', 'es', '/referral')).toBe('/referral');
    expect(headerToggleTarget('/casos-de-exito', 'es', null)).toBe('/');
  });

  it('under /es and on English pages the path rule stands, whatever the page declares', () => {
    expect(headerToggleTarget('/es/referido', 'es', '/referral')).toBe('/');
    expect(headerToggleTarget('/referral', 'en', '/es/referido')).toBe('/es');
  });
});

describe('footer switch (docs/product.md §4)', () => {
  it('goes to the declared equivalent page', () => {
    expect(languageSwitchTarget('en', '/es/partners')).toBe('/es/partners');
    expect(languageSwitchTarget('es', '/referral')).toBe('/referral');
  });

  it("goes to the other language's home when the page has no counterpart", () => {
    expect(languageSwitchTarget('es', null)).toBe('/');
    expect(languageSwitchTarget('en', undefined)).toBe('/es');
  });
});
