import { css } from '@linaria/core';

// Each below-the-fold block's height below and from 1024 px wide, measured on the built page.
// A block's placeholder (`data-placeholder`, while its code loads) reserves it, so nothing below
// shifts (decision 020); its section (`data-block`) is assumed that tall while the browser skips
// it off screen. In CSS only: no script of the first load carries the table.
const heights = (block: string, narrow: string, wide: string) => `
  &[data-block='${block}'],
  &[data-placeholder='${block}'] {
    --block-height: ${narrow};
    --block-height-wide: ${wide};
  }
`;

/**
 * A below-the-fold block's size, on its placeholder and on its section.
 *
 * The section is skipped by the browser (style, layout, paint) while far from the viewport, so a
 * tap that restyles the page (the demo dialog making the rest inert, the menu, an FAQ item)
 * restyles what is on screen, not the whole long page (issue 30). It stays in the DOM and the
 * accessibility tree: find-in-page, hash links and screen readers still reach it. Skipping starts
 * only once the block has been laid out (`markLaidOutBlocks`): the browser then remembers its real
 * size (`auto`), so the scrollbar and every anchor stay exactly where a full layout puts them.
 */
export const blockSizeClass = css`
  ${heights('video', '728px', '976px')}
  ${heights('how-it-works', '1622px', '707px')}
  ${heights('results', '1551px', '1150px')}
  ${heights('press', '1883px', '904px')}
  ${heights('benefits', '1334px', '630px')}
  ${heights('partners', '952px', '588px')}
  ${heights('faq', '1205px', '1078px')}
  ${heights('about', '1719px', '896px')}
  ${heights('demo', '994px', '592px')}

  &[data-placeholder] {
    display: block;
    min-height: var(--block-height);
  }

  &[data-block] {
    contain-intrinsic-block-size: auto var(--block-height);
  }

  &[data-laid-out] {
    content-visibility: auto;
  }

  @media (min-width: 1024px) {
    &[data-placeholder] {
      min-height: var(--block-height-wide);
    }

    &[data-block] {
      contain-intrinsic-block-size: auto var(--block-height-wide);
    }
  }
`;

/**
 * Lets the browser skip, while off screen, every block section laid out by now: called after a
 * frame has drawn them, when their real sizes are known.
 */
export function markLaidOutBlocks(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const section of document.querySelectorAll(`.${blockSizeClass}[data-block]`))
        section.setAttribute('data-laid-out', '');
    }),
  );
}
