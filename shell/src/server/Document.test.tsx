import { describe, expect, it } from 'vitest';
import { getSiteConfig, normalizePageMeta } from 'shared';
import { buildHead } from '../lib/head-tags';
import { headShareImage } from '../lib/served-head';
import { renderDocument, type DocumentProps } from './Document';

const meta = normalizePageMeta({
  lang: 'en',
  title: 'Search & "intent" <AI>',
  description: 'What shoppers mean.',
  path: '/blog',
  alternatePath: '/es/blog',
  feeds: [{ title: 'Intenta Blog', path: '/blog/rss.xml' }],
  jsonLd: [{ '@type': 'Blog', name: '</script><script>alert(1)</script>' }],
});
const shareImage = { url: '/share/blog.0123456789.png', width: 1200, height: 630, alt: 'Blog · Intenta' };
const rootHtml = '<main><h1 class="t1">Blog</h1><p>a &amp; b</p></main>';
const props: DocumentProps = {
  meta,
  shareImage,
  htmlClass: 'global',
  fontPreloads: ['/static/font/inter.woff2'],
  stylesheets: ['/static/css/shell.css', 'http://remote.test/static/css/blog.css'],
  runtimeConfig: { remotes: { blog: 'http://remote.test/remoteEntry.js' }, note: '</script>' },
  noscriptStyle: '.reveal{opacity:1;transform:none}',
  loader: {
    code: 'start()',
    shellScripts: ['/static/js/async/c1.js', '/static/js/index.js'],
    pageScripts: ['http://remote.test/remoteEntry.js'],
  },
  rootHtml,
};

async function served(overrides: Partial<DocumentProps> = {}) {
  const html = await renderDocument({ ...props, ...overrides });
  return { html, document: new DOMParser().parseFromString(html, 'text/html') };
}

describe('the served document', () => {
  it('is a complete HTML document holding the page markup exactly as rendered', async () => {
    const { html, document: doc } = await served();
    expect(html.startsWith('<!DOCTYPE html><html lang="en" class="global">')).toBe(true);
    expect(html).toContain(`<div id="root">${rootHtml}</div>`);
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('UTF-8');
    expect(doc.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(doc.title).toBe('Search & "intent" <AI>');
  });

  it('marks every element of the page metadata for the head manager', async () => {
    const { document: doc } = await served();
    const head = buildHead(meta, getSiteConfig(), shareImage);
    expect(doc.head.querySelectorAll('meta[data-head], link[data-head]')).toHaveLength(head.tags.length);
    expect(doc.head.querySelectorAll('script[type="application/ld+json"][data-head]')).toHaveLength(
      head.jsonLd.length,
    );
    const hreflangs = [...doc.head.querySelectorAll('link[hreflang]')].map((l) => l.getAttribute('hreflang'));
    expect(hreflangs).toEqual(['en', 'es', 'x-default']);
  });

  it('writes JSON no string can break out of', async () => {
    const { html, document: doc } = await served();
    expect(html).not.toContain('</script><script>alert(1)');
    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].at(-1)!;
    expect(JSON.parse(jsonLd.textContent!)).toEqual({
      '@type': 'Blog',
      name: '</script><script>alert(1)</script>',
    });
    const config = doc.getElementById('runtime-config')!;
    expect(JSON.parse(config.textContent!)).toEqual(props.runtimeConfig);
  });

  it('links the stylesheets and font, and lists the scripts on the after-paint loader only', async () => {
    const { document: doc } = await served();
    const hrefs = (selector: string) =>
      [...doc.querySelectorAll(selector)].map((l) => l.getAttribute('href'));
    expect(hrefs('link[rel="stylesheet"]')).toEqual(props.stylesheets);
    expect(hrefs('link[rel="preload"][as="font"][crossorigin]')).toEqual(props.fontPreloads);
    expect(doc.querySelectorAll('script[src]')).toHaveLength(0);
    const loader = doc.querySelector('script[data-shell-scripts]')!;
    expect(loader.textContent).toBe('start()');
    expect(loader.getAttribute('data-shell-scripts')).toBe('/static/js/async/c1.js /static/js/index.js');
    expect(loader.getAttribute('data-page-scripts')).toBe('http://remote.test/remoteEntry.js');
    expect(doc.querySelector('noscript')!.innerHTML).toBe('<style>.reveal{opacity:1;transform:none}</style>');
    const shellPage = await served({ loader: { ...props.loader, pageScripts: [] } });
    expect(shellPage.document.querySelector('script[data-page-scripts]')).toBeNull();
  });

  it('names the share card the browser reads back before the head manager replaces the head', async () => {
    const { document: doc } = await served();
    document.head.innerHTML = doc.head.innerHTML;
    expect(headShareImage()).toEqual({
      ...shareImage,
      url: new URL(shareImage.url, getSiteConfig().siteUrl).href,
    });
    document.head.innerHTML = '';
    expect(headShareImage()).toBeUndefined();
  });
});
