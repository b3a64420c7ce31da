// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFrontMatterFolder, withUploadedPictures } from '@intenta/content-model/content.ts';
import { postsFolder } from '../content/collections.ts';
import postsLoader from './posts-loader.mjs';
import { countWords, readTimeOf, WORDS_PER_MINUTE } from '../src/features/blog/lib/read-time.mjs';
import { loadPosts, parsePost, postsDir, readPosts } from './posts.mjs';

const VALID = `---
slug: a-post
translationKey: a-post
title: "A post: with a colon"
excerpt: What it is about.
author: Intenta Team
publishedAt: 2024-02-29
image: ai-search-revolution.svg
imageAlt: An illustration
category: AI Search
tags: one, two ,three
---
## Hello

Body
`;

/** Every field a post must declare. */
const REQUIRED_FIELDS = [
  'slug',
  'translationKey',
  'title',
  'excerpt',
  'author',
  'publishedAt',
  'image',
  'imageAlt',
  'category',
  'tags',
];

const withField = (field: string, value: string | null, source = VALID) =>
  source.replace(new RegExp(`^${field}: .*\\n`, 'm'), value === null ? '' : `${field}: ${value}\n`);
/** The post with one more front-matter line, just before the closing `---`. */
const adding = (line: string, source = VALID) => source.replace('\n---\n## ', `\n${line}\n---\n## `);
/** The post with another article. */
const withBody = (body: string, source = VALID) => source.replace('## Hello\n\nBody\n', body);

