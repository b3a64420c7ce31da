import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  checkContent,
  checkFrontMatterFolder,
  defineContent,
  filesOf,
  isoDate,
  line,
  link,
  list,
  localisedPath,
  paragraph,
} from './content.ts';

const faq = v.object({
  heading: line(),
  items: list(v.object({ question: line(), answer: paragraph() })),
  source: link(),
});
const content = defineContent('mf-home', [
  {
    name: 'home',
    label: 'Home',
    files: [{ name: 'faq', label: 'FAQ', file: 'content/faq.json', translated: true, schema: faq }],
  },
]);

function appWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof data === 'string' ? data : JSON.stringify(data));
  }
  return dir;
}

const valid = {
  heading: 'FAQ',
  items: [{ question: 'What?', answer: 'This.' }],
  source: 'https://example.com/faq',
};

describe('content files', () => {
  it('puts each language of a translated file in the folder of its name', () => {
    expect(localisedPath('content/faq.json', 'es')).toBe('content/faq/faq.es.json');
    expect(filesOf(content.collections[0]!.files[0]!).map((f) => f.path)).toEqual([
      'content/faq/faq.en.json',
      'content/faq/faq.es.json',
    ]);
  });

  it('accepts files that match their schema', () => {
    const dir = appWith({ 'content/faq/faq.en.json': valid, 'content/faq/faq.es.json': valid });
    expect(checkContent(dir, content)).toEqual([]);
  });

  it('names the file, the language and the field of every problem', () => {
    const dir = appWith({
      'content/faq/faq.en.json': valid,
      'content/faq/faq.es.json': {
        ...valid,
        items: [{ question: 'Qué', answer: '  ' }],
        source: 'not a url',
      },
    });
    expect(checkContent(dir, content)).toEqual([
      'mf-home/content/faq/faq.es.json (Spanish): items[0].answer: must not be empty',
      'mf-home/content/faq/faq.es.json (Spanish): source: must be a full address, like https://example.com/page',
      'mf-home/content/faq/faq.es.json (Spanish): source: must start with https:// or http://',
    ]);
  });

  it('reports a missing file and a file that is not JSON', () => {
    const dir = appWith({ 'content/faq/faq.en.json': '{ "heading": ' });
    expect(checkContent(dir, content)).toEqual([
      expect.stringMatching(/^mf-home\/content\/faq\/faq\.en\.json \(English\): not valid JSON/),
      'mf-home/content/faq/faq.es.json (Spanish): the file is missing',
    ]);
  });
});

describe('front matter of a folder of files (YAML)', () => {
  const post = v.strictObject({ title: line(), publishedAt: isoDate() });
  const check = (dir: string) => checkFrontMatterFolder('mf-blog', dir, join(dir, 'content/posts'), post);

  it('reads YAML as written: a quoted title with ": ", a date as its text', () => {
    const dir = appWith({
      'content/posts/a.en.html': '---\ntitle: "The Cost: How"\npublishedAt: 2024-09-28\n---\n<p>x</p>\n',
      'content/posts/a.es.html': "---\ntitle: 'El costo: cómo'\npublishedAt: 2024-09-28\n---\n<p>x</p>\n",
    });
    expect(check(dir)).toEqual([]);
  });

  it('names the file, its language and the field of every problem, YAML errors included', () => {
    const dir = appWith({
      'content/posts/a.en.html': '---\ntitle: The Cost: How\npublishedAt: 2024-09-28\n---\n<p>x</p>\n',
      'content/posts/a.es.html': '---\ntitle: El costo\npublishedAt: 2024-02-30x\nid: a-es\n---\n<p>x</p>\n',
      'content/posts/b.es.html': '<p>no front matter</p>',
    });
    expect(check(dir)).toEqual([
      expect.stringMatching(
        /^mf-blog\/content\/posts\/a\.en\.html \(English\): the front matter is not valid YAML \(bad indentation/,
      ),
      'mf-blog/content/posts/a.es.html (Spanish): publishedAt: must be a date like 2025-09-15',
      'mf-blog/content/posts/a.es.html (Spanish): id: is not a known field',
      'mf-blog/content/posts/b.es.html (Spanish): no front matter (the file must start with a block between two "---" lines)',
    ]);
  });
});
