import type { Lang } from 'shared';
import { en } from './chrome.en';
import { es } from './chrome.es';
import type { ChromeCopy } from './types';

/** Copy of the header and footer, per language. */
export const chromeCopy: Record<Lang, ChromeCopy> = { en, es };

/** The header toggle is named after the language it leads to. */
export const toggleCopy: Record<Lang, { short: string; label: string }> = {
  en: { short: 'EN', label: 'View the site in English' },
  es: { short: 'ES', label: 'Ver el sitio en español' },
};
