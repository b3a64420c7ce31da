import { useEffect } from 'react';
import { getSiteConfig, usePageMetaStore, type Lang, type PageMeta } from 'shared';
import { buildHead, type HeadModel } from './head-tags';

const MANAGED = 'data-head';

/** Replaces the managed head elements with the model's. */
export function applyHead(model: HeadModel): void {
  document.title = model.title;
  document.head.querySelectorAll(`[${MANAGED}]`).forEach((el) => el.remove());
  const elements: Element[] = model.tags.map(({ tag, attrs }) => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    return el;
  });
  for (const data of model.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // `<` escaped so no string inside the data can close the script element.
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    elements.push(script);
  }
  for (const el of elements) el.setAttribute(MANAGED, '');
  document.head.append(...elements);
}

const FALLBACK_DESCRIPTION: Record<Lang, string> = {
  en: 'AI-powered search for online shops: understands shopper intent and turns searches into sales.',
  es: 'Búsqueda con IA para tiendas online: entiende la intención de tus clientes y convierte búsquedas en ventas.',
};

/**
 * Turns the page's declared metadata into head tags. Until the page has
 * declared its own (a remote still loading), a neutral entry for the path.
 */
export function HeadManager({ lang, pathname }: { lang: Lang; pathname: string }) {
  const meta = usePageMetaStore((s) => s.meta);
  useEffect(() => {
    const config = getSiteConfig();
    const fallback: PageMeta = {
      lang,
      title: config.brandName,
      description: FALLBACK_DESCRIPTION[lang],
      path: pathname,
      alternatePath: null,
    };
    applyHead(buildHead(meta ?? fallback, config));
  }, [meta, lang, pathname]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
