// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  drawShareCard,
  shareCardAlt,
  shareCardLayout,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
} from './share-card.mjs';
import { pngSize } from '@intenta/test-helpers/png-size';

const base = { lang: 'en' as const, brandName: 'Intenta', siteHost: 'intenta.example' };
const illustration = {
  type: 'image/svg+xml',
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0f766e"/></svg>',
  ),
};

/** Every string the layout draws, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const { children } = (node as { props: { children?: unknown } }).props;
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

describe('share cards', () => {
  it('are 1200×630 PNGs well under 200 KB, with or without an illustration', async () => {
    for (const extra of [{}, { illustration }]) {
      const png = await drawShareCard({ ...base, card: { title: 'AI search for shops' }, ...extra });
      expect(pngSize(png)).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
      expect(png.length).toBeLessThan(200_000);
    }
  });

  it('change when the title changes', async () => {
    const draw = (title: string) => drawShareCard({ ...base, card: { title } });
    const [a, b] = await Promise.all([draw('Partner program'), draw('Programa de partners')]);
    expect(a.equals(b)).toBe(false);
  });

  it("are described by their owner's alt, else by what they show", () => {
    expect(shareCardAlt({ title: 'Terms', eyebrow: 'Legal' }, 'Intenta')).toBe('Legal · Terms · Intenta');
    expect(shareCardAlt({ title: 'Terms', alt: 'The terms' }, 'Intenta')).toBe('The terms');
  });

  it('show the brand, the eyebrow, the title and the language, in that language', () => {
    const card = { title: 'Revolución de la búsqueda', eyebrow: 'Blog · Tendencias' };
    expect(texts(shareCardLayout({ ...base, lang: 'es', card }))).toEqual([
      'Intenta',
      'Blog · Tendencias',
      'Revolución de la búsqueda',
      'intenta.example · Español',
    ]);
    expect(texts(shareCardLayout({ ...base, card: { title: 'Terms' } })).at(-1)).toBe(
      'intenta.example · English',
    );
  });
});
