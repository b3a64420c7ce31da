// @ts-check
// A post's article is written in Markdown (Decap's markdown widget: headings, lists, links,
// bold, tables, pictures from the media library) and turned into HTML here: by the build for
// every post (scripts/article.mjs, which then sanitises it) and by the studio's preview pane for
// the draft being written. Raw HTML in the Markdown passes through to the sanitiser, which
// keeps what its policy allows and drops the rest.
import { Marked } from 'marked';

/**
 * CommonMark with GitHub's tables; no heading ids, no line break from a single newline. A
 * table's header cells head their columns (`scope="col"`), as the articles' tables always did.
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    tablecell(cell) {
      if (!cell.header) return false;
      const align = cell.align ? ` align="${cell.align}"` : '';
      return `<th scope="col"${align}>${this.parser.parseInline(cell.tokens)}</th>\n`;
    },
  },
});

/**
 * The HTML of a Markdown article, not yet sanitised.
 * @param {string} markdown
 * @returns {string}
 */
export function markdownToHtml(markdown) {
  return /** @type {string} */ (marked.parse(markdown));
}
