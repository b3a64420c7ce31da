import { describe, expect, it } from 'vitest';
import { absoluteUrl, homePath, langFromPath, localePath, localeOf, otherLang } from './lang';

describe('language from the path', () => {
  it.each([
    ['/', 'en'],
    ['/blog', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/blog/post', 'es'],
    ['/espresso', 'en'],
    ['/casos-de-exito', 'en'],
  ] as const)('%s is %s', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });

  it('builds paths per language', () => {
    expect(localePath('es', '/')).toBe('/es');
    expect(localePath('es', '/blog')).toBe('/es/blog');
    expect(localePath('en', 'blog')).toBe('/blog');
    expect(homePath('en')).toBe('/');
    expect(otherLang('en')).toBe('es');
    expect(localeOf('es')).toBe('es-ES');
    expect(localeOf('en')).toBe('en-US');
  });

  it('builds absolute URLs', () => {
    expect(absoluteUrl('https://a.example/', '/')).toBe('https://a.example/');
    expect(absoluteUrl('https://a.example', 'es/blog')).toBe('https://a.example/es/blog');
    expect(absoluteUrl('https://a.example', 'https://b.example/x')).toBe('https://b.example/x');
  });
});
