import { fireEvent, render, screen } from '@testing-library/react';
import { PARTNER_GROUPS, partners, partnersCopy } from '../content';
import { initialsOf, PartnerCard, TILE_COLOURS } from './PartnerCard';

// The logos are bundled from content/logos by the build (import.meta.webpackContext).
vi.mock('../content/logos', () => ({
  logoPicture: (file: string) => ({ src: `/logos/${file}`, width: 96, height: 96 }),
}));

/** WCAG relative luminance contrast of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
}

describe('PartnerCard', () => {
  it('shows the first two letters in capitals when there is no logo', () => {
    expect(initialsOf('Costa Growth Partners')).toBe('CO');
    expect(initialsOf('Éxito Sur')).toBe('ÉX');
  });

  it('uses tile colours with at least AA contrast for white text', () => {
    for (const colour of TILE_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it("lists every partner in a group of the page; a directory unlike the spec's is a notice, not a failure", () => {
    // The directory is content the partners team edits in the studio: the spec's first
    // directory (docs/product.md §10) is reported when it changes, as spec copy is.
    expect(partners.every((p) => PARTNER_GROUPS.includes(p.type))).toBe(true);
    const countries = (type: string) =>
      partners
        .filter((p) => p.type === type)
        .map((p) => p.countryCode)
        .sort()
        .join(' ');
    const now = PARTNER_GROUPS.map((type) => `${type}: ${countries(type)}`).join('; ');
    const spec = 'strategic: LATAM LATAM UY; implementation: CL CL UY; referral: UY UY UY UY';
    if (now !== spec)
      console.warn(`Notice: the partner directory differs from the spec: ${now} (spec: ${spec})`);
  });

  it("shows a logo described in the page's language, at the size read from its file", () => {
    const withLogo = partners.find((p) => p.logo)!;
    for (const lang of ['en', 'es'] as const) {
      const { unmount } = render(
        <PartnerCard partner={withLogo} lang={lang} copy={partnersCopy[lang].directory} />,
      );
      const logo = screen.getByRole('img', { name: withLogo.logoAlt![lang] });
      expect(logo.getAttribute('src')).toBe(`/logos/${withLogo.logo}`);
      expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['96', '96']);
      unmount();
    }
    expect(withLogo.logoAlt!.en).not.toBe(withLogo.logoAlt!.es);
  });

  it('tracks partner_card_clicked and badges strategic cards', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    const strategic = partners.find((p) => p.type === 'strategic' && !p.logo)!;
    render(<PartnerCard partner={strategic} lang="es" copy={partnersCopy.es.directory} />);
    expect(screen.getByTestId('strategic-badge').textContent).toBe(partnersCopy.es.directory.strategicBadge);
    fireEvent.click(screen.getByTestId('partner-card'));
    expect(gtag).toHaveBeenCalledWith('event', 'partner_card_clicked', {
      event_category: 'engagement',
      event_label: strategic.name,
      partner_country: strategic.country.en,
      partner_type: 'strategic',
    });
    delete window.gtag;
  });
});
