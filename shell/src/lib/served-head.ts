// What the document's head says, read in the browser: in the first load (the header and footer
// read a page's counterpart from it), apart from building a head (head-tags.ts), which the head
// manager loads when it first replaces one.
import type { Lang } from 'shared';

/** The attribute marking the head elements the head manager owns (and replaces). */
export const MANAGED_HEAD_ATTRIBUTE = 'data-head';

/** A page's share picture (og:image) with what the head says of it. */
export interface ShareImage {
  /** Absolute URL or a path on the canonical host. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The path of the current page's counterpart in `lang`, as the document's head
 * declares it (`<link rel="alternate" hreflang>`), or null when it declares
 * none. Until a served page's own code has declared its metadata, the head is
 * the one it was served with.
 */
export function headAlternatePath(lang: Lang): string | null {
  const link = document.head.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${lang}"][${MANAGED_HEAD_ATTRIBUTE}]`,
  );
  return link ? new URL(link.href).pathname : null;
}

/**
 * The share card the served document names (its `og:image` and what the head says of it),
 * or undefined when it names none. Read before the head manager first replaces the head.
 */
export function headShareImage(): ShareImage | undefined {
  const content = (property: string) =>
    document.head
      .querySelector<HTMLMetaElement>(`meta[property="${property}"][${MANAGED_HEAD_ATTRIBUTE}]`)
      ?.getAttribute('content') ?? null;
  const url = content('og:image');
  const width = Number(content('og:image:width'));
  const height = Number(content('og:image:height'));
  const alt = content('og:image:alt');
  if (!url || !width || !height || alt === null) return undefined;
  return { url, width, height, alt };
}
