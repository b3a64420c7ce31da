import { useEffect } from 'react';
import { isServedRender, usePageMetaStore, type Lang } from 'shared';
import { headShareImage, type ShareImage } from '../../../lib/served-head';

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
    // The card drawn for the served page stays its card; no other page's card is known here.
    const shareImage = isServedRender(pathname) ? servedShareImage.image : undefined;
    // Building a head is not needed to show a page (a served one comes with its head): its code
    // loads when a head is first replaced, out of the first load.
    let current = true;
    import('../../../lib/head-tags').then(({ applyHead, browserHead }) => {
      if (current) applyHead(browserHead(meta, lang, pathname, shareImage));
    }, console.error);
    return () => {
      current = false;
    };
  }, [meta, lang, pathname]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
