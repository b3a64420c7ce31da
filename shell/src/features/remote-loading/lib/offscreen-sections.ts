/**
 * A remote marks a block of its page that may be far below the fold with this attribute (a
 * section of the partner page, a post of the blog list, …): once laid out, the browser skips it
 * while off screen (issue 40, item 2; the home has its own, decision 020).
 */
export const OFFSCREEN_ATTRIBUTE = 'data-offscreen';
/** Set on a marked block once laid out and off screen: from then on it is skipped off screen. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * Lets the browser skip the marked blocks of `area` while off screen, each from the first time
 * it is seen laid out and out of the viewport: the browser then remembers its real size
 * (`contain-intrinsic-block-size: auto`), so the scrollbar and every anchor stay where a full
 * layout puts them. Not one on screen: Chromium would draw it skipped for a frame, a layout
 * shift. A block not rendered (its page hidden ahead, `display: none`) is left alone.
 * Returns the undo: the blocks are laid out in full again (a page hidden again forgets sizes).
 */
export function skipOffscreenOnceLaidOut(area: ParentNode): () => void {
  const blocks = [...area.querySelectorAll(`[${OFFSCREEN_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])`)];
  if (blocks.length === 0 || typeof IntersectionObserver === 'undefined') return () => {};
  const marked: Element[] = [];
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      if (isIntersecting || boundingClientRect.height === 0) continue;
      observer.unobserve(target);
      target.setAttribute(LAID_OUT_ATTRIBUTE, '');
      marked.push(target);
    }
  });
  for (const block of blocks) observer.observe(block);
  return () => {
    observer.disconnect();
    for (const block of marked) block.removeAttribute(LAID_OUT_ATTRIBUTE);
  };
}
