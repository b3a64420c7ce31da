import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, normalizePageMeta, type PageMeta } from 'shared';
import { buildHead, siteJsonLd } from './head-tags';
import { headAlternatePath } from './served-head';

const config = { ...defaultSiteConfig, siteUrl: 'https://intenta.example/' };

const attr = (model: ReturnType<typeof buildHead>, key: string, value: string, read = 'content') =>
  model.tags.filter((t) => t.attrs[key] === value).map((t) => t.attrs[read]);

describe('head tags from page metadata', () => {
  const meta: PageMeta = normalizePageMeta({
    lang: 'es',
    title: 'Blog de Intenta',
    description: 'Artículos sobre búsqueda con IA.',
    keywords: ['búsqueda', 'IA'],
    path: '/es/blog',
    alternatePath: '/blog',
    jsonLd: [{ '@type': 'Blog' }],
  });
  const head = buildHead(meta, config);

  it('sets title, description, keywords and default robots', () => {
    expect(head.title).toBe('Blog de Intenta');
    expect(head.lang).toBe('es');
    expect(attr(head, 'name', 'description')).toEqual(['Artículos sobre búsqueda con IA.']);
    expect(attr(head, 'name', 'keywords')).toEqual(['búsqueda, IA']);
    expect(attr(head, 'name', 'robots')).toEqual(['index, follow']);
  });

  it('canonical on the single canonical host, hreflang en/es/x-default from the alternate', () => {
    expect(attr(head, 'rel', 'canonical', 'href')).toEqual(['https://intenta.example/es/blog']);
    const alternates = Object.fromEntries(
      head.tags.filter((t) => t.attrs.rel === 'alternate').map((t) => [t.attrs.hreflang, t.attrs.href]),
    );
    expect(alternates).toEqual({
      en: 'https://intenta.example/blog',
      es: 'https://intenta.example/es/blog',
      'x-default': 'https://intenta.example/blog',
    });
  });

  it('Open Graph and Twitter card', () => {
    expect(attr(head, 'property', 'og:title')).toEqual(['Blog de Intenta']);
    expect(attr(head, 'property', 'og:url')).toEqual(['https://intenta.example/es/blog']);
    expect(attr(head, 'property', 'og:type')).toEqual(['website']);
    expect(attr(head, 'property', 'og:locale')).toEqual(['es_ES']);
    expect(attr(head, 'property', 'og:locale:alternate')).toEqual(['en_US']);
    expect(attr(head, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(attr(head, 'name', 'twitter:description')).toEqual(['Artículos sobre búsqueda con IA.']);
  });

  it('site-wide JSON-LD first (website with blog search action, organisation), then the page’s', () => {
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['WebSite', 'Organization', 'Blog']);
    const site = siteJsonLd(config)[0] as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(
      'https://intenta.example/blog?q={search_term_string}',
    );
  });

  it('without a card of its own, the generic raster picture with its size and alt', () => {
    expect(attr(head, 'property', 'og:image')).toEqual(['https://intenta.example/og-image.jpg']);
    expect(attr(head, 'property', 'og:image:width')).toEqual(['1200']);
    expect(attr(head, 'property', 'og:image:height')).toEqual(['630']);
    expect(attr(head, 'property', 'og:image:alt')).toEqual(['Intenta']);
    expect(attr(head, 'name', 'twitter:image')).toEqual(['https://intenta.example/og-image.jpg']);
  });

  it("a page's share card, with what the head says of it, for Open Graph and Twitter alike", () => {
    const card = { url: '/share/es/blog.0123456789.png', width: 1200, height: 630, alt: 'Blog · Intenta' };
    const withCard = buildHead({ ...meta, image: '/static/svg/a.svg' }, config, card);
    const url = 'https://intenta.example/share/es/blog.0123456789.png';
    expect(attr(withCard, 'property', 'og:image')).toEqual([url]);
    expect(attr(withCard, 'name', 'twitter:image')).toEqual([url]);
    expect(attr(withCard, 'property', 'og:image:alt')).toEqual(['Blog · Intenta']);
    expect(attr(withCard, 'name', 'twitter:image:alt')).toEqual(['Blog · Intenta']);
  });

  it('a page without counterpart lists only itself; robots as declared', () => {
    const only = buildHead(
      {
        lang: 'es',
        title: 'Casos de éxito',
        description: 'x',
        path: '/casos-de-exito',
        alternatePath: null,
        robots: 'noindex, nofollow',
        type: 'article',
      },
      config,
    );
    const hreflangs = only.tags.filter((t) => t.attrs.rel === 'alternate').map((t) => t.attrs.hreflang);
    expect(hreflangs).toEqual(['es', 'x-default']);
    expect(attr(only, 'name', 'robots')).toEqual(['noindex, nofollow']);
    expect(attr(only, 'property', 'og:type')).toEqual(['article']);
    expect(attr(only, 'property', 'og:locale:alternate')).toEqual([]);
  });
});

describe('the counterpart the head declares', () => {
  it('reads the path of the managed hreflang link of the language, or null without one', () => {
    document.head.innerHTML = [
      '<link rel="alternate" hreflang="en" href="https://intenta.example/privacy" data-head>',
      '<link rel="alternate" hreflang="es" href="https://intenta.example/es/privacy" data-head>',
      '<link rel="alternate" hreflang="x-default" href="https://intenta.example/privacy" data-head>',
    ].join('');
    expect(headAlternatePath('es')).toBe('/es/privacy');
    expect(headAlternatePath('en')).toBe('/privacy');
    document.head.innerHTML =
      '<link rel="alternate" hreflang="es" href="https://intenta.example/casos-de-exito" data-head>';
    expect(headAlternatePath('en')).toBeNull();
    document.head.innerHTML = '';
  });
});
