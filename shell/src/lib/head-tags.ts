import {
  absoluteUrl,
  getSiteConfig,
  otherLang,
  type JsonLd,
  type Lang,
  type PageMeta,
  type SiteConfig,
} from 'shared';
import { MANAGED_HEAD_ATTRIBUTE, type ShareImage } from './served-head';

/** A `<meta>` or `<link>` element the head manager owns. */
interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface HeadModel {
  title: string;
  lang: Lang;
  tags: HeadTag[];
  jsonLd: JsonLd[];
}

/**
 * The picture of a page that has no card of its own: one drawn by the prerender step
 * comes with every served page; this generic one (served by the shell) is for a page
 * reached inside the site, where no crawler looks.
 */
const DEFAULT_IMAGE: Omit<ShareImage, 'alt'> = { url: '/og-image.jpg', width: 1200, height: 630 };

const OG_LOCALE: Record<Lang, string> = { en: 'en_US', es: 'es_ES' };

/** Site-wide structured data: the website with its blog search action, and the organisation. */
export function siteJsonLd(config: SiteConfig): JsonLd[] {
  const home = absoluteUrl(config.siteUrl, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: config.brandName,
      url: home,
      inLanguage: ['en', 'es'],
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(config.siteUrl, '/blog')}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: config.brandName,
      url: home,
      logo: absoluteUrl(config.siteUrl, '/favicon.svg'),
      email: config.contactEmail,
      address: config.postalAddress,
      sameAs: Object.values(config.social),
    },
  ];
}

/**
 * Turns a page's declared (already normalised) metadata into the head: title,
 * description, keywords, canonical, hreflang en/es/x-default, Open Graph with the
 * page's share card, Twitter card, robots and JSON-LD (site-wide blocks first, then the page's).
 */
export function buildHead(meta: PageMeta, config: SiteConfig, shareImage?: ShareImage): HeadModel {
  const url = (p: string) => absoluteUrl(config.siteUrl, p);
  const canonical = url(meta.path);
  const picture = shareImage ?? { ...DEFAULT_IMAGE, alt: config.brandName };
  const image = url(picture.url);
  const other = otherLang(meta.lang);
  const byLang: Partial<Record<Lang, string>> = { [meta.lang]: canonical };
  if (meta.alternatePath) byLang[other] = url(meta.alternatePath);
  const xDefault = byLang.en ?? canonical;

  const name = (n: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name: n, content } });
  const property = (p: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: p, content },
  });
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });

  const tags: HeadTag[] = [
    name('description', meta.description),
    ...(meta.keywords?.length ? [name('keywords', meta.keywords.join(', '))] : []),
    name('robots', meta.robots ?? 'index, follow'),
    link({ rel: 'canonical', href: canonical }),
    ...(['en', 'es'] as const)
      .filter((l) => byLang[l])
      .map((l) => link({ rel: 'alternate', hreflang: l, href: byLang[l]! })),
    link({ rel: 'alternate', hreflang: 'x-default', href: xDefault }),
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', config.brandName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', canonical),
    property('og:image', image),
    property('og:image:width', String(picture.width)),
    property('og:image:height', String(picture.height)),
    property('og:image:alt', picture.alt),
    property('og:locale', OG_LOCALE[meta.lang]),
    ...(meta.alternatePath ? [property('og:locale:alternate', OG_LOCALE[other])] : []),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
    name('twitter:image', image),
    name('twitter:image:alt', picture.alt),
    ...(meta.feeds ?? []).map((feed) =>
      link({ rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: url(feed.path) }),
    ),
  ];
  return {
    title: meta.title,
    lang: meta.lang,
    tags,
    jsonLd: [...siteJsonLd(config), ...(meta.jsonLd ?? [])],
  };
}

/** JSON for a data `<script>` (JSON-LD, the runtime config): `<` escaped so no string can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Replaces the managed head elements of the document with the model's. */
export function applyHead(model: HeadModel): void {
  document.title = model.title;
  document.head.querySelectorAll(`[${MANAGED_HEAD_ATTRIBUTE}]`).forEach((el) => el.remove());
  const elements: Element[] = model.tags.map(({ tag, attrs }) => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    return el;
  });
  for (const data of model.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonForScript(data);
    elements.push(script);
  }
  for (const el of elements) el.setAttribute(MANAGED_HEAD_ATTRIBUTE, '');
  document.head.append(...elements);
}

const FALLBACK_DESCRIPTION: Record<Lang, string> = {
  en: 'AI-powered search for online shops: understands shopper intent and turns searches into sales.',
  es: 'Búsqueda con IA para tiendas online: entiende la intención de tus clientes y convierte búsquedas en ventas.',
};

/**
 * The head of the page shown in the browser: from its declared metadata, or, until it has
 * declared its own (a remote still loading), a neutral entry for the path.
 */
export function browserHead(
  meta: PageMeta | null,
  lang: Lang,
  pathname: string,
  shareImage: ShareImage | undefined,
): HeadModel {
  const config = getSiteConfig();
  const fallback: PageMeta = {
    lang,
    title: config.brandName,
    description: FALLBACK_DESCRIPTION[lang],
    path: pathname,
    alternatePath: null,
  };
  return buildHead(meta ?? fallback, config, shareImage);
}
