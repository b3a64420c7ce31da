// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '@intenta/content-model/content.ts';
import content from './collections.ts';

/** A copy of this app's content whose partner directory is `partners`. */
function appWithPartners(partners: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'partners-content-'));
  cpSync(join(import.meta.dirname), join(dir, 'content'), { recursive: true });
  writeFileSync(join(dir, 'content/partners.json'), JSON.stringify({ partners }));
  return dir;
}

const directory = JSON.parse(readFileSync(join(import.meta.dirname, 'partners.json'), 'utf8')) as {
  partners: { logo?: string; logoAlt?: { en: string; es: string } }[];
};
const withLogo = directory.partners.find((p) => p.logo)!;

describe("the partner directory's logos", () => {
  it('are described in English and Spanish, in the file both pages share', () => {
    expect(checkContent(appWithPartners(directory.partners), content)).toEqual([]);
    expect(withLogo.logoAlt).toEqual({ en: expect.any(String), es: expect.any(String) });
  });

  it('stop the build when a description is missing or empty, naming the field and the language', () => {
    const { logoAlt: _, ...undescribed } = withLogo;
    const dir = appWithPartners([
      { ...withLogo, logoAlt: { en: withLogo.logoAlt!.en, es: ' ' } },
      { ...withLogo, logoAlt: { es: withLogo.logoAlt!.es } },
      undescribed,
    ]);
    expect(checkContent(dir, content)).toEqual([
      'mf-partners/content/partners.json: partners[0].logoAlt.es: needs the description of the picture in Spanish',
      'mf-partners/content/partners.json: partners[1].logoAlt.en: needs the description of the picture in English',
      'mf-partners/content/partners.json: partners[2].logoAlt: needs the description of the logo in English and Spanish',
    ]);
  });

  it('need no description when a partner has no logo (the card shows initials)', () => {
    const { logo: _, logoAlt: __, ...initials } = withLogo;
    expect(checkContent(appWithPartners([initials]), content)).toEqual([]);
  });
});
