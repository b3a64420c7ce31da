import { describe, expect, it } from 'vitest';
import { breadcrumbList, offerValidUntil } from './json-ld';

describe('breadcrumb list', () => {
  it('numbers the crumbs and makes their paths absolute on the canonical host', () => {
    expect(
      breadcrumbList('https://a.example/', [
        { name: 'Inicio', path: '/es' },
        { name: 'Blog', path: '/es/blog' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://a.example/es' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://a.example/es/blog' },
      ],
    });
  });
});

describe('offer validity', () => {
  it('is the last day of the year the page is rendered in, in UTC', () => {
    expect(offerValidUntil(new Date('2030-01-01T00:00:00Z'))).toBe('2030-12-31');
    expect(offerValidUntil(new Date('2030-12-31T23:59:59Z'))).toBe('2030-12-31');
    expect(offerValidUntil(new Date('2031-01-01T00:00:00Z'))).toBe('2031-12-31');
  });

  it('is never in the past when rendered now', () => {
    expect(Date.parse(`${offerValidUntil()}T23:59:59Z`)).toBeGreaterThanOrEqual(Date.now());
  });
});
