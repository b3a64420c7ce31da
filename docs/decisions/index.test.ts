import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The index (README.md) lists every decision record once, and every link in it resolves.
 * Live records sit in this folder; superseded ones in `archive/`, listed in the index's
 * "Archive" section: a record moves there when, and only when, it is superseded.
 */
const folder = import.meta.dirname;
const isRecord = (f: string) => /^\d{3}-.+\.md$/.test(f);
const live = readdirSync(folder).filter(isRecord);
const archived = readdirSync(join(folder, 'archive'))
  .filter(isRecord)
  .map((f) => `archive/${f}`);
const records = [...live, ...archived];
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const rows = index.split('\n').filter((line) => /^\| \d{3} \|/.test(line));
const archiveSection = index.slice(index.indexOf('\n## Archive'));
const statusOf = (file: string) => /^Status: (\w+)/m.exec(readFileSync(join(folder, file), 'utf8'))?.[1];

describe('the decision records index', () => {
  it('finds live and archived records', () => {
    expect(live.length).toBeGreaterThan(0);
    expect(archived.length).toBeGreaterThan(0);
  });

  it.each(records)('has one row for %s, numbered as the file', (file) => {
    const mine = rows.filter((row) => row.includes(`](${file})`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.slice(2, 5)).toBe(file.replace('archive/', '').slice(0, 3));
  });

  it('links no record that is missing', () => {
    const linked = rows.map((row) => /\]\(((?:archive\/)?\d{3}-[^)]+\.md)\)/.exec(row)?.[1]);
    expect(linked.filter((file) => !file || !records.includes(file))).toEqual([]);
  });

  it('lists the archived records, and only those, in its Archive section', () => {
    for (const file of records) {
      expect(archiveSection.includes(`](${file})`), file).toBe(file.startsWith('archive/'));
    }
  });

  it('archives exactly the superseded records', () => {
    for (const file of records) {
      expect(statusOf(file) === 'Superseded', file).toBe(file.startsWith('archive/'));
    }
  });

  it('gives each record the status its own file states', () => {
    for (const file of records) {
      const row = rows.find((r) => r.includes(`](${file})`))!;
      expect(
        row
          .split('|')[3]!
          .trim()
          .startsWith(statusOf(file) ?? '?'),
        file,
      ).toBe(true);
    }
  });

  it.each(['README.md', ...records])('%s links only files that exist', (file) => {
    const text = readFileSync(join(folder, file), 'utf8');
    const targets = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map(([, target = '']) => target)
      .filter((target) => !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !existsSync(join(folder, dirname(file), target)));
    expect(missing).toEqual([]);
  });

  it('keeps the live records short enough to read in 15 minutes: under 6,000 words', () => {
    const accepted = live
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .filter((text) => /^Status: Accepted/m.test(text));
    const words = accepted.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);
    expect(words).toBeLessThan(6000);
  });
});
