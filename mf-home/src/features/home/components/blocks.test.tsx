import { fireEvent, render, screen } from '@testing-library/react';
import { useDemoDialog, withSiteText } from 'shared';
import { FaqAccordion } from './Faq';
import { DemoSectionView } from './DemoSection';
import { formatPressDate } from './Press';
import { hero as heroEn } from '../content/hero.en';
import { hero as heroEs } from '../content/hero.es';
import { sections as sectionsEn } from '../content/sections.en';
import { sections as sectionsEs } from '../content/sections.es';
import { buildHomeMeta } from '../meta';
import aboutEs from '../../../../content/about/about.es.json';
import resultsEn from '../../../../content/results/results.en.json';

// The portraits are bundled from assets/people by the build (import.meta.webpackContext).
vi.mock('../content/people', () => ({
  portrait: (file: string) => ({ src: `/people/${file}`, width: 160, height: 160 }),
}));

// The copy as the page gets it: `{brand}` filled from the site configuration.
const en = withSiteText(heroEn);
const es = withSiteText(heroEs);
const enSections = withSiteText(sectionsEn);
const esSections = withSiteText(sectionsEs);

describe('FAQ accordion', () => {
  it('has nine questions in English and eight in Spanish, with answers', () => {
    expect(enSections.faq.items).toHaveLength(9);
    expect(esSections.faq.items).toHaveLength(8);
    for (const item of [...enSections.faq.items, ...esSections.faq.items]) {
      expect(item.answer.length).toBeGreaterThan(60);
    }
  });

  // jsdom does not close the other <details> of a name group; the browser's
  // single-open behaviour is checked in tests/integration/home/home.spec.ts.
  it('is collapsible and single-open: every item is a <details> of the same name', () => {
    render(<FaqAccordion items={enSections.faq.items} />);
    const items = [...document.querySelectorAll('details')];
    expect(items).toHaveLength(9);
    expect(new Set(items.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
    expect(items.every((d) => !d.open)).toBe(true);
    const first = screen.getByText(enSections.faq.items[0]!.question);
    fireEvent.click(first);
    expect(items.map((d) => d.open)).toEqual(items.map((_, i) => i === 0));
    fireEvent.click(first);
    expect(items.every((d) => !d.open)).toBe(true);
  });
});

describe('demo section', () => {
  it('opens the dialog with demo_section_es and tracks the product tour in Spanish', () => {
    const events: unknown[] = [];
    window.gtag = (_c, event, params) => events.push({ event, params });
    render(<DemoSectionView lang="es" hero={es} id="demo-section" copy={esSections.demo} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      '¿Listo para transformar la búsqueda de tu e-commerce?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar Demo' }));
    expect(useDemoDialog.getState()).toMatchObject({ open: true, source: 'demo_section_es' });
    const tour = screen.getByRole('link', { name: /Ver Tour del Producto/ });
    expect(tour.getAttribute('target')).toBe('_blank');
    fireEvent.click(tour);
    expect(events).toContainEqual({
      event: 'product_tour_clicked',
      params: { event_category: 'engagement', event_label: 'demo_section_es', value: 1 },
    });
    delete window.gtag;
  });
});

describe('portraits', () => {
  it('are the pictures the content files name, with their own size, described in each language', () => {
    expect(enSections.results.testimonial.photo).toEqual({
      src: `/people/${resultsEn.testimonial.photo}`,
      width: 160,
      height: 160,
    });
    expect(esSections.about.team.map((member) => member.image.src)).toEqual(
      aboutEs.team.map((member) => `/people/${member.image}`),
    );
    expect(esSections.about.team[0]!.imageAlt).not.toBe(enSections.about.team[0]!.imageAlt);
  });
});

describe('press dates', () => {
  it('are formatted in the page locale', () => {
    expect(formatPressDate('2025-09-16', 'en')).toBe('September 2025');
    expect(formatPressDate('2025-06-19', 'es')).toBe('junio de 2025');
  });
});

describe('home metadata', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('declares paths, alternates and its four JSON-LD types (the Organization is site-wide), the offer valid to the end of the current year', () => {
    const meta = buildHomeMeta(en, enSections.faq.items);
    expect(meta).toMatchObject({ lang: 'en', path: '/', alternatePath: '/es' });
    expect(meta.jsonLd?.map((j) => j['@type'])).toEqual([
      'SoftwareApplication',
      'Product',
      'VideoObject',
      'FAQPage',
    ]);
    const product = meta.jsonLd?.find((j) => j['@type'] === 'Product') as {
      offers: { priceValidUntil: string };
    };
    expect(product.offers.priceValidUntil).toBe(`${new Date().getUTCFullYear()}-12-31`);
    expect(Date.parse(`${product.offers.priceValidUntil}T23:59:59Z`)).toBeGreaterThanOrEqual(Date.now());
    const es1 = buildHomeMeta(es, null);
    expect(es1).toMatchObject({ lang: 'es', path: '/es', alternatePath: '/' });
    expect(es1.title.length).toBeLessThanOrEqual(60);
    expect(es1.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('dates the offer by the year the page is rendered in, never a fixed year', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-15T12:00:00Z') });
    const product = buildHomeMeta(en, null).jsonLd?.find((j) => j['@type'] === 'Product') as {
      offers: { priceValidUntil: string };
    };
    expect(product.offers.priceValidUntil).toBe('2031-12-31');
  });
});
