import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import {
  checkContent,
  checkFrontMatterFolder,
  defineContent,
  filesOf,
  imageFile,
  isoDate,
  line,
  link,
  list,
  localisedPath,
  paragraph,
  parseContent,
  publishAt,
  scheduledIn,
  withoutUnset,
  withUploadedPictures,
  type ContentFolder,
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
  const folder: ContentFolder = {
    name: 'posts',
    label: 'Posts',
    labelSingular: 'Post',
    folder: 'content/posts',
    extension: 'md',
    frontMatter: v.strictObject({ title: line(), publishedAt: isoDate(), publishAt: publishAt() }),
    // The folder's rule of a body: here, no shouting.
    body: {
      label: 'Article',
      pictures: '/x/content/images',
      problems: (body) => (body.includes('!!') ? ['no shouting'] : []),
    },
    slug: '{{slug}}',
    sharedFields: [],
  };
  const check = (dir: string) => checkFrontMatterFolder('mf-blog', dir, join(dir, 'content/posts'), folder);

  it('reads YAML as written: a quoted title with ": ", a date as its text, an optional publishAt', () => {
    const dir = appWith({
      'content/posts/a.en.md': '---\ntitle: "The Cost: How"\npublishedAt: 2024-09-28\n---\nx\n',
      'content/posts/a.es.md':
        '---\ntitle: El costo\npublishedAt: 2024-09-28\npublishAt: 2026-12-01T09:00:00Z\n---\nx\n',
      'content/posts/other.en.html': 'not a file of the folder',
    });
    expect(check(dir)).toEqual([]);
  });

  it('reads an optional field the studio left empty (null or an empty text) as not set', () => {
    for (const empty of ['', ' null', " ''"]) {
      const dir = appWith({
        'content/posts/a.en.md': `---\ntitle: A\npublishedAt: 2024-09-28\npublishAt:${empty}\n---\nx\n`,
      });
      expect(check(dir)).toEqual([]);
    }
    // A field that must be there is still missing when empty.
    const dir = appWith({ 'content/posts/a.en.md': "---\ntitle: ''\npublishedAt:\n---\nx\n" });
    expect(check(dir)).toEqual([
      'mf-blog/content/posts/a.en.md (English): title: must not be empty',
      'mf-blog/content/posts/a.en.md (English): publishedAt: must be a date',
    ]);
  });

  it("reports the folder's rule of a body as the body's problems", () => {
    const dir = appWith({ 'content/posts/a.en.md': '---\ntitle: A\npublishedAt: 2024-09-28\n---\nHey!!\n' });
    expect(check(dir)).toEqual(['mf-blog/content/posts/a.en.md (English): body: no shouting']);
  });

  it('names the file, its language and the field of every problem, YAML errors included', () => {
    const dir = appWith({
      'content/posts/a.en.md': '---\ntitle: The Cost: How\npublishedAt: 2024-09-28\n---\nx\n',
      'content/posts/a.es.md':
        '---\ntitle: El costo\npublishedAt: 2024-09-28\npublishAt: 2026-12-01\nid: a-es\n---\nx\n',
      'content/posts/b.es.md': 'no front matter',
    });
    expect(check(dir)).toEqual([
      expect.stringMatching(
        /^mf-blog\/content\/posts\/a\.en\.md \(English\): the front matter is not valid YAML \(bad indentation/,
      ),
      'mf-blog/content/posts/a.es.md (Spanish): publishAt: must be a UTC date-time like 2026-12-01T09:00:00Z',
      'mf-blog/content/posts/a.es.md (Spanish): id: is not a known field',
      'mf-blog/content/posts/b.es.md (Spanish): no front matter (the file must start with a block between two "---" lines)',
    ]);
  });
});

describe('an optional field left empty', () => {
  it('is not set, in a list item or at the top, while an empty required field is still refused', () => {
    const item = v.object({ title: line(), publishAt: publishAt() });
    const file = v.object({ items: list(item), note: v.optional(line()) });
    for (const empty of [null, '']) {
      expect(withoutUnset(file, { items: [{ title: 'x', publishAt: empty }], note: empty })).toEqual({
        items: [{ title: 'x' }],
      });
      expect(parseContent(file, { items: [{ title: 'x', publishAt: empty }], note: empty }).success).toBe(
        true,
      );
      expect(parseContent(file, { items: [{ title: empty }] }).success).toBe(false);
    }
    // A value that is set is checked as before.
    expect(parseContent(item, { title: 'x', publishAt: '2026-12-01' }).success).toBe(false);
  });
});

describe('dates', () => {
  it('isoDate is a real calendar date, with one message for each problem', () => {
    const item = v.object({ on: isoDate() });
    expect(v.safeParse(item, { on: '2024-02-29' }).success).toBe(true);
    const messages = (on: unknown) => v.safeParse(item, { on }).issues?.map((issue) => issue.message);
    expect(messages('2023-02-29')).toEqual(['must be a real date']);
    expect(messages('2024-13-01')).toEqual(['must be a real date']);
    expect(messages('1 Oct 2024')).toEqual(['must be a date like 2025-09-15']);
    expect(messages('2024-10-01T09:00:00Z')).toEqual(['must be a date like 2025-09-15']);
    expect(messages(20241001)).toEqual(['must be a date']);
  });
});