describe('post file parsing', () => {
  it('reads the YAML front matter as written and keeps the body apart', () => {
    const { meta, content, publishAt } = parsePost(VALID, 'x.en.md');
    expect(meta).toMatchObject({
      slug: 'a-post',
      title: 'A post: with a colon',
      publishedAt: '2024-02-29',
      tags: ['one', 'two', 'three'],
      file: 'x.en.md',
    });
    expect(content).toBe('<h2>Hello</h2>\n<p>Body</p>\n');
    expect(publishAt).toBeUndefined();
    expect(meta).not.toHaveProperty('content');
  });

  it('keeps a date as its text, never a Date (js-yaml would make one of 2024-02-29)', () => {
    expect(parsePost(VALID, 'x.en.md').meta.publishedAt).toBe('2024-02-29');
    expect(parsePost(adding('publishAt: 2026-12-01T00:00:00Z'), 'x.en.md').publishAt).toBe(
      '2026-12-01T00:00:00Z',
    );
    // Quoted or not, the same value: Decap quotes only where YAML needs it.
    expect(parsePost(withField('publishedAt', '"2024-02-29"'), 'x.en.md').meta.publishedAt).toBe(
      '2024-02-29',
    );
  });

  it('takes the language and the id from the file name', () => {
    const en = parsePost(VALID, 'posts/2026-01-15-a-post.en.md').meta;
    const es = parsePost(VALID, '2026-01-15-a-post.es.md').meta;
    expect([en.language, en.id, en.file]).toEqual(['en', '2026-01-15-a-post-en', '2026-01-15-a-post.en.md']);
    expect([es.language, es.id]).toEqual(['es', '2026-01-15-a-post-es']);
  });

  it.each(['x.md', 'x.html', 'x.fr.md', 'x.EN.md'])('rejects a file name without a language (%s)', (file) => {
    expect(() => parsePost(VALID, file)).toThrow(
      `[blog posts] ${file}: the file name must end in .en.md or .es.md`,
    );
  });

  it.each(['id: a-1', 'language: en', 'readTime: 5 min read'])(
    'refuses a field the build derives (%s)',
    (line) => {
      const field = line.split(':')[0];
      expect(() => parsePost(adding(line), 'x.en.md')).toThrow(`field "${field}" is not a known field`);
    },
  );

  it.each(REQUIRED_FIELDS)('fails naming the file and the field when "%s" is missing', (field) => {
    expect(() => parsePost(withField(field, null), 'posts/x.en.md')).toThrow(
      `[blog posts] posts/x.en.md (English): field "${field}" is missing`,
    );
  });

  it.each([
    ['publishedAt', '2024-13-01', 'field "publishedAt" must be a real date'],
    ['publishedAt', '2023-02-29', 'field "publishedAt" must be a real date'],
    ['publishedAt', '01/10/2024', 'field "publishedAt" must be a date like 2025-09-15'],
    ['slug', 'Not A Slug', 'field "slug" must be lowercase words joined by hyphens'],
    ['translationKey', 'x_y', 'field "translationKey" must be lowercase words'],
    ['image', 'photo.gif', 'field "image" must be a file name like my-picture.png'],
    ['tags', '" , "', 'field "tags" must list at least one tag'],
    ['tags', '[one, two]', 'field "tags" must be text'],
    ['author', '42', 'field "author" must be text'],
  ])('rejects a malformed %s (%s)', (field, value, message) => {
    expect(() => parsePost(withField(field, value), 'x.en.md')).toThrow(message);
  });

  it.each([
    ['2026-12-01', 'a UTC date-time like 2026-12-01T09:00:00Z'],
    ['2026-12-01T09:00:00', 'a UTC date-time like 2026-12-01T09:00:00Z'],
    ['2026-12-01T09:00:00+01:00', 'a UTC date-time like 2026-12-01T09:00:00Z'],
    ['2026-02-30T09:00:00Z', 'a real date and time'],
    ['2026-12-01T24:00:00Z', 'a real date and time'],
    ['tomorrow', 'a UTC date-time like 2026-12-01T09:00:00Z'],
  ])('rejects a publishAt that is not a real UTC date-time (%s)', (value, expected) => {
    expect(() => parsePost(adding(`publishAt: ${value}`), 'x.en.md')).toThrow(
      `[blog posts] x.en.md (English): field "publishAt" must be ${expected}`,
    );
  });

  it.each(['publishAt:', 'publishAt: null', "publishAt: ''"])(
    'reads a publishAt left empty by the studio as not set (%s)',
    (line) => {
      expect(parsePost(adding(line), 'x.en.md').publishAt).toBeUndefined();
    },
  );

  it("renders the Markdown article and refuses, in a writer's words, what the sanitiser would remove", () => {
    const { content } = parsePost(
      withBody(
        '## A heading\n\n- one\n- **two**\n\nSee [the demo](/#demo-section).\n\n| A | B |\n|---|---|\n| 1 | 2 |\n',
      ),
      'x.en.md',
    );
    expect(content).toContain('<h2>A heading</h2>');
    expect(content).toContain('<li><strong>two</strong></li>');
    expect(content).toContain('<a href="/#demo-section">the demo</a>');
    expect(content).toContain('<th scope="col">A</th>');
    expect(() =>
      parsePost(
        withBody('Hi <script>alert(1)</script> <b onclick="x()">b</b> [x](javascript:alert(1))'),
        'x.es.md',
      ),
    ).toThrow(
      '[blog posts] x.es.md (Spanish): the article: a <script> is not allowed in an article; the article: event attributes (onclick on <b>) are not allowed: an article runs no scripts; the article: the address "javascript:alert(1)" is not allowed (a javascript: or data: link): link to a web address',
    );
  });

  it('serves a picture of the media library with its description, width and height', () => {
    const { content, pictures } = parsePost(
      withBody('![A search bar](ai-search-revolution.svg)\n'),
      'x.en.md',
    );
    expect(content).toMatch(
      /<img src="ai-search-revolution.svg" alt="A search bar" width="\d+" height="\d+">/,
    );
    expect(pictures).toEqual(['ai-search-revolution.svg']);
    expect(() => parsePost(withBody('![](missing.png)\n'), 'x.en.md')).toThrow(
      'the article: the picture missing.png needs a description for screen readers: write it in ![…]; the article: the picture missing.png is not in the media library',
    );
  });

  it("counts a picture the studio's save uploads as in the media library, within a cover's limits", async () => {
    const { default: sharp } = await import('sharp');
    const chart = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const body = withBody('![A chart](inline-chart.png)\n');
    expect(() => parsePost(body, 'x.en.md')).toThrow(
      "the picture inline-chart.png is not in the media library: add it with the editor's picture button",
    );
    const uploads = (bytes: Uint8Array) =>
      new Map([[join(postsDir(), '..', 'images', 'inline-chart.png'), bytes]]);
    const { content } = withUploadedPictures(uploads(chart), () => parsePost(body, 'x.en.md'));
    expect(content).toContain('<img src="inline-chart.png" alt="A chart" width="500" height="300">');
    const huge = await sharp({ create: { width: 6100, height: 10, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    expect(() => withUploadedPictures(uploads(huge), () => parsePost(body, 'x.en.md'))).toThrow(
      'the article: inline-chart.png is 6100 × 10 pixels: a picture may be at most 6,000 pixels on its longest side',
    );
  });

  it('rejects unknown and repeated fields, YAML that is not, a missing block and an empty body', () => {
    expect(() => parsePost(adding('colour: red'), 'x.en.md')).toThrow('field "colour" is not a known field');
    expect(() => parsePost(adding('slug: b'), 'x.en.md')).toThrow(
      'the front matter is not valid YAML (duplicated mapping key',
    );
    // The old hand-written style: a title with ": " unquoted is not YAML.
    expect(() => parsePost(withField('title', 'The Cost: How'), 'x.en.md')).toThrow(
      '[blog posts] x.en.md (English): the front matter is not valid YAML',
    );
    expect(() => parsePost('no front matter', 'x.en.md')).toThrow('no front matter');
    expect(() => parsePost(withBody(''), 'x.en.md')).toThrow(
      'the article: is empty: write the article below the fields',
    );
  });
});

describe('reading time', () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

  it('counts the words of the text, not the tags, attributes or character references', () => {
    expect(
      countWords('<h2 class="x">Two words</h2><p>and <a href="/a-b">three &amp; more</a> — done</p>'),
    ).toBe(6);
  });

  it(`is the words at ${WORDS_PER_MINUTE} a minute, rounded up, at least one minute`, () => {
    expect(WORDS_PER_MINUTE).toBe(220);
    expect(readTimeOf(words(1), 'en')).toBe('1 min read');
    expect(readTimeOf(words(220), 'en')).toBe('1 min read');
    expect(readTimeOf(words(221), 'en')).toBe('2 min read');
    expect(readTimeOf(words(1540), 'en')).toBe('7 min read');
    expect(readTimeOf(words(1541), 'es')).toBe('8 min de lectura');
  });

  it("is each post's, in its language, counted from its body", () => {
    const body = words(450);
    expect(parsePost(withBody(body), 'x.en.md').meta.readTime).toBe('3 min read');
    expect(parsePost(withBody(body), 'x.es.md').meta.readTime).toBe('3 min de lectura');
  });
});

describe('loading the post folder', () => {
  let tmp: string | null = null;
  afterEach(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    tmp = null;
    vi.unstubAllEnvs();
  });

  const copyContent = () => {
    tmp = mkdtempSync(join(tmpdir(), 'blog-posts-'));
    cpSync(join(postsDir(), '..'), tmp, { recursive: true });
    return join(tmp, 'posts');
  };

  it('fails on a duplicate slug in one language, naming both files', () => {
    const dir = copyContent();
    const source = readFileSync(join(dir, '2024-10-01-ai-search-revolution.en.md'), 'utf8');
    writeFileSync(
      join(dir, 'zz-copy.en.md'),
      source.replace(/^translationKey: .*$/m, 'translationKey: other'),
    );
    expect(() => loadPosts(dir)).toThrow(
      '[blog posts] zz-copy.en.md: field "slug" "ai-search-revolution" (en) is already used by 2024-10-01-ai-search-revolution.en.md',
    );
  });

  it('fails when the image file does not exist', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'zz-new.en.md'), withField('image', 'missing.svg'));
    expect(() => loadPosts(dir)).toThrow(
      'zz-new.en.md (English): field "image" must be the name of a file in content/images',
    );
  });

  it("the build serves an article's picture from the file the bundler emits, with its size", () => {
    const dir = copyContent();
    vi.stubEnv('BLOG_POSTS_DIR', dir);
    const file = join(dir, 'zz-new.en.md');
    writeFileSync(file, withBody('Look:\n\n![A search bar](ai-search-revolution.svg)\n'));
    const context = { resourcePath: file, getOptions: () => ({ now: '2026-01-01T00:00:00Z' }) };
    const code = (postsLoader as (this: unknown, source: string) => string).call(
      context,
      readFileSync(file, 'utf8'),
    );
    const picture = join(dir, '..', 'images', 'ai-search-revolution.svg?url');
    expect(code).toContain(`const picture0 = require(${JSON.stringify(picture)});`);
    const html = new Function('require', `${code.replace('export default', 'return')}`)(
      () => '/static/image/a.svg',
    );
    expect(html).toMatch(
      /^<p>Look:<\/p>\n<p><img src="\/static\/image\/a.svg" alt="A search bar" width="\d+" height="\d+"><\/p>\n$/,
    );
  });

  it("the build serves a photo in an article as a cover: WebP copies in srcset, emitted, the file's own size", async () => {
    const { default: sharp } = await import('sharp');
    const dir = copyContent();
    vi.stubEnv('BLOG_POSTS_DIR', dir);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#936' } })
      .png()
      .toBuffer();
    writeFileSync(join(dir, '..', 'images', 'inline-chart.png'), photo);
    const file = join(dir, 'zz-new.en.md');
    writeFileSync(
      file,
      withBody('![A chart](inline-chart.png)\n\n![A search bar](ai-search-revolution.svg)\n'),
    );
    const emitted: string[] = [];
    const code = await new Promise<string>((resolve, reject) => {
      (postsLoader as (this: unknown, source: string) => unknown).call(
        {
          resourcePath: file,
          getOptions: () => ({ now: '2026-01-01T00:00:00Z' }),
          emitFile: (name: string) => emitted.push(name),
          async: () => (error: Error | null, out?: string) => (error ? reject(error) : resolve(out ?? '')),
        },
        readFileSync(file, 'utf8'),
      );
    });
    expect(code).not.toContain('inline-chart.png?url');
    expect(emitted.map((name) => name.replace(/\.[0-9a-f]{8}\./, '.#.')).sort()).toEqual([
      'static/image/inline-chart-384w.#.webp',
      'static/image/inline-chart-736w.#.webp',
      'static/image/inline-chart-768w.#.webp',
      'static/image/inline-chart-900w.#.png',
      'static/image/inline-chart-900w.#.webp',
    ]);
    const html = new Function('require', '__webpack_public_path__', code.replace('export default', 'return'))(
      () => '/static/image/a.svg',
      '/blog/',
    ) as string;
    expect(html).toMatch(
      /<img src="\/blog\/static\/image\/inline-chart-900w\.[0-9a-f]{8}\.png" srcset="\/blog\/static\/image\/inline-chart-384w\.[0-9a-f]{8}\.webp 384w, .*inline-chart-900w\.[0-9a-f]{8}\.webp 900w" sizes="\(min-width: 46rem\) 46rem, 100vw" alt="A chart" width="900" height="600">/,
    );
    expect(html).toContain('<img src="/static/image/a.svg" alt="A search bar"');
  });

  it('a new file is a new post, with no code change', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'zz-new.en.md'), VALID);
    expect(loadPosts(dir).map((p) => p.meta.slug)).toContain('a-post');
  });
});

