import type { PageMeta, ShareCard } from 'shared';

const EYEBROW = { en: 'Legal', es: 'Legal' } as const;

/** The card of one of the shell's own pages (terms, privacy); each remote says its pages' own. */
export function shareCard(meta: PageMeta): ShareCard {
  return { eyebrow: EYEBROW[meta.lang], title: meta.title };
}