describe('scheduled content', () => {
  it('publishAt is an optional UTC date-time, with one message for each problem', () => {
    const item = v.object({ title: line(), publishAt: publishAt() });
    expect(v.safeParse(item, { title: 'x' }).success).toBe(true);
    expect(v.safeParse(item, { title: 'x', publishAt: '2026-12-01T09:00:00Z' }).success).toBe(true);
    for (const bad of ['2026-12-01', '2026-12-01T09:00:00', '2026-13-01T09:00:00Z', 12]) {
      expect(v.safeParse(item, { title: 'x', publishAt: bad }).issues?.map((issue) => issue.message)).toEqual(
        [
          bad === 12
            ? 'must be text'
            : bad === '2026-13-01T09:00:00Z'
              ? 'must be a real date and time'
              : 'must be a UTC date-time like 2026-12-01T09:00:00Z',
        ],
      );
    }
  });

  it("scheduledIn lists every publishAt of an app's content, posts and JSON, soonest first", () => {
    const dir = appWith({
      'content/posts/2026-12-01-a.en.md': '---\ntitle: A\npublishAt: 2026-12-01T09:00:00Z\n---\nx',
      'content/posts/2026-12-01-a.es.md': '---\ntitle: A\npublishAt: 2026-12-01T09:00:00Z\n---\nx',
      'content/posts/2024-01-01-b.en.md': '---\ntitle: B\n---\nx',
      'content/posts/2024-01-02-c.en.md': '---\ntitle: C\npublishAt:\n---\nx',
      'content/posts/2024-01-03-d.en.md': "---\ntitle: D\npublishAt: ''\n---\nx",
      'content/press/press.en.json': {
        items: [
          { title: 'x', publishAt: '2027-01-15T08:00:00Z' },
          { title: 'y' },
          { publishAt: '2025-01-01T00:00:00Z' },
        ],
      },
      'content/partners.json': { groups: [{ partners: [{ name: 'p', publishAt: '2026-11-30T12:00:00Z' }] }] },
      'content/broken.json': '{ "publishAt": ',
      'content/posts/broken.en.md': '---\ntitle: a: b\npublishAt: 2026-01-01T00:00:00Z\n---\nx',
      'content/images/a.svg': '<svg/>',
    });
    expect(scheduledIn(dir)).toEqual([
      { file: 'content/press/press.en.json', publishAt: '2025-01-01T00:00:00Z' },
      { file: 'content/partners.json', publishAt: '2026-11-30T12:00:00Z' },
      { file: 'content/posts/2026-12-01-a.en.md', publishAt: '2026-12-01T09:00:00Z' },
      { file: 'content/posts/2026-12-01-a.es.md', publishAt: '2026-12-01T09:00:00Z' },
      { file: 'content/press/press.en.json', publishAt: '2027-01-15T08:00:00Z' },
    ]);
  });

  it('scheduledIn finds nothing in an app without content or without publishAt', () => {
    expect(scheduledIn(appWith({}))).toEqual([]);
    expect(scheduledIn(appWith({ 'content/faq/faq.en.json': valid }))).toEqual([]);
  });
});

describe('a picture by its file name', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pictures-'));
  const cover = imageFile(folder, 'Picture', 'cover');
  const issues = (name: string) => v.safeParse(cover, name).issues?.map((issue) => issue.message) ?? [];
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#ccc' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    writeFileSync(join(folder, 'drawing.svg'), '<svg viewBox="0 0 1280 720"></svg>');
    writeFileSync(join(folder, 'wide.png'), await photo(1600, 900));
    writeFileSync(
      join(folder, 'wide.jpg'),
      await sharp(await photo(1600, 900))
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(
      join(folder, 'wide.webp'),
      await sharp(await photo(1600, 900))
        .webp()
        .toBuffer(),
    );
    writeFileSync(join(folder, 'small.png'), await photo(400, 300));
    writeFileSync(join(folder, 'huge.png'), await photo(7000, 10));
    writeFileSync(join(folder, 'moving.gif'), 'GIF89a');
  });

  it('accepts an SVG, a PNG, a JPEG and a WebP that are there', () => {
    for (const name of ['drawing.svg', 'wide.png', 'wide.jpg', 'wide.webp']) expect(issues(name)).toEqual([]);
  });

  it('refuses another kind of file, and one that is not there', () => {
    expect(issues('moving.gif')).toEqual([
      'must be a file name like my-picture.png (lowercase letters, digits and hyphens; .svg, .png, .jpg, .jpeg, .webp)',
    ]);
    expect(issues('missing.png')).toEqual([
      `must be the name of a file in ${folder.split('/').slice(-2).join('/')}`,
    ]);
  });

  it('refuses a photo beyond the limits, saying the limit in words', () => {
    expect(issues('huge.png')).toEqual([
      'is refused: huge.png is 7000 × 10 pixels: a picture may be at most 6,000 pixels on its longest side. Make it smaller and choose it again.',
    ]);
    expect(issues('small.png')).toEqual([
      'is refused: small.png is 400 pixels wide: this place shows a picture 736 pixels wide, so it would look blurred. Choose a picture at least 736 pixels wide.',
    ]);
  });

  it('takes a picture the same studio save uploads as there, only while that save is checked', async () => {
    const uploads = new Map([[join(folder, 'new-cover.png'), new Uint8Array(await photo(800, 450))]]);
    expect(withUploadedPictures(uploads, () => issues('new-cover.png'))).toEqual([]);
    expect(issues('new-cover.png')).toEqual([expect.stringMatching(/^must be the name of a file in /)]);
    // An uploaded picture is held to the same limits.
    const small = new Map([[join(folder, 'tiny.png'), new Uint8Array(await photo(100, 50))]]);
    expect(withUploadedPictures(small, () => issues('tiny.png'))).toEqual([
      expect.stringMatching(/^is refused: tiny\.png is 100 pixels wide/),
    ]);
  });
});
