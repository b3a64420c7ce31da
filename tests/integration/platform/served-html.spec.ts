// Every page is served as complete HTML (content, head tags, language) before
// any script runs, and the browser hydrates that HTML instead of rendering from
// nothing: no hydration error, no layout shift while loading.
import type { APIRequestContext, Page } from '@playwright/test';
import { loadPosts } from 'mf-blog/posts';
import { content, neutralContent } from '@intenta/test-helpers/content';
import { expect, expectServedH1Hydrated, rememberServedH1, siteOrigin, test } from '../../support/fixtures';

interface ServedPage {
  path: string;
  lang: 'en' | 'es';
  h1: string;
  /** JSON-LD types the head must carry (besides the site-wide WebSite and Organization). */
  jsonLd: string[];
  /** The page in the other language (hreflang), when it has one. */
  alternate?: string;
  /** When another address is the canonical one for the same page. */
  canonical?: string;
}

// Each page's heading from its content file (<app>/content/), so a studio edit keeps this green.
const PAGES: ServedPage[] = [
  {
    path: '/',
    lang: 'en',
    h1: content('mf-home', 'hero', 'en').headline,
    jsonLd: ['SoftwareApplication', 'Product', 'VideoObject', 'FAQPage'],
    alternate: '/es',
  },
  {
    path: '/es',
    lang: 'es',
    h1: content('mf-home', 'hero', 'es').headline,
    jsonLd: ['SoftwareApplication', 'Product', 'VideoObject', 'FAQPage'],
    alternate: '/',
  },
  {
    path: '/terms',
    lang: 'en',
    h1: content('shell', 'terms', 'en').title,
    jsonLd: ['WebPage'],
    alternate: '/es/terms',
  },
  {
    path: '/es/terms',
    lang: 'es',
    h1: content('shell', 'terms', 'es').title,
    jsonLd: ['WebPage'],
    alternate: '/terms',
  },
  {
    path: '/privacy',
    lang: 'en',
    h1: content('shell', 'privacy', 'en').title,
    jsonLd: ['WebPage'],
    alternate: '/es/privacy',
  },
  {
    path: '/es/privacy',
    lang: 'es',
    h1: content('shell', 'privacy', 'es').title,
    jsonLd: ['WebPage'],
    alternate: '/privacy',
  },
  {
    path: '/casos-de-exito',
    lang: 'es',
    h1: neutralContent('mf-leads', 'success-cases').headline,
    jsonLd: ['BreadcrumbList'],
  },
  {
    path: '/blog',
    lang: 'en',
    h1: content('mf-blog', 'blog', 'en').list.heading,
    jsonLd: ['Blog'],
    alternate: '/es/blog',
  },
  {
    path: '/es/blog',
    lang: 'es',
    h1: content('mf-blog', 'blog', 'es').list.heading,
    jsonLd: ['Blog'],
    alternate: '/blog',
  },
  {
    path: '/partners',
    lang: 'en',
    h1: content('mf-partners', 'partners-page', 'en').hero.title,
    jsonLd: ['OfferCatalog'],
    alternate: '/es/partners',
  },
  {
    path: '/es/partners',
    lang: 'es',
    h1: content('mf-partners', 'partners-page', 'es').hero.title,
    jsonLd: ['OfferCatalog'],
    alternate: '/partners',
  },
  {
    path: '/referral',
    lang: 'en',
    h1: content('mf-leads', 'referral', 'en').title,
    jsonLd: ['BreadcrumbList'],
    alternate: '/es/referido',
  },
  {
    path: '/referido',
    lang: 'es',
    h1: content('mf-leads', 'referral', 'es').title,
    jsonLd: ['BreadcrumbList'],
    alternate: '/referral',
    // The same screen as /es/referido, which is the canonical address.
    canonical: '/es/referido',
  },
  {
    path: '/es/referido',
    lang: 'es',
    h1: content('mf-leads', 'referral', 'es').title,
    jsonLd: ['BreadcrumbList'],
    alternate: '/referral',
  },
  // Every post of both languages, from the post files themselves.
  ...loadPosts().map(({ meta }, _i, all) => {
    const pair = all.find((p) => p.meta.translationKey === meta.translationKey && p !== all[_i]);
    const postPath = (m: typeof meta) => `${m.language === 'es' ? '/es' : ''}/blog/${m.slug}`;
    return {
      path: postPath(meta),
      lang: meta.language,
      h1: meta.title,
      jsonLd: ['BlogPosting', 'BreadcrumbList'],
      alternate: pair ? postPath(pair.meta) : undefined,
    };
  }),
];

const SITE = 'https://intenta.example';
const absolute = (path: string) => (path === '/' ? `${SITE}/` : `${SITE}${path}`);

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}%$]+/u)
    .filter((w) => w.length > 2);
}