describe('scheduled posts (publishAt)', () => {
  let tmp: string | null = null;
  afterEach(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    tmp = null;
    vi.unstubAllEnvs();
  });

  const AT = '2026-12-01T09:00:00Z';
  /** The six posts plus a scheduled pair, `2026-12-01-a-post.en.md` and `.es.md`. */
  const withScheduledPair = (en = AT, es: string | null = AT) => {
    tmp = mkdtempSync(join(tmpdir(), 'blog-posts-'));
    cpSync(join(postsDir(), '..'), tmp, { recursive: true });
    const dir = join(tmp, 'posts');
    writeFileSync(join(dir, '2026-12-01-a-post.en.md'), adding(`publishAt: ${en}`));
    const es_ = withField('slug', 'un-post');
    writeFileSync(join(dir, '2026-12-01-a-post.es.md'), es === null ? es_ : adding(`publishAt: ${es}`, es_));
    return dir;
  };
  const ids = (posts: { meta: { id: string } }[]) =>
    posts.map((p) => p.meta.id).filter((id) => id.includes('a-post'));

  it('leaves a post out until its publishAt, and in from that moment', () => {
    const dir = withScheduledPair();
    expect(ids(loadPosts(dir, new Date('2026-12-01T08:59:59Z')))).toEqual([]);
    expect(ids(loadPosts(dir, new Date(AT)))).toEqual(['2026-12-01-a-post-en', '2026-12-01-a-post-es']);
    expect(ids(loadPosts(dir, new Date('2027-01-01T00:00:00Z')))).toHaveLength(2);
    expect(loadPosts(dir, new Date('2026-11-30T00:00:00Z'))).toHaveLength(6);
  });

  it('takes "now" from PUBLISH_NOW, before and after the moment', () => {
    const dir = withScheduledPair();
    vi.stubEnv('PUBLISH_NOW', '2026-11-30T23:59:00Z');
    expect(ids(loadPosts(dir))).toEqual([]);
    vi.stubEnv('PUBLISH_NOW', '2026-12-01T09:00:00Z');
    expect(ids(loadPosts(dir))).toHaveLength(2);
    vi.stubEnv('PUBLISH_NOW', 'next week');
    expect(() => loadPosts(dir)).toThrow('PUBLISH_NOW must be a UTC date-time like 2026-12-01T09:00:00Z');
  });

  it('checks a scheduled post as any other, and lists it with readPosts', () => {
    const dir = withScheduledPair();
    expect(readPosts(dir).filter((p) => p.publishAt === AT)).toHaveLength(2);
    writeFileSync(
      join(dir, '2026-12-02-broken.en.md'),
      withField('slug', 'Bad Slug', adding(`publishAt: ${AT}`)),
    );
    expect(() => loadPosts(dir, new Date('2026-01-01T00:00:00Z'))).toThrow('field "slug" must be lowercase');
  });

  it('refuses a translation pair scheduled apart', () => {
    expect(() => readPosts(withScheduledPair(AT, '2026-12-02T09:00:00Z'))).toThrow(
      '[blog posts] 2026-12-01-a-post.es.md: field "publishAt" (2026-12-02T09:00:00Z) must be the same as in its translation 2026-12-01-a-post.en.md (2026-12-01T09:00:00Z)',
    );
    rmSync(tmp!, { recursive: true, force: true });
    expect(() => readPosts(withScheduledPair(AT, null))).toThrow(
      'field "publishAt" (none) must be the same as in its translation 2026-12-01-a-post.en.md (2026-12-01T09:00:00Z)',
    );
  });

  it('accepts a pair written at the same moment in two ways', () => {
    expect(readPosts(withScheduledPair(AT, '2026-12-01T09:00:00.000Z'))).toHaveLength(8);
  });

  it('the build: the post index has only what is due, and a scheduled body never compiles', async () => {
    const dir = withScheduledPair();
    vi.stubEnv('BLOG_POSTS_DIR', dir);
    const context = (resourcePath: string, now: string) => ({
      resourcePath,
      getOptions: () => ({ now }),
      addContextDependency: () => {},
      addDependency: () => {},
    });
    const run = (resourcePath: string, now: string, source = '') =>
      (postsLoader as (this: unknown, source: string) => string).call(context(resourcePath, now), source);
    // The index is made asynchronously (a photo cover's copies are made with sharp).
    const runIndex = (now: string) =>
      new Promise<string>((resolve, reject) => {
        const done = (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? ''));
        const build = {
          ...context(join(dir, '..', 'post-index.ts'), now),
          async: () => done,
          emitFile: () => {},
        };
        (postsLoader as (this: unknown, source: string) => unknown).call(build, '');
      });
    const before = await runIndex('2026-12-01T08:00:00Z');
    expect(before).not.toContain('a-post');
    expect(before.match(/"id":/g)).toHaveLength(6);
    const after = await runIndex(AT);
    expect(after).toContain('"id":"2026-12-01-a-post-en"');
    expect(after).toContain('"id":"2026-12-01-a-post-es"');

    const body = join(dir, '2026-12-01-a-post.en.md');
    expect(() => run(body, '2026-12-01T08:00:00Z', readFileSync(body, 'utf8'))).toThrow(
      'scheduled for 2026-12-01T09:00:00Z, yet its body reached the build',
    );
    expect(run(body, AT, readFileSync(body, 'utf8'))).toContain('<h2>Hello</h2>');
  });
});

