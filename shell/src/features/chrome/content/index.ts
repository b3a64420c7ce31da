import type { Lang } from 'shared';
import type { ChromeContent } from '../../../../content/collections';
import en from '../../../../content/chrome/chrome.en.json';
import es from '../../../../content/chrome/chrome.es.json';

// The files were checked against their schema when this app was built (content/collections.ts).
/** Copy of the header and footer, per language; the header entries in the order of docs/product.md §5. */
export const chromeCopy: Record<Lang, ChromeContent> = {
  en: en as ChromeContent,
  es: es as ChromeContent,
};

/** The header toggle is named after the language it leads to (interface labels, kept in code). */
export const toggleCopy: Record<Lang, { short: string; label: string }> = {
  en: { short: 'EN', label: 'View the site in English' },
  es: { short: 'ES', label: 'Ver el sitio en español' },
};
