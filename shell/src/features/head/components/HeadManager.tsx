import { useEffect } from 'react';
import { getSiteConfig, isServedRender, usePageMetaStore, type Lang, type PageMeta } from 'shared';
import {
  buildHead,
  headShareImage,
  jsonForScript,
  MANAGED_HEAD_ATTRIBUTE as MANAGED,
  type HeadModel,
  type ShareImage,
} from '../../../lib/head-tags';

/** Replaces the managed head elements with the model's. */
function applyHead(model: HeadModel): void {
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
    script.textContent = jsonForScript(data);
    elements.push(script);
  }
  for (const el of elements) el.setAttribute(MANAGED, '');
  document.head.append(...elements);
}

const FALLBACK_DESCRIPTION: Record<Lang, string> = {
  en: 'AI-powered search for online shops: understands shopper intent and turns searches into sales.',
  es: 'Búsqueda con IA para tiendas online: entiende la intención de tus clientes y convierte búsquedas en ventas.',
};

/** The served page's share card, read from its document before the head is first replaced. */
let servedShareImage: { image: ShareImage | undefined } | undefined;

/**
 * Turns the page's declared metadata into head tags. Until the page has
 * declared its own (a remote still loading), a neutral entry for the path.
 */
export function HeadManager({ lang, pathname }: { lang: Lang; pathname: string }) {
  const meta = usePageMetaStore((s) => s.meta);
  useEffect(() => {
    servedShareImage ??= { image: headShareImage() };
    // The served document already has this page's head: keep it until the page declares its own.
    if (!meta && isServedRender(pathname)) return;
    const config = getSiteConfig();
    const fallback: PageMeta = {
      lang,
      title: config.brandName,
      description: FALLBACK_DESCRIPTION[lang],
      path: pathname,
      alternatePath: null,
    };
    // The card drawn for the served page stays its card; no other page's card is known here.
    const shareImage = isServedRender(pathname) ? servedShareImage.image : undefined;
    applyHead(buildHead(meta ?? fallback, config, shareImage));
  }, [meta, lang, pathname]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
