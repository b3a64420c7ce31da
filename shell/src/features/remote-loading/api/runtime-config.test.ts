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

  it('survives a malformed file', () => {
    expect(parseRuntimeConfig(null)).toEqual({ remotes: {}, site: undefined });
  });
});
