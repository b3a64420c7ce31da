// @vitest-environment node
// Bad input (issue 29, item 7): each mistake a marketer can make is refused twice, by the
// studio's gate when the entry is saved and again by the build, with the field named. The
// real declarations of the blog and the home are used, on copies of their content.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent, checkFrontMatterFolder } from '@intenta/content-model/content.ts';
import blog, { postsFolder } from '../../mf-blog/content/collections.ts';
import home from '../../mf-home/content/collections.ts';
import { checkPersistedFiles, pastSchedules, persistedProblems } from './content-gate.ts';

const root = join(import.meta.dirname, '../..');
const POST = '2026-11-20-a-post.es.md';

/** A Spanish post: its front matter as given (`undefined` drops a field), then its body. */
function spanishPost(fields: Record<string, string | undefined>, body = 'Hola.'): string {
  const all: Record<string, string | undefined> = {
    slug: 'una-entrada',
    translationKey: 'a-post',
    title: 'Una entrada',
    excerpt: 'Lo que dice.',
    author: 'Equipo Intenta',
    publishedAt: '2026-11-20',
    image: 'cost-of-irrelevance.svg',
    imageAlt: 'Un dibujo',
    category: 'Estrategia',
    tags: 'búsqueda',
    ...fields,
  };
  const lines = Object.entries(all).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}: ${value}`],
  );
  return ['---', ...lines, '---', body].join('\n');
}

/** What the studio says when the post is saved, and what the build says of the same file. */
function refusals(raw: string) {
  const app = mkdtempSync(join(tmpdir(), 'blog-'));
  mkdirSync(join(app, 'content/posts'), { recursive: true });
  writeFileSync(join(app, 'content/posts', POST), raw);
  return {
    studio: checkPersistedFiles([blog], [{ path: `mf-blog/content/posts/${POST}`, raw }]),
    build: checkFrontMatterFolder('mf-blog', app, join(app, 'content/posts'), postsFolder),
  };
}

/** The home's content with one file replaced: what the studio and the build say of it. */
function homeRefusals(path: string, change: (data: Record<string, unknown>) => void) {
  const app = mkdtempSync(join(tmpdir(), 'home-'));
  cpSync(join(root, 'mf-home/content'), join(app, 'content'), { recursive: true });
  const data = JSON.parse(readFileSync(join(app, path), 'utf8')) as Record<string, unknown>;
  change(data);
  const raw = JSON.stringify(data, null, 2);
  writeFileSync(join(app, path), raw);
  return {
    studio: checkPersistedFiles([home], [{ path: `mf-home/${path}`, raw }]),
    build: checkContent(app, home),
  };
}

describe('bad input is refused by the studio and again by the build, naming the field', () => {
  it('a post without a Spanish title, or with an empty one', () => {
    expect(refusals(spanishPost({ title: undefined }))).toEqual({
      studio: ['Spanish · Title: is missing'],
      build: [`mf-blog/content/posts/${POST} (Spanish): title: is missing`],
    });
    expect(refusals(spanishPost({ title: "''" }))).toEqual({
      studio: ['Spanish · Title: must not be empty'],
      build: [`mf-blog/content/posts/${POST} (Spanish): title: must not be empty`],
    });
  });

  it('an FAQ answer left empty', () => {
    const refused = homeRefusals('content/faq/faq.es.json', (faq) => {
      (faq.items as { answer: string }[])[1]!.answer = '  ';
    });
    expect(refused).toEqual({
      studio: ['Spanish · Questions 2 › Answer: must not be empty'],
      build: ['mf-home/content/faq/faq.es.json (Spanish): items[1].answer: must not be empty'],
    });
  });

  it('an FAQ answer left empty is marked on the list of questions, naming the item', () => {
    const faq = JSON.parse(readFileSync(join(root, 'mf-home/content/faq/faq.es.json'), 'utf8')) as {
      items: { answer: string }[];
    };
    faq.items[1]!.answer = '  ';
    const raw = JSON.stringify(faq, null, 2);
    expect(persistedProblems([home], [{ path: 'mf-home/content/faq/faq.es.json', raw }])).toEqual([
      { lang: 'es', name: 'items', label: 'Questions 2 › Answer', message: 'must not be empty' },
    ]);
  });

  it('an address that is not one', () => {
    const refused = homeRefusals('content/press/press.en.json', (press) => {
      (press.items as { url: string }[])[0]!.url = 'techlatam.example/2025/09/intenta';
    });
    expect(refused).toEqual({
      studio: [
        'English · Articles 1 › Address of the article: must be a full address, like https://example.com/page',
        'English · Articles 1 › Address of the article: must start with https:// or http://',
      ],
      build: [
        'mf-home/content/press/press.en.json (English): items[0].url: must be a full address, like https://example.com/page',
        'mf-home/content/press/press.en.json (English): items[0].url: must start with https:// or http://',
      ],
    });
  });

  it('an article with a script or a frame (no host may be framed in an article)', () => {
    const body =
      'Hola.\n\n<script src="https://x.example/a.js"></script>\n\n<iframe src="https://video.example/v/1"></iframe>';
    const said = [
      'a <script> is not allowed in an article',
      'an <iframe> (an embedded page or video) is not allowed in an article',
    ];
    expect(refusals(spanishPost({}, body))).toEqual({
      studio: said.map((problem) => `Spanish · the article: ${problem}`),
      build: said.map((problem) => `mf-blog/content/posts/${POST} (Spanish): body: ${problem}`),
    });
  });

  it('a picture not in the media library, or without a description', () => {
    const said = [
      'the picture chart.png needs a description for screen readers: write it in ![…]',
      "the picture chart.png is not in the media library: add it with the editor's picture button",
    ];
    expect(refusals(spanishPost({}, 'Hola.\n\n![](chart.png)'))).toEqual({
      studio: said.map((problem) => `Spanish · the article: ${problem}`),
      build: said.map((problem) => `mf-blog/content/posts/${POST} (Spanish): body: ${problem}`),
    });
  });

  it('a publish time left empty, as Decap writes it untouched (null) or cleared (empty), passes both', () => {
    for (const empty of ['', "''", 'null'])
      expect(refusals(spanishPost({ publishAt: empty }))).toEqual({ studio: [], build: [] });
  });

  it("an address another post already uses is refused at save, by the build's own rule", () => {
    const posts = join(root, 'mf-blog/content/posts');
    const existing = readFileSync(join(posts, '2024-09-28-cost-of-irrelevance.es.md'), 'utf8');
    const taken = /^slug: (.*)$/m.exec(existing)![1]!;
    const folder = () => [
      { path: 'mf-blog/content/posts/2024-09-28-cost-of-irrelevance.es.md', raw: existing },
    ];
    const save = (slug: string) =>
      checkPersistedFiles(
        [blog],
        [{ path: `mf-blog/content/posts/${POST}`, raw: spanishPost({ slug }) }],
        folder,
      );
    const title = /^title: (.*)$/m.exec(existing)![1]!.replace(/^['"](.*)['"]$/, '$1');
    // In a writer's words: the field's label, the post that has the address, what to do; no file name.
    expect(save(taken)).toEqual([
      `Spanish · Address: “${taken}” is already the address of “${title}”: choose another address`,
    ]);
    expect(save('una-entrada-nueva')).toEqual([]);
  });

  it('a good post passes both', () => {
    expect(refusals(spanishPost({}))).toEqual({ studio: [], build: [] });
  });
});

describe('a schedule already past, which only the studio can refuse (past means due to the build)', () => {
  const now = new Date('2026-11-26T10:30:00Z');
  const path = `mf-blog/content/posts/${POST}`;
  const published = (raw: string | undefined) => () => raw;

  it('is refused when a save adds it, with the field, the language and an example still to come', () => {
    const raw = spanishPost({ publishAt: '2026-11-26T10:00:00Z' });
    expect(pastSchedules([{ path, raw }], published(undefined), now)).toEqual([
      'Spanish · publishAt 2026-11-26T10:00:00Z has already passed: give a time still to come (UTC, like 2026-11-26T11:00:00Z), or leave it empty to publish at once',
    ]);
  });

  it('is refused when a save changes it, in a list of a content file too', () => {
    const before = JSON.stringify({ items: [{ title: 'a', publishAt: '2026-12-01T09:00:00Z' }] });
    const after = JSON.stringify({ items: [{ title: 'a', publishAt: '2026-11-01T09:00:00Z' }] });
    expect(
      pastSchedules([{ path: 'mf-home/content/press/press.en.json', raw: after }], published(before), now),
    ).toEqual([
      expect.stringMatching(/^English · items\[1\]\.publishAt 2026-11-01T09:00:00Z has already passed: /),
    ]);
  });

  it('is left alone when the published file already had it (it came due), and a time to come passes', () => {
    const came = spanishPost({ publishAt: '2026-11-01T09:00:00Z' });
    expect(pastSchedules([{ path, raw: came }], published(came), now)).toEqual([]);
    const later = spanishPost({ publishAt: '2026-11-26T10:31:00Z' });
    expect(pastSchedules([{ path, raw: later }], published(undefined), now)).toEqual([]);
    // A schedule that is not a date-time is the schema's to name, not this check's.
    const wrong = spanishPost({ publishAt: 'mañana' });
    expect(pastSchedules([{ path, raw: wrong }], published(undefined), now)).toEqual([]);
  });
});
