import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The index (README.md) lists every decision record once, and links only records that exist. */
const folder = import.meta.dirname;
const records = readdirSync(folder).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const rows = index.split('\n').filter((line) => /^\| \d{3} \|/.test(line));

describe('the decision records index', () => {
  it.each(records)('has one row for %s, numbered as the file', (file) => {
    const mine = rows.filter((row) => row.includes(`](${file})`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.slice(2, 5)).toBe(file.slice(0, 3));
  });

  it('links no record that is missing', () => {
    const linked = rows.map((row) => /\]\((\d{3}-[^)]+\.md)\)/.exec(row)?.[1]);
    expect(linked.filter((file) => !file || !records.includes(file))).toEqual([]);
  });

  it('gives each record the status its own file states', () => {
    for (const file of records) {
      const status = /^Status: (\w+)/m.exec(readFileSync(join(folder, file), 'utf8'))?.[1];
      const row = rows.find((r) => r.includes(`](${file})`))!;
      expect(
        row
          .split('|')[3]!
          .trim()
          .startsWith(status ?? '?'),
        file,
      ).toBe(true);
    }
  });

  it('keeps the live records short enough to read in 15 minutes: under 6,000 words', () => {
    const live = records
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .filter((text) => /^Status: Accepted/m.test(text));
    const words = live.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);
    expect(words).toBeLessThan(6000);
  });
});
