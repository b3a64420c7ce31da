import { StaticRouter } from 'react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { langFromPath, usePageMetaStore, type PageMeta } from 'shared';
import { SiteRoutes } from '../app/App';
import { readAll } from './Document';

interface RenderedPage {
  /** The markup of `#root`, exactly as the browser's first render produces it. */
  html: string;
  /** What the page declared about itself; the Document turns it into the head. */
  meta: PageMeta;
}

/**
 * Renders the page at `url` as the browser will hydrate it. `prerender` waits
 * for every lazy component and `use()`d promise, so the HTML holds the whole
 * page. Any error while rendering, even one a boundary would contain in the
 * browser, fails the page: never a half-rendered page in the published site.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const first = await renderOnce(url, null);
  // A Spanish page outside `/es`: its header toggle offers the English counterpart the page
  // declares (docs/product.md §4), known only once the page has rendered. Render it again,
  // declared from the start, so the header renders it too.
  if (first.meta.lang !== langFromPath(new URL(url, 'http://x').pathname)) return renderOnce(url, first.meta);
  return first;
}

async function renderOnce(url: string, declared: PageMeta | null): Promise<RenderedPage> {
  usePageMetaStore.setState({ meta: declared });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <SiteRoutes />
    </StaticRouter>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a large boundary into a hidden segment that an inline
      // script moves into place: the document must read complete without scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await readAll(prelude);
  if (errors.length) throw errors[0];
  if (/<script|<template/.test(html)) throw new Error(`The page at ${url} did not render in one piece.`);
  const meta = usePageMetaStore.getState().meta;
  if (!meta) throw new Error(`The page at ${url} declared no metadata (usePageMeta).`);
  return { html, meta };
}
