// The copy the product spec (docs/product.md) quotes word for word, listed once in
// tests/spec-copy.json with the content file and field where it lives (issue 29 item 8).
// Changing one of those strings is a product decision, not a broken build: `npm test` prints a
// notice for each difference (content-model/spec-copy.test.ts) and the studio shows one before an
// entry that makes it is published (studio/server/studio.mjs). Only a list entry naming a
// field that no longer exists fails: the list is then wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SpecQuote {
  /** Where the spec quotes it: `§8 Home page: demo section heading`. */
  section: string;
  /** The content file from the repository's root: `mf-home/content/demo/demo.en.json`. */
  file: string;
  /** The field in that file, as the build names it: `items[1].question`. */
  field: string;
  lang: 'en' | 'es';
  /** The spec's words (a figure is a number, as the file holds it). */
  text: string | number;
}

export const SPEC_COPY_FILE = 'tests/spec-copy.json';

const LANGUAGE = { en: 'English', es: 'Spanish' } as const;

/** The list, from a checkout of the repository. */
export function readSpecCopy(root: string): SpecQuote[] {
  return (JSON.parse(readFileSync(join(root, SPEC_COPY_FILE), 'utf8')) as { quotes: SpecQuote[] }).quotes;
}

/** The value at `items[1].question` in some data, or `found: false` when the field is not there. */
export function valueAt(data: unknown, field: string): { found: boolean; value?: unknown } {
  let value = data;
  for (const [, key, index] of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    const step = index === undefined ? key! : Number(index);
    if (value === null || typeof value !== 'object' || !(step in value)) return { found: false };
    value = (value as Record<string | number, unknown>)[step];
  }
  return { found: true, value };
}

/** How a quote is named to a person: `§8 Home page: demo section heading, English`. */
export const describeQuote = (quote: SpecQuote) =>
  `${quote.section}, ${LANGUAGE[quote.lang]} (${quote.file}, ${quote.field})`;

export interface SpecCopyReport {
  /** List entries whose file or field is gone: the list is wrong (a failure). */
  missing: string[];
  /** One line per string the content no longer says as the spec does (a notice). */
  differences: string[];
}

/** The list against the content files of a checkout. */
export function compareSpecCopy(root: string, quotes: SpecQuote[]): SpecCopyReport {
  const files = new Map<string, unknown>();
  const report: SpecCopyReport = { missing: [], differences: [] };
  for (const quote of quotes) {
    if (!files.has(quote.file)) {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(root, quote.file), 'utf8'));
      } catch {
        data = undefined;
      }
      files.set(quote.file, data);
    }
    const data = files.get(quote.file);
    const { found, value } = data === undefined ? { found: false } : valueAt(data, quote.field);
    if (!found) {
      report.missing.push(`${describeQuote(quote)}: no such ${data === undefined ? 'file' : 'field'}`);
    } else if (String(value) !== String(quote.text)) {
      report.differences.push(
        `${describeQuote(quote)}: the spec says “${quote.text}”, the content says “${String(value)}”`,
      );
    }
  }
  return report;
}

/** One content file an entry changes: its path from the repository's root, its data before and after. */
export interface ChangedFile {
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * What an entry does to the copy the spec quotes, one sentence per string it changes away
 * from the spec's words (a string it leaves alone, or brings back to them, says nothing).
 */
export function specCopyNotices(quotes: SpecQuote[], changed: ChangedFile[]): string[] {
  const notices: string[] = [];
  for (const { path, before, after } of changed) {
    for (const quote of quotes.filter((q) => q.file === path)) {
      const was = valueAt(before, quote.field);
      const now = valueAt(after, quote.field);
      const said = (v: { found: boolean; value?: unknown }) => (v.found ? String(v.value) : undefined);
      if (said(now) === said(was) || said(now) === String(quote.text)) continue;
      const change = now.found ? `“${quote.text}” becomes “${said(now)}”` : `“${quote.text}” is removed`;
      // For a writer: the page and the text, not the spec's section number.
      const where = quote.section.replace(/^§[\d.]+\s*/, '');
      notices.push(
        `This changes text the product spec quotes (${where}, ${LANGUAGE[quote.lang]}): ${change}. A product decision: publishing is still allowed.`,
      );
    }
  }
  return notices;
}
