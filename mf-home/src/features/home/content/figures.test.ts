// @vitest-environment node
// docs/product.md (issue 32, item 5): a figure with thousands is written as the page's language
// writes it: 500,000 in English, 500.000 in Spanish. Every app's content, checked here so the
// rule holds for every file a marketer edits (JSON copy and blog posts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS } from '@intenta/workspace/apps.mjs';

const root = join(import.meta.dirname, '..', '..', '..', '..', '..');

/** Language-neutral files whose copy is one language's: the success cases show only in Spanish. */
const NEUTRAL_LANG: Record<string, 'en' | 'es'> = {
  'mf-leads/content/cases.json': 'es',
  'mf-leads/content/success-cases.json': 'es',
};

/** A figure grouped the other language's way: 500,000 in Spanish, 500.000 in English. */
const WRONG_GROUPING = {
  es: /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d])/g,
  en: /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d])/g,
};
/** Any figure grouped by thousands, to find neutral files that would need a language. */
const GROUPED = /(?<![\d.,])\d{1,3}[.,]\d{3}(?![\d])/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(json|md)$/.test(entry.name) ? [path] : [];
  });
}

const contentFiles = APPS.flatMap((app) => files(join(root, app, 'content'))).map((path) =>
  relative(root, path).split('\\').join('/'),
);

/** The file as a marketer edits it (dates like 2026-12-01 are no grouped figure). */
function copyOf(path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

function langOf(path: string): 'en' | 'es' | undefined {
  const match = /\.(en|es)\.(json|md)$/.exec(path);
  return (match?.[1] as 'en' | 'es' | undefined) ?? NEUTRAL_LANG[path];
}

describe('figures with thousands are grouped as the page language writes them', () => {
  it('reads the content of every app, English and Spanish', () => {
    expect(contentFiles.some((path) => path.endsWith('.es.json'))).toBe(true);
    expect(contentFiles.some((path) => path.endsWith('.en.json'))).toBe(true);
    expect(contentFiles.some((path) => path.endsWith('.es.md'))).toBe(true);
  });

  it.each(contentFiles)('%s', (path) => {
    const lang = langOf(path);
    const text = copyOf(path);
    if (!lang) {
      // A language-neutral file with a grouped figure must say which language its copy is.
      expect(GROUPED.exec(text)?.[0], `${path}: add it to NEUTRAL_LANG`).toBeUndefined();
      return;
    }
    expect(text.match(WRONG_GROUPING[lang]) ?? [], `${path} (${lang})`).toEqual([]);
  });

  it('catches the grouping of the other language', () => {
    expect('US$ 500,000'.match(WRONG_GROUPING.es)).toEqual(['500,000']);
    expect('US$ 500.000'.match(WRONG_GROUPING.es)).toBeNull();
    expect('$1.200 a month'.match(WRONG_GROUPING.en)).toEqual(['1.200']);
    expect('2,9% and 1.5 s and 2026-12-01'.match(WRONG_GROUPING.es)).toBeNull();
  });
});
