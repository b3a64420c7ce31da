import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { normalizePageMeta, usePageMetaStore, DESCRIPTION_MAX, TITLE_MAX } from 'shared';
import { partnersCopy } from '../content';
import { PartnersRoutePage } from './PartnersRoutePage';

// The logos are bundled from content/logos by the build (import.meta.webpackContext).
vi.mock('../content/logos', () => ({
  logoPicture: (file: string) => ({ src: `/logos/${file}`, width: 96, height: 96 }),
}));

function renderAt(path: string, lang: 'en' | 'es') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PartnersRoutePage lang={lang} />
    </MemoryRouter>,
  );
}

describe('the confirmation of a form post (decision 045)', () => {
  it.each([
    ['en', '/partners/thanks', '/es/partners/gracias', '/partners', '/'],
    ['es', '/es/partners/gracias', '/partners/thanks', '/es/partners', '/es'],
  ] as const)('is shown in %s at %s, not indexed, with links back', (lang, path, other, partners, home) => {
    const copy = partnersCopy[lang].confirmation;
    renderAt(path, lang);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([copy.title]);
    expect(screen.getByText(copy.lead).tagName).toBe('P');
    expect(screen.getByRole('link', { name: copy.backLink }).getAttribute('href')).toBe(partners);
    expect(screen.getByRole('link', { name: copy.homeLink }).getAttribute('href')).toBe(home);
    expect(screen.queryByTestId('partner-form')).toBeNull();

    const meta = usePageMetaStore.getState().meta!;
    expect(meta).toMatchObject({ lang, path, alternatePath: other, robots: 'noindex, nofollow' });
    expect(meta.title).toContain('Intenta');
    expect(meta.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(normalizePageMeta(meta).title).toBe(meta.title);
  });

  it.each([
    ['en', '/partners'],
    ['es', '/es/partners'],
  ] as const)('leaves the partner page as it is at %s %s', (lang, path) => {
    renderAt(path, lang);
    expect(screen.getAllByTestId('partner-form')).toHaveLength(1);
    const meta = usePageMetaStore.getState().meta;
    expect(meta?.path).toBe(path);
    expect(meta?.robots).toBeUndefined();
  });
});
