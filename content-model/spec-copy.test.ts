import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareSpecCopy, readSpecCopy, specCopyNotices, valueAt, type SpecQuote } from './spec-copy.ts';

const ROOT = join(import.meta.dirname, '..');

const question: SpecQuote = {
  section: '§8 Home page: FAQ, question 2',
  file: 'mf-home/content/faq/faq.es.json',
  field: 'items[1].question',
  lang: 'es',
  text: '¿Funciona con mi plataforma?',
};
const figure: SpecQuote = {
  section: '§8 Home page: Spanish results counters',
  file: 'mf-home/content/results/results.es.json',
  field: 'counters[0].value',
  lang: 'es',
  text: 51,
};
const faq = (second: string) => ({ items: [{ question: 'a' }, { question: second }] });

describe('the copy the product spec quotes (tests/spec-copy.json)', () => {
  test('every entry names a field the content has; a changed string is a notice, not a failure', () => {
    const quotes = readSpecCopy(ROOT);
    expect(quotes.length).toBeGreaterThan(0);
    const report = compareSpecCopy(ROOT, quotes);
    // Changing a spec claim is a product decision: it is printed for whoever runs the tests.
    for (const line of report.differences) console.log(`Notice: content differs from the spec: ${line}`);
    expect(report.missing).toEqual([]);
  });

  test('valueAt follows fields and list positions, and says when one is not there', () => {
    expect(valueAt(faq('b'), 'items[1].question')).toEqual({ found: true, value: 'b' });
    expect(valueAt({ a: { b: 0 } }, 'a.b')).toEqual({ found: true, value: 0 });
    expect(valueAt(faq('b'), 'items[2].question')).toEqual({ found: false });
    expect(valueAt(faq('b'), 'items[1].answer')).toEqual({ found: false });
    expect(valueAt('text', 'items')).toEqual({ found: false });
  });

  test('compareSpecCopy names each difference and each entry whose field or file is gone', () => {
    const root = mkdtempSync(join(tmpdir(), 'spec-copy-'));
    mkdirSync(join(root, 'mf-home/content/faq'), { recursive: true });
    writeFileSync(join(root, question.file), JSON.stringify(faq('¿Y con Shopify?')));
    const renamed = { ...question, field: 'items[1].title' };
    expect(compareSpecCopy(root, [question, renamed, figure])).toEqual({
      differences: [
        '§8 Home page: FAQ, question 2, Spanish (mf-home/content/faq/faq.es.json, items[1].question): the spec says “¿Funciona con mi plataforma?”, the content says “¿Y con Shopify?”',
      ],
      missing: [
        '§8 Home page: FAQ, question 2, Spanish (mf-home/content/faq/faq.es.json, items[1].title): no such field',
        '§8 Home page: Spanish results counters, Spanish (mf-home/content/results/results.es.json, counters[0].value): no such file',
      ],
    });
    writeFileSync(join(root, question.file), JSON.stringify(faq(String(question.text))));
    expect(compareSpecCopy(root, [question])).toEqual({ differences: [], missing: [] });
  });

  test('an entry that changes a quoted string gets a notice naming the section and language', () => {
    const notices = specCopyNotices(
      [question, figure],
      [
        { path: question.file, before: faq(String(question.text)), after: faq('¿Y con Shopify?') },
        {
          path: figure.file,
          before: { counters: [{ value: 51 }] },
          after: { counters: [{ value: 55 }] },
        },
      ],
    );
    expect(notices).toEqual([
      'This changes text the product spec quotes (Home page: FAQ, question 2, Spanish): “¿Funciona con mi plataforma?” becomes “¿Y con Shopify?”. A product decision: publishing is still allowed.',
      'This changes text the product spec quotes (Home page: Spanish results counters, Spanish): “51” becomes “55”. A product decision: publishing is still allowed.',
    ]);
  });

  test('no notice for a quoted string the entry leaves alone or brings back, one for a removed one', () => {
    const unchanged = specCopyNotices(
      [question],
      [{ path: question.file, before: faq('old wording'), after: faq('old wording') }],
    );
    const restored = specCopyNotices(
      [question],
      [{ path: question.file, before: faq('old wording'), after: faq(String(question.text)) }],
    );
    const otherFile = specCopyNotices(
      [question],
      [{ path: 'mf-home/content/faq/faq.en.json', before: faq('x'), after: faq('y') }],
    );
    expect([...unchanged, ...restored, ...otherFile]).toEqual([]);
    expect(
      specCopyNotices(
        [question],
        [{ path: question.file, before: faq(String(question.text)), after: { items: [{ question: 'a' }] } }],
      ),
    ).toEqual([
      'This changes text the product spec quotes (Home page: FAQ, question 2, Spanish): “¿Funciona con mi plataforma?” is removed. A product decision: publishing is still allowed.',
    ]);
  });
});
