import { describe, expect, it } from 'vitest';
import { configureSite, defaultSiteConfig, getSiteConfig } from './site-config';

describe('site configuration', () => {
  it('defaults to the reserved .example domain and the North Miami address', () => {
    expect(defaultSiteConfig.brandName).toBe('Intenta');
    expect(defaultSiteConfig.siteUrl).toBe('https://intenta.example');
    expect(defaultSiteConfig.contactEmail).toBe('info@intenta.example');
    expect(defaultSiteConfig.postalAddress).toBe('North Miami, FL 33161, USA');
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
