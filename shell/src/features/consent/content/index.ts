import type { Lang } from 'shared';
import type { ConsentContent } from '../../../../content/collections';
import en from '../../../../content/consent/consent.en.json';
import es from '../../../../content/consent/consent.es.json';

// The files were checked against their schema when this app was built (content/collections.ts).
export const consentCopy: Record<Lang, ConsentContent> = {
  en: en as ConsentContent,
  es: es as ConsentContent,
};
