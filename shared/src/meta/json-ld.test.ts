import { describe, expect, it } from 'vitest';
import { breadcrumbList } from './json-ld';

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