/** The head and main text of a served document, read without a browser. */
async function fetchServed(request: APIRequestContext, path: string) {
  const response = await request.get(`${siteOrigin}${path}`);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '';
  const attr = (selector: RegExp) => head.match(selector)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { response, html, head, main, attr, jsonLd };
}

/** Installs, before any script, a record of layout shifts and of the served `main h1` element. */
async function watchLoading(page: Page) {
  await rememberServedH1(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Failed to load resource/.test(text)) return; // external embeds (.example)
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

for (const served of PAGES) {
  test.describe(`${served.path} is served complete`, () => {
    test('the HTML alone has the page, its head tags, JSON-LD and language', async ({ request }) => {
      const { response, html, head, main, attr, jsonLd } = await fetchServed(request, served.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(html).toMatch(new RegExp(`<html lang="${served.lang}"`));
      expect(textOf(main.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '')).toBe(served.h1);
      // Header and footer come with the page.
      expect(html).toContain('data-testid="site-header"');
      expect(html).toMatch(/<footer/);

      expect(textOf(attr(/<title>([^<]+)<\/title>/) ?? '').length).toBeGreaterThan(5);
      const description = attr(/<meta name="description" content="([^"]+)"/) ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(attr(/<meta name="robots" content="([^"]+)"/)).toBe('index, follow');
      const canonical = absolute(served.canonical ?? served.path);
      expect(attr(/<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
      // React writes the attribute as `hrefLang`; HTML attribute names are case-insensitive.
      expect(attr(new RegExp(`<link rel="alternate" hreflang="${served.lang}" href="([^"]+)"`, 'i'))).toBe(
        canonical,
      );
      const other = served.lang === 'en' ? 'es' : 'en';
      expect(attr(new RegExp(`<link rel="alternate" hreflang="${other}" href="([^"]+)"`, 'i'))).toBe(
        served.alternate ? absolute(served.alternate) : undefined,
      );
      expect(attr(/<link rel="alternate" hreflang="x-default" href="([^"]+)"/i)).toMatch(
        /^https:\/\/intenta\.example\//,
      );
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'og:locale'])
        expect(attr(new RegExp(`<meta property="${property}" content="([^"]+)"`)), property).toBeTruthy();
      expect(attr(/<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
        expect(attr(new RegExp(`<meta name="${name}" content="([^"]+)"`)), name).toBeTruthy();

      const types = jsonLd.map((data) => data['@type']);
      for (const type of ['WebSite', 'Organization', ...served.jsonLd]) expect(types, type).toContain(type);
      expect(
        types.filter((type) => type === 'Organization'),
        'one Organization block',
      ).toHaveLength(1);
      for (const data of jsonLd) expect(data['@context']).toBe('https://schema.org');
      // Its remote's code and styles are named by the document itself; its config is inline.
      expect(head).toContain('<script type="application/json" id="runtime-config">');
      // The shell's styles are one render-blocking request (decision 063).
      expect(head.match(/<link rel="stylesheet" href="\/static\/[^"]+\.css"\/?>/g)).toHaveLength(1);
    });

    test('with JavaScript off the page shows its content', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(served.path);
      await expect(page.locator('main h1').first()).toHaveText(served.h1);
      await expect(page.locator('main h1').first()).toBeVisible();
      // Nothing in the page waits for a script to be shown (reveal-on-scroll included).
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((el) => getComputedStyle(el).opacity === '0' && (el as HTMLElement).innerText?.trim())
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(hidden).toEqual([]);
      await context.close();
    });

    test('the browser hydrates it: same elements, no error, no layout shift', async ({ page, request }) => {
      // External embeds (forms, calendar) answer with a stub: nothing leaves the machine, and no
      // "could not load" state (which the served HTML rightly lacks) replaces them.
      await page.route(
        (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
        (route) =>
          route.request().resourceType() === 'script'
            ? route.fulfill({ contentType: 'text/javascript', body: '' })
            : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Embed</title>' }),
      );
      const problems = await watchLoading(page);
      await page.goto(served.path);
      await expect(page.locator('main h1').first()).toHaveText(served.h1);
      // React has taken over the served element instead of replacing it.
      await expectServedH1Hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
      ).toBeLessThanOrEqual(0.001);
      // Everything the visitor can read once scrolled through was already in the HTML.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await page.waitForLoadState('networkidle');
      const rendered = words(await page.locator('main').innerText());
      const servedWords = new Set(words(textOf((await fetchServed(request, served.path)).main)));
      const missing = rendered.filter((w) => !servedWords.has(w));
      expect(
        missing.length / rendered.length,
        `not in the served HTML: ${missing.slice(0, 20).join(' ')}`,
      ).toBeLessThan(0.05);
      expect(problems).toEqual([]);
    });
  });
}
