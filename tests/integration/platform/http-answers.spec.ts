// Real HTTP answers (docs/product.md §18): 404 pages in the
// page's language, 404 for unknown posts, 302 for the calendar paths, 301 for
// trailing slashes, 400 for malformed addresses — and never a stopped server.
import { content } from '@intenta/test-helpers/content';
import { sendRaw } from '@intenta/test-helpers/raw-http';
import { expect, ports, remoteOrigin, siteOrigin, test } from '../../support/fixtures';

test.describe('HTTP answers of the site', () => {
  test('an unknown address answers 404 with the not-found page, in Spanish under /es', async ({
    request,
  }) => {
    for (const [path, lang, title] of [
      ['/nope', 'en', content('shell', 'not-found', 'en').title],
      ['/some/deep/unknown', 'en', content('shell', 'not-found', 'en').title],
      ['/es/nope', 'es', content('shell', 'not-found', 'es').title],
    ] as const) {
      const response = await request.get(`${siteOrigin}${path}`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });

  test('an unknown blog slug answers 404 with the Post Not Found page', async ({ request }) => {
    for (const [path, lang, title] of [
      ['/blog/no-such-post', 'en', content('mf-blog', 'blog', 'en').post.notFoundTitle],
      ['/es/blog/no-existe', 'es', content('mf-blog', 'blog', 'es').post.notFoundTitle],
      // A post exists only in its own language.
      ['/es/blog/ai-search-revolution', 'es', content('mf-blog', 'blog', 'es').post.notFoundTitle],
    ] as const) {
      const response = await request.get(`${siteOrigin}${path}`);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });

  test('/demo, /reu and /cafe answer 302 to the configured booking URLs', async ({ request }) => {
    for (const [path, target] of [
      ['/demo', 'https://calendar.intenta.example/book/demo'],
      ['/reu', 'https://calendar.intenta.example/book/reunion'],
      ['/cafe', 'https://calendar.intenta.example/book/cafe'],
    ]) {
      const response = await request.get(`${siteOrigin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location']).toBe(target);
    }
  });

  test('a trailing slash answers 301 to the address without it, query kept', async ({ request }) => {
    for (const [path, location] of [
      ['/blog/', '/blog'],
      ['/es/partners/', '/es/partners'],
      ['/blog/?q=ia', '/blog?q=ia'],
      ['/es/', '/es'],
    ]) {
      const response = await request.get(`${siteOrigin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location']).toBe(location);
    }
    expect((await request.get(`${siteOrigin}/`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a malformed address answers 400 and stops no server', async ({ request }) => {
    const servers = [
      ports.shell,
      ports['mf-home'],
      ports['mf-blog'],
      ports['mf-partners'],
      ports['mf-leads'],
    ];
    // A raw request: fetch would normalise the address.
    const statusOf = async (port: number, target: string) =>
      (await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`))
        .status;
    for (const port of servers) {
      for (const target of ['/%E0%A4%A', '/%', '/blog/%zz']) expect(await statusOf(port, target)).toBe(400);
    }
    // Everything still answers.
    expect((await request.get(`${siteOrigin}/`)).status()).toBe(200);
    for (const origin of Object.values(remoteOrigin))
      expect((await request.get(`${origin}/mf-manifest.json`)).status()).toBe(200);
  });
});