describe('the six articles', () => {
  const posts = loadPosts();
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('are three per language, in translated pairs on the spec dates', () => {
    expect(posts).toHaveLength(6);
    for (const lang of ['en', 'es']) {
      expect(posts.filter((p) => p.meta.language === lang)).toHaveLength(3);
    }
    const pairs = new Map<string, string[]>();
    for (const { meta } of posts) {
      pairs.set(meta.translationKey, [...(pairs.get(meta.translationKey) ?? []), meta.language]);
    }
    expect([...pairs.values()].map((langs) => langs.sort())).toEqual([
      ['en', 'es'],
      ['en', 'es'],
      ['en', 'es'],
    ]);
    expect([...new Set(posts.map((p) => p.meta.publishedAt))].sort()).toEqual([
      '2024-09-28',
      '2024-10-01',
      '2025-10-27',
    ]);
  });

  it.each(posts.map((p) => [p.meta.file, p.content]))(
    '%s is a real article: 600+ words, headings, lists and links',
    (_file, content) => {
      expect(words(content)).toBeGreaterThanOrEqual(600);
      expect(content).toMatch(/<h2>/);
      expect(content).toMatch(/<(ul|ol)>/);
      expect(content).toMatch(/<a href="\//);
      expect(content).toMatch(/<a href="https:\/\//);
    },
  );

  it('keep their ids, now from the file name, and count their reading time in their language', () => {
    expect(posts.map((p) => p.meta.id)).toEqual([
      '2024-09-28-cost-of-irrelevance-en',
      '2024-09-28-cost-of-irrelevance-es',
      '2024-10-01-ai-search-revolution-en',
      '2024-10-01-ai-search-revolution-es',
      '2025-10-27-stuck-conversion-en',
      '2025-10-27-stuck-conversion-es',
    ]);
    for (const { meta, content } of posts) {
      expect(meta.readTime).toBe(readTimeOf(content, meta.language));
      expect(meta.readTime).toMatch(meta.language === 'es' ? /^\d+ min de lectura$/ : /^\d+ min read$/);
    }
  });

  it("pass the build's front-matter check (content/collections.ts)", () => {
    expect(checkFrontMatterFolder('mf-blog', join(postsDir(), '..', '..'), postsDir(), postsFolder)).toEqual(
      [],
    );
  });

  it('the cost-of-irrelevance pair carries the $2 trillion claim', () => {
    const cost = posts.filter((p) => p.meta.translationKey === 'cost-of-irrelevance');
    expect(cost.find((p) => p.meta.language === 'en')?.content).toContain('$2 trillion');
    expect(cost.find((p) => p.meta.language === 'es')?.content).toContain('2 billones de dólares');
  });

  it('internal links point at pages that exist (a fragment, such as #demo-section, is a place on the page)', () => {
    const slugs = new Set(posts.map((p) => `${p.meta.language === 'es' ? '/es' : ''}/blog/${p.meta.slug}`));
    const known = new Set(['/', '/es', '/partners', '/es/partners', ...slugs]);
    for (const { content } of posts) {
      for (const [, href] of content.matchAll(/href="(\/[^"#]*)(?:#[^"]*)?"/g)) expect(known).toContain(href);
    }
  });
});

describe('a photo as a post’s cover', () => {
  it('the index gives its WebP copies for srcset and a fallback, emitted into the build', async () => {
    const { default: sharp } = await import('sharp');
    const copy = mkdtempSync(join(tmpdir(), 'blog-photo-'));
    cpSync(join(postsDir(), '..'), copy, { recursive: true });
    const dir = join(copy, 'posts');
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    writeFileSync(join(copy, 'images', 'team-photo.png'), photo);
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      writeFileSync(join(dir, file), text.replace('image: cost-of-irrelevance.svg', 'image: team-photo.png'));
    }
    vi.stubEnv('BLOG_POSTS_DIR', dir);
    const emitted: string[] = [];
    const code = await new Promise<string>((resolve, reject) => {
      (postsLoader as (this: unknown, source: string) => unknown).call(
        {
          resourcePath: join(copy, 'post-index.ts'),
          getOptions: () => ({}),
          addContextDependency: () => {},
          addDependency: () => {},
          emitFile: (name: string) => emitted.push(name),
          async: () => (error: Error | null, out?: string) => (error ? reject(error) : resolve(out ?? '')),
        },
        '',
      );
    });
    rmSync(copy, { recursive: true, force: true });
    // The photo's own file is not imported; an SVG cover still is.
    expect(code).not.toContain('team-photo.png?url');
    expect(code).toContain('ai-search-revolution.svg?url');
    expect(code).toMatch(
      /image\d+ = __webpack_public_path__ \+ "static\/image\/team-photo-1472w\.[0-9a-f]{8}\.png"/,
    );
    expect(code).toMatch(
      /imageSrcSet: __webpack_public_path__ \+ "static\/image\/team-photo-384w\.[0-9a-f]{8}\.webp"/,
    );
    expect(code).toContain('"imageWidth":1600,"imageHeight":900');
    expect(emitted.map((name) => name.replace(/\.[0-9a-f]{8}\./, '.#.')).sort()).toEqual([
      'static/image/team-photo-1472w.#.png',
      'static/image/team-photo-1472w.#.webp',
      'static/image/team-photo-384w.#.webp',
      'static/image/team-photo-736w.#.webp',
      'static/image/team-photo-768w.#.webp',
    ]);
  });
});
