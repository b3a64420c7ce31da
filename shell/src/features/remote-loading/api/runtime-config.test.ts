import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('keeps known remotes with a URL and drops anything else', () => {
    const config = parseRuntimeConfig({
      remotes: { home: 'http://a/mf-manifest.json', blog: '', unknown: 'http://x', leads: 42 },
      site: { contactEmail: 'x@y.example' },
    });
    expect(config.remotes).toEqual({ home: 'http://a/mf-manifest.json' });
    expect(config.site).toEqual({ contactEmail: 'x@y.example' });
  });

  it('keeps the routes that name a page module of the contract, and no other', () => {
    const config = parseRuntimeConfig({
      remotes: {},
      routes: [
        { path: '/blog', lang: 'en', remote: 'blog', module: 'BlogListPage' },
        { path: '/x', lang: 'en', remote: 'blog', module: 'HomePage' },
        { path: '/y', lang: 'en', remote: 'nowhere', module: 'HomePage' },
        { path: '/z', lang: 'fr', remote: 'home', module: 'HomePage' },
        { lang: 'en', remote: 'home', module: 'HomePage' },
        null,
      ],
    });
    expect(config.routes).toEqual([{ path: '/blog', lang: 'en', remote: 'blog', module: 'BlogListPage' }]);
  });

  it('survives a malformed file', () => {
    expect(parseRuntimeConfig(null)).toEqual({ remotes: {}, site: undefined });
  });
});
