// @ts-check
// Draws a page's share card (its og:image): 1200×630 PNG in the brand's layout, with the
// site's own typeface (Inter, the static WOFF cut of the family the pages self-host: satori
// reads no WOFF2). What the card says comes from the page's owner (`ShareCard` in the
// contract); this module only lays it out. See docs/decisions/066-share-cards.md.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

/** @typedef {import('shared').ShareCard} ShareCard */
/** @typedef {import('shared').Lang} Lang */
/** @typedef {{ type: string; props: Record<string, unknown> }} CardElement */

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The language a card names in its footer, in that language. */
const LANGUAGE_LABEL = { en: 'English', es: 'Español' };

/** The brand's colours (shared/src/ui/tokens.ts): dark ground, primary, accent. */
const COLORS = {
  ground: '#0b1020',
  text: '#ffffff',
  muted: '#c7cbe0',
  primary: '#4338ca',
  accent: '#5eead4',
};

/** The favicon's mark, drawn beside the brand name. */
const MARK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4338ca"/><circle cx="28" cy="28" r="13" fill="none" stroke="#fff" stroke-width="6"/><path d="M38 38l12 12" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="28" cy="28" r="4" fill="#5eead4"/></svg>',
)}`;

/** @type {{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined} */
let fonts;
function interFonts() {
  if (!fonts) {
    const files = join(
      dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
      'files',
    );
    fonts = /** @type {const} */ ([400, 700]).map((weight) => ({
      name: 'Inter',
      data: readFileSync(join(files, `inter-latin-${weight}-normal.woff`)),
      weight,
      style: /** @type {const} */ ('normal'),
    }));
  }
  return fonts;
}

/**
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {...(CardElement | string | null | undefined | false)} children
 * @returns {CardElement}
 */
function h(type, style, ...children) {
  const kept = children.filter((child) => child !== null && child !== undefined && child !== false);
  return { type, props: { style, children: kept } };
}

/**
 * The card as satori's element tree.
 * @param {{ card: ShareCard; lang: Lang; brandName: string; siteHost: string; illustration?: string }} options
 *   `illustration` is the picture already as a data URL.
 * @returns {CardElement}
 */
export function shareCardLayout({ card, lang, brandName, siteHost, illustration }) {
  // A post's title may run to about 100 characters; it must stay within five lines.
  const titleSize = card.title.length > 70 ? 50 : card.title.length > 40 ? 56 : 64;
  return h(
    'div',
    {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      display: 'flex',
      background: COLORS.ground,
      color: COLORS.text,
      fontFamily: 'Inter',
      borderTop: `12px solid ${COLORS.primary}`,
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        flex: 1,
        padding: '56px 64px',
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 },
        { type: 'img', props: { src: MARK, width: 56, height: 56, style: { marginRight: 18 } } },
        brandName,
      ),
      h(
        'div',
        { display: 'flex', flexDirection: 'column' },
        card.eyebrow && h('div', { fontSize: 28, color: COLORS.accent, marginBottom: 20 }, card.eyebrow),
        h('div', { fontSize: titleSize, fontWeight: 700, lineHeight: 1.12 }, card.title),
      ),
      h(
        'div',
        { display: 'flex', fontSize: 26, color: COLORS.muted },
        `${siteHost} · ${LANGUAGE_LABEL[lang]}`,
      ),
    ),
    illustration &&
      h(
        'div',
        { display: 'flex', alignItems: 'center', paddingRight: 64 },
        {
          type: 'img',
          props: {
            src: illustration,
            width: 400,
            height: 400,
            style: { borderRadius: 24, objectFit: 'cover' },
          },
        },
      ),
  );
}

/**
 * The card as PNG bytes.
 * @param {{ card: ShareCard; lang: Lang; brandName: string; siteHost: string;
 *   illustration?: { bytes: Uint8Array; type: string } }} options
 * @returns {Promise<Buffer>}
 */
export async function drawShareCard({ illustration, ...options }) {
  const dataUrl = illustration
    ? `data:${illustration.type};base64,${Buffer.from(illustration.bytes).toString('base64')}`
    : undefined;
  const svg = await satori(
    /** @type {import('react').ReactNode} */ (shareCardLayout({ ...options, illustration: dataUrl })),
    {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      fonts: interFonts(),
    },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_WIDTH } }).render().asPng();
}

/**
 * The card in words: its owner's, or what it shows.
 * @param {ShareCard} card
 * @param {string} brandName
 */
export function shareCardAlt(card, brandName) {
  return card.alt ?? [card.eyebrow, card.title, brandName].filter(Boolean).join(' · ');
}
