/**
 * A remote marks a block of its page that may be far below the fold with this attribute (a
 * section of the partner page, a post of the blog list, …): once laid out, the browser skips it
 * while off screen (issue 40, item 2; the home has its own, decision 020).
 */
export const OFFSCREEN_ATTRIBUTE = 'data-offscreen';
/** Set on a marked block once a frame has laid it out: from then on it is skipped off screen. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * After the next frame has laid them out, lets the browser skip the marked blocks of `area`
 * while off screen: the browser then remembers their real size (`contain-intrinsic-block-size:
 * auto`), so the scrollbar and every anchor stay where a full layout puts them. A block not
 * rendered (its page hidden ahead, `display: none`) has no size to remember and is left alone.
 * Returns the undo: the blocks are laid out in full again (a page hidden again forgets sizes).
 */
export function skipOffscreenOnceLaidOut(area: ParentNode): () => void {
  const marked: Element[] = [];
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      for (const block of area.querySelectorAll(`[${OFFSCREEN_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])`)) {
        if (block.getClientRects().length === 0) continue;
        block.setAttribute(LAID_OUT_ATTRIBUTE, '');
        marked.push(block);
      }
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    for (const block of marked) block.removeAttribute(LAID_OUT_ATTRIBUTE);
  };
}
