import { describe, expect, it } from 'vitest';
import { configureSite, defaultSiteConfig, getSiteConfig } from './site-config';

describe('site configuration', () => {
  it('defaults every address to a placeholder on the reserved .example domain or the local servers', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);
    const addresses = strings(defaultSiteConfig).filter((s) => /^https?:\/\/|^[^\s@]+@[^\s@]+$/.test(s));
    expect(addresses).toContain(defaultSiteConfig.siteUrl);
    expect(addresses).toContain(defaultSiteConfig.contactEmail);
    for (const address of addresses) {
      const host = address.includes('://') ? new URL(address).hostname : address.split('@')[1];
      expect(host, address).toMatch(/\.example$|^localhost$/);
    }
  });

  it('merges runtime overrides field by field, nested objects included', () => {
    configureSite({ contactEmail: 'hola@shop.example', backend: { url: 'https://api.example' } });
    const config = getSiteConfig();
    expect(config.contactEmail).toBe('hola@shop.example');
    expect(config.backend.url).toBe('https://api.example');
    expect(config.backend.anonKey).toBe(defaultSiteConfig.backend.anonKey);
    expect(config.calendarBookingUrls).toEqual(defaultSiteConfig.calendarBookingUrls);
  });
});
