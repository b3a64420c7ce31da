import { afterEach, describe, expect, it } from 'vitest';
import { configureSite, defaultSiteConfig } from './site-config';
import { siteText, withSiteText } from './site-text';

afterEach(() =>
  configureSite({
    brandName: defaultSiteConfig.brandName,
    contactEmail: defaultSiteConfig.contactEmail,
    postalAddress: defaultSiteConfig.postalAddress,
  }),
);

describe('site text placeholders', () => {
  it('fills brand, e-mail and address from the configuration', () => {
    expect(siteText('{brand}: write to {email}, {address}. {brand}')).toBe(
      'Intenta: write to info@intenta.example, North Miami, FL 33161, USA. Intenta',
    );
  });

  it('follows a renamed brand and a new address', () => {
    configureSite({
      brandName: 'Buscalo',
      contactEmail: 'hola@buscalo.example',
      postalAddress: 'Montevideo',
    });
    expect(siteText('Terms | {brand} · {email} · {address}')).toBe(
      'Terms | Buscalo · hola@buscalo.example · Montevideo',
    );
  });

  it('fills every string of a copy object, leaving other values as they are', () => {
    expect(withSiteText({ title: '{brand} demo', items: ['{email}', 3], on: true })).toEqual({
      title: 'Intenta demo',
      items: ['info@intenta.example', 3],
      on: true,
    });
  });
});
