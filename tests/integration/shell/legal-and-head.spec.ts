import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { DESKTOP, MOBILE, pageReady } from './support';

const docs = [
  {
    path: '/terms',
    alternate: '/es/terms',
    lang: 'en',
    title: 'Terms of Service',
    date: 'Effective date: March 1, 2025',
    sections: [
      'No Professional Advice',
      'Liability and Warranties',
      'Third-Party AI Providers',
      'Data Usage',
      'Indemnification',
      'Changes to These Terms',
      'Contact',
    ],
  },
  {
    path: '/es/terms',
    alternate: '/terms',
    lang: 'es',
    title: 'Términos de Servicio',
    date: 'Última actualización: octubre de 2025',
    sections: [
      'Descargo de Responsabilidad',
      'Limitación de Responsabilidad',
      'Uso de Datos',
      'Propiedad Intelectual',
      'Uso Aceptable',
      'Enlaces de Terceros',
      'Modificaciones',
      'Terminación',
      'Ley Aplicable',
      'Contacto',
    ],
    mustSay: ['República Oriental del Uruguay'],
  },
  {
    path: '/privacy',
    alternate: '/es/privacy',
    lang: 'en',
    title: 'Privacy Policy',
    date: 'Effective date: January 2025',
    sections: [
      'Data We Collect',
      'How We Use Data',
      'Sharing',
      'Data Ownership and Our Role',
      'Security',
      'International Transfers',
      'Retention',
      'Your Rights',
      'Cookies and Analytics',
      'Compliance',
      'Contact',
    ],
    mustSay: [
      'GDPR',
      'LGPD',
      'CCPA',
      'standard contractual clauses',
      'processor',
      'We do not sell personal data',
    ],
  },
  {
    path: '/es/privacy',
    alternate: '/privacy',
    lang: 'es',
    title: 'Política de Privacidad',
    date: 'Fecha de vigencia: enero de 2025',
    sections: [
      'Datos que Recopilamos',
      'Uso de los Datos',
      'Compartición de Datos',
      'Titularidad de los Datos y Nuestro Rol',
      'Seguridad',
      'Transferencias Internacionales',
      'Conservación',
      'Tus Derechos',
      'Cookies y Analítica',
      'Cumplimiento Normativo',
      'Contacto',
    ],
    mustSay: ['RGPD', 'LGPD', 'CCPA', 'cláusulas contractuales tipo', 'encargado del tratamiento'],
  },
] as const;

async function jsonLd(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    ),
  );
}

for (const viewport of [DESKTOP, MOBILE]) {
  for (const doc of docs) {
    test(`${viewport.width} px: ${doc.path} has every section, its date and linkable headings`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(doc.path);
      await pageReady(page);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(doc.title);
      await expect(main).toContainText(doc.date);
      const headings = main.locator('section > h2');
      await expect(headings).toHaveCount(doc.sections.length);
      for (const [i, name] of doc.sections.entries()) {
        await expect(headings.nth(i)).toHaveText(`${i + 1}. ${name}`);
        const id = await headings.nth(i).getAttribute('id');
        expect(id).toMatch(/^[a-z-]+$/);
        await expect(main.getByRole('navigation').locator(`a[href="${doc.path}#${id}"]`)).toHaveCount(1);
      }
      for (const phrase of 'mustSay' in doc ? doc.mustSay : []) await expect(main).toContainText(phrase);
      await expect(main).toContainText('info@intenta.example');
      await expect(main).not.toContainText(/\{email\}|\{address\}|\{brand\}|[Ll]orem ipsum|TODO/);
      // The legal text is a lazy chunk: the document's own first load carries no other page's copy.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
}

test.describe('head tags', () => {
  for (const doc of docs) {
    test(`${doc.path}: title, canonical, hreflang, Open Graph, Twitter, JSON-LD, html lang`, async ({
      page,
    }) => {
      await page.goto(doc.path);
      await pageReady(page);
      await expect(page).toHaveTitle(`${doc.title} | Intenta`);
      await expect(page.locator('html')).toHaveAttribute('lang', doc.lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://intenta.example${doc.path}`,
      );
      const en = doc.lang === 'en' ? doc.path : doc.alternate;
      const es = doc.lang === 'es' ? doc.path : doc.alternate;
      await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
        'href',
        `https://intenta.example${en}`,
      );
      await expect(page.locator('link[hreflang="es"]')).toHaveAttribute(
        'href',
        `https://intenta.example${es}`,
      );
      await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
        'href',
        `https://intenta.example${en}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,160}/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${doc.title} | Intenta`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `https://intenta.example${doc.path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^https:\/\/.+\.(png|jpg)$/,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        doc.lang === 'es' ? 'es_ES' : 'en_US',
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const blocks = await jsonLd(page);
      expect(blocks.map((b) => b['@type'])).toEqual(['WebSite', 'Organization', 'WebPage']);
      expect(blocks[0].potentialAction.target.urlTemplate).toBe(
        'https://intenta.example/blog?q={search_term_string}',
      );
      expect(blocks[2].inLanguage).toBe(doc.lang);
    });
  }

  test('each managed tag exists once after client navigations', async ({ page }) => {
    await page.goto('/terms');
    await pageReady(page);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy | Intenta');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://intenta.example/privacy',
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(await jsonLd(page)).toHaveLength(3);
  });

  test('the favicon is served', async ({ page }) => {
    await page.goto('/terms');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});
