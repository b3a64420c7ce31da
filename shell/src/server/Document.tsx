import { PassThrough, type Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { getSiteConfig, type PageMeta } from 'shared';
import { buildHead, jsonForScript, type HeadModel } from '../lib/head-tags';
import { MANAGED_HEAD_ATTRIBUTE, type ShareImage } from '../lib/served-head';

/** The after-paint loader (decision 064): its code and the scripts it starts, in order. */
export interface AfterPaintLoader {
  code: string;
  /** `data-shell-scripts`: the shell's start-up chunks, then its entry. */
  shellScripts: readonly string[];
  /** `data-page-scripts`: the page's remote entry, then its chunks (none for the shell's own pages). */
  pageScripts: readonly string[];
}

export interface DocumentProps {
  meta: PageMeta;
  /** The page's share card; without one, the head names the generic picture. */
  shareImage?: ShareImage | undefined;
  /** The class of the site's global styles, on `<html>`. */
  htmlClass: string;
  fontPreloads: readonly string[];
  /** Render-blocking: the shell's stylesheet, then the page's remote's. */
  stylesheets: readonly string[];
  /** The runtime config the browser reads (`#runtime-config`). */
  runtimeConfig: unknown;
  /** The CSS rule that shows the revealed blocks when no script runs. */
  noscriptStyle: string;
  loader: AfterPaintLoader;
  /** `#root`'s markup, exactly as `renderPage` rendered it: what hydration expects. */
  rootHtml: string;
}

/** The head elements of a page's metadata, marked for the head manager, which takes them over. */
function HeadElements({ model }: { model: HeadModel }) {
  const managed = { [MANAGED_HEAD_ATTRIBUTE]: '' };
  // React's name for the one attribute it writes as `hrefLang` (HTML names are case-insensitive).
  const reactName = (name: string) => (name === 'hreflang' ? 'hrefLang' : name);
  return (
    <>
      <title>{model.title}</title>
      {model.tags.map(({ tag: Tag, attrs }, index) => (
        <Tag
          key={index}
          {...Object.fromEntries(Object.entries(attrs).map(([name, value]) => [reactName(name), value]))}
          {...managed}
        />
      ))}
      {model.jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          {...managed}
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </>
  );
}

/**
 * The whole served document. React hoists `<title>`, `<meta>` and `<link>` (but stylesheets)
 * to the top of `<head>`; the scripts and `<noscript>` follow in this order.
 */
function Document(props: DocumentProps) {
  const { meta, loader } = props;
  const pageScripts = loader.pageScripts.length ? { 'data-page-scripts': loader.pageScripts.join(' ') } : {};
  return (
    <html lang={meta.lang} className={props.htmlClass}>
      <head>
        {/* As shell/src/app/index.html, which development pages are served from. */}
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <HeadElements model={buildHead(meta, getSiteConfig(), props.shareImage)} />
        {props.fontPreloads.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {props.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script
          type="application/json"
          id="runtime-config"
          dangerouslySetInnerHTML={{ __html: jsonForScript(props.runtimeConfig) }}
        />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: props.noscriptStyle }} />
        </noscript>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script
          {...pageScripts}
          data-shell-scripts={loader.shellScripts.join(' ')}
          dangerouslySetInnerHTML={{ __html: loader.code }}
        />
      </head>
      <body>
        <div id="root" dangerouslySetInnerHTML={{ __html: props.rootHtml }} />
      </body>
    </html>
  );
}

export async function readAll(stream: NodeJS.ReadableStream | Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The served document of a rendered page, with its doctype. */
export async function renderDocument(props: DocumentProps): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<Document {...props} />);
  return readAll(prelude);
}
