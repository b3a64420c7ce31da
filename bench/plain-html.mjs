// @ts-check
/**
 * A served document as plain HTML: no script elements and no script preloads;
 * what `<noscript>` holds applies, as it would for a visitor without JavaScript.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, '$1');
}
