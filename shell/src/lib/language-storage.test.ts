import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyFirstVisitRedirect,
  LANGUAGE_REDIRECT_SESSION_KEY,
  PREFERRED_LANGUAGE_KEY,
  preferredLanguage,
} from './language-storage';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => vi.restoreAllMocks());

describe('first visit per session', () => {
  it('replaces / with /es for a Spanish browser and sets the session flag', () => {
    browserLanguages(['es-ES', 'es']);
    const length = window.history.length;
    window.history.replaceState(null, '', '/?utm=x#faq');
    applyFirstVisitRedirect({ served: false });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/es?utm=x#faq');
    expect(window.history.length).toBe(length);
    expect(sessionStorage.getItem(LANGUAGE_REDIRECT_SESSION_KEY)).toBe('1');
  });

  it('happens only once per session', () => {
    browserLanguages(['es-AR']);
    sessionStorage.setItem(LANGUAGE_REDIRECT_SESSION_KEY, '1');
    applyFirstVisitRedirect({ served: false });
    expect(window.location.pathname).toBe('/');
  });

  it('keeps a visitor who chose English on English', () => {
    browserLanguages(['es-ES']);
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, 'en');
    applyFirstVisitRedirect({ served: false });
    expect(window.location.pathname).toBe('/');
    expect(preferredLanguage()).toBe('en');
  });

  it('leaves English browsers and other paths alone', () => {
    browserLanguages(['en-US']);
    applyFirstVisitRedirect({ served: false });
    expect(window.location.pathname).toBe('/');
    sessionStorage.clear();
    browserLanguages(['es-ES']);
    window.history.replaceState(null, '', '/blog');
    applyFirstVisitRedirect({ served: false });
    expect(window.location.pathname).toBe('/blog');
    expect(sessionStorage.getItem(LANGUAGE_REDIRECT_SESSION_KEY)).toBeNull();
  });
});
