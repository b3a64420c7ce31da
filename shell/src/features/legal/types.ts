import type { Lang } from 'shared';

/** A block of a legal section: a paragraph, or a list of items. */
export type LegalBlock = string | { list: readonly string[] };

interface LegalSection {
  /** Anchor of the section, so it can be linked: `/terms#liability`. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  lang: Lang;
  title: string;
  /** 'Effective date: …' or 'Last updated: …', with the date as written. */
  dateLabel: string;
  date: string;
  /** ISO date for the `<time>` element. */
  isoDate: string;
  intro: readonly string[];
  contentsLabel: string;
  sections: readonly LegalSection[];
  meta: { title: string; description: string; keywords: readonly string[] };
}
