import type { PageMeta, ShareCard } from 'shared';

/** The card of one of the shell's own pages (terms, privacy); each remote says its pages' own. */
export function shareCard(meta: PageMeta): ShareCard {
  // 'Legal' reads the same in English and Spanish.
  return { eyebrow: 'Legal', title: meta.title };
}
