// No copy placeholder (`{brand}`, `{email}`, `{query}`, …) reaches a visitor or a crawler
// (docs/product.md §2, §18): every served page, read as a browser reads it (its text and
// attribute values; scripts, styles and JSON-LD are code where braces are legitimate), and
// the discovery files whole.
import type { Page } from '@playwright/test';
import { expect, siteOrigin, test } from '../../support/fixtures';
import { servedPagePaths } from '../../support/served-pages';

const TOKEN = /\{[a-zA-Z]+\}/g;

const DISCOVERY_FILES = ['/sitemap.xml', '/llms.txt', '/blog/rss.xml', '/es/blog/rss.xml'];

/** A document's text and attribute values outside code, parsed as a browser parses it, never run. */
function readablePieces(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const CODE = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
    const out: string[] = [];
    const walk = (el: Element) => {
      if (CODE.has(el.tagName)) return;
      for (const attr of Array.from(el.attributes))
        out.push(`${el.tagName.toLowerCase()}[${attr.name}]=${attr.value}`);
      for (const child of Array.from(el.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) out.push(child.textContent ?? '');
        else if (child.nodeType === Node.ELEMENT_NODE) walk(child as Element);
      }
    };
    walk(doc.documentElement);
    return out;
  }, html);
}

test('no page and no discovery file shows an unreplaced {token}', async ({ page, request }) => {
  const paths = await servedPagePaths(request);
  expect(paths.length).toBeGreaterThan(20);
  await page.goto('about:blank');
  // The control: the same reading finds a token in text and in an attribute, none in code.
  const planted = await readablePieces(
    page,
    '<p title="{email}">Write to {brand}</p><script>const x = {brand};</script><style>p{color:red}</style>',
  );
  expect(planted.flatMap((piece) => [...piece.matchAll(TOKEN)].map((m) => m[0]))).toEqual([
    '{email}',
    '{brand}',
  ]);
  const found: string[] = [];
  for (const path of paths) {
    const response = await request.get(`${siteOrigin}${path}`);
    expect([200, 404], path).toContain(response.status());
    const html = await response.text();
    const readable = await readablePieces(page, html);
    for (const piece of readable) {
      for (const match of piece.matchAll(TOKEN))
        found.push(`${path}: ${match[0]} in "${piece.slice(0, 120)}"`);
    }
  }
  for (const file of DISCOVERY_FILES) {
    const response = await request.get(`${siteOrigin}${file}`);
    expect(response.status(), file).toBe(200);
    for (const match of (await response.text()).matchAll(TOKEN)) found.push(`${file}: ${match[0]}`);
  }
  expect(found).toEqual([]);
});
