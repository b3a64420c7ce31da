// @vitest-environment node
// The studio's entries as people name them (issue 38, item 2), from the real content
// declarations of the repository (read, never written): an entry's title as the sidebar labels
// it or a post's own English title, and the publish time an entry's version sets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openCatalogue } from './entries.ts';

const root = join(import.meta.dirname, '../..');
const catalogue = openCatalogue(root);

/** A file of the repository as it is checked out, or `undefined` when it is not there. */
const fromDisk = (path: string): string | undefined => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
};

/** Files given by the test, by path. */
const given =
  (files: Record<string, string>) =>
  (path: string): string | undefined =>
    files[path];

/** A post's Markdown file: its front matter with `fields` added, then its body. */
const post = (fields: string, title = 'A post') =>
  `---\nslug: a-post\ntranslationKey: a-post\ntitle: ${title}\n${fields}\n---\nHello.\n`;

describe('titleOf', () => {
  // mf-home/content/collections.ts: the group "Home page", its file "Frequently asked questions".
  it('names a translated file as the sidebar does, "<group>: <file>"', async () => {
    expect(await catalogue.titleOf('home-faq/faq', fromDisk)).toBe('Home page: Frequently asked questions');
    expect(await catalogue.titleOf('home-how-it-works/how-it-works', fromDisk)).toBe(
      'Home page: How it works',
    );
  });

  it('names a file that is not translated (collection <group>, slug <group>-<file>) the same way', async () => {
    expect(await catalogue.titleOf('home/home-llms', fromDisk)).toBe('Home page: Heading in llms.txt');
  });

  it("names a post by its English file's title", async () => {
    expect(await catalogue.titleOf('posts/2024-09-28-cost-of-irrelevance', fromDisk)).toBe(
      'The Cost of Irrelevance: How Poor Search Results Drain Online Revenue',
    );
  });

  it('reads the post as `read` gives it (the saved version), not as it is on disk', async () => {
    const read = given({
      'mf-blog/content/posts/2026-11-20-new.en.md': post('', 'A new post'),
    });
    expect(await catalogue.titleOf('posts/2026-11-20-new', read)).toBe('A new post');
  });

  it('names a post without an English title by its kind and slug', async () => {
    expect(await catalogue.titleOf('posts/2026-11-20-missing', () => undefined)).toBe(
      'Post 2026-11-20-missing',
    );
  });

  it('keeps an entry no declaration names as it is', async () => {
    expect(await catalogue.titleOf('nothing/here', fromDisk)).toBe('nothing/here');
  });
});

describe('scheduleOf', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('gives the latest publish time still to come among the files, ignoring past ones and absent files', () => {
    const read = given({
      'mf-blog/content/posts/2026-11-20-a-post.en.md': post("publishAt: '2026-04-01T09:00:00.000Z'"),
      'mf-blog/content/posts/2026-11-20-a-post.es.md': post("publishAt: '2026-03-15T09:00:00.000Z'"),
      'mf-partners/content/partners.json': JSON.stringify({
        items: [
          { name: 'Past', publishAt: '2025-05-01T09:00:00.000Z' },
          { name: 'Later', publishAt: '2026-06-01T09:00:00.000Z' },
          { name: 'Past too', publishAt: '2020-01-01T00:00:00.000Z' },
        ],
      }),
    });
    expect(
      catalogue.scheduleOf(
        [
          'mf-blog/content/posts/2026-11-20-a-post.en.md',
          'mf-blog/content/posts/2026-11-20-a-post.es.md',
          'mf-partners/content/partners.json',
          'mf-blog/content/posts/deleted.en.md',
        ],
        read,
        now,
      ),
    ).toBe('2026-06-01T09:00:00.000Z');
  });

  it('ignores a time later than the others when it has passed', () => {
    const read = given({
      'a.json': JSON.stringify({ publishAt: '2026-02-28T23:59:00.000Z' }),
      'b.json': JSON.stringify({ publishAt: '2026-03-02T00:00:00.000Z' }),
    });
    expect(catalogue.scheduleOf(['a.json', 'b.json'], read, new Date('2026-03-01T00:00:00.000Z'))).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    // The same files a day later: both have passed.
    expect(
      catalogue.scheduleOf(['a.json', 'b.json'], read, new Date('2026-03-03T00:00:00.000Z')),
    ).toBeUndefined();
  });

  it('gives nothing for files that schedule nothing', () => {
    const read = given({
      'mf-blog/content/posts/2026-11-20-a-post.en.md': post(''),
      'mf-home/content/faq.json': JSON.stringify({ items: [{ question: 'Q?', answer: 'A.' }] }),
    });
    expect(
      catalogue.scheduleOf(
        ['mf-blog/content/posts/2026-11-20-a-post.en.md', 'mf-home/content/faq.json'],
        read,
        now,
      ),
    ).toBeUndefined();
    expect(catalogue.scheduleOf([], read, now)).toBeUndefined();
  });
});

describe('pageOf', () => {
  it("opens a post's preview on its own page, its removal's on the list it leaves", async () => {
    const entry = 'posts/2024-09-28-cost-of-irrelevance';
    const slug = parseSlug(fromDisk('mf-blog/content/posts/2024-09-28-cost-of-irrelevance.en.md'));
    expect(await catalogue.pageOf(entry, fromDisk)).toBe(`/blog/${slug}`);
    expect(await catalogue.pageOf(entry, fromDisk, true)).toBe('/blog');
    // The saved version's slug, as `read` gives it.
    const saved = given({ 'mf-blog/content/posts/x.en.md': post('excerpt: e').replace('a-post', 'moved') });
    expect(await catalogue.pageOf('posts/x', saved)).toBe('/blog/moved');
  });

  it("opens a file's own page, and the home page for a file on every page", async () => {
    expect(await catalogue.pageOf('home-faq/faq', fromDisk)).toBe('/');
    expect(await catalogue.pageOf('partners-partners-page/partners-page', fromDisk)).toBe('/partners');
    expect(await catalogue.pageOf('leads/leads-success-cases', fromDisk)).toBe('/casos-de-exito');
    expect(await catalogue.pageOf('leads/leads-cases', fromDisk)).toBe('/casos-de-exito');
    expect(await catalogue.pageOf('leads-referral/referral', fromDisk)).toBe('/referral');
    expect(await catalogue.pageOf('blog-blog/blog', fromDisk)).toBe('/blog');
    expect(await catalogue.pageOf('shell-pages-terms/terms', fromDisk)).toBe('/terms');
    expect(await catalogue.pageOf('shell-chrome-chrome/chrome', fromDisk)).toBe('/');
    expect(await catalogue.pageOf('partners/partners-llms', fromDisk)).toBe('/llms.txt');
  });
});

function parseSlug(raw: string | undefined): string {
  return /^slug: (.+)$/m.exec(raw ?? '')?.[1] ?? '';
}
