import { content } from '@intenta/test-helpers/content';
import { render, screen } from '@testing-library/react';
import { usePageMetaStore } from 'shared';
import { PartnersPage } from './PartnersPage';
import { scrollToForm, FORM_SECTION_ID } from './Hero';
import { mockReducedMotion } from '@intenta/test-helpers/media';

// The logos are bundled from content/logos by the build (import.meta.webpackContext).
vi.mock('../content/logos', () => ({
  logoPicture: (file: string) => ({ src: `/logos/${file}`, width: 96, height: 96 }),
}));

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('PartnersPage', () => {
  it.each(['en', 'es'] as const)('renders the %s page with one h1, its sections and its metadata', (lang) => {
    // The page's words from its content file (mf-partners/content/partners-page/).
    const page = content('mf-partners', 'partners-page', lang);
    const h1 = page.hero.title;
    const sections = [page.benefits.title, page.types.title, page.directory.title];
    render(<PartnersPage lang={lang} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([h1]);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s.slice(0, 3)).toEqual(sections);
    expect(document.getElementById(FORM_SECTION_ID)).not.toBeNull();
    const meta = usePageMetaStore.getState().meta;
    expect(meta).toMatchObject({ lang, path: lang === 'en' ? '/partners' : '/es/partners' });
    expect(meta?.jsonLd?.[0]).toMatchObject({ '@type': 'OfferCatalog' });
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ] as const)('scrolls to the form (reduced motion %s: %s) and focuses its heading', (reduce, behavior) => {
    mockReducedMotion(reduce);
    render(<PartnersPage lang="en" />);
    const section = document.getElementById(FORM_SECTION_ID)!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    scrollToForm();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
    expect(document.activeElement).toBe(section.querySelector('h2'));
  });
});
