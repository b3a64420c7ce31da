// @vitest-environment node
// Pictures in the studio (issue 37, item 2): an upload beyond the limits refuses the whole save,
// an entry may name the picture the same save uploads, and a picture an entry shows cannot be
// removed. The real declarations of the blog and the partners are used.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { defineContent } from '@intenta/content-model/content.ts';
import blog from '../../mf-blog/content/collections.ts';
import partners from '../../mf-partners/content/collections.ts';
import { checkPersistedFiles } from './content-gate.ts';
import {
  mediaLibrary,
  misplacedUploads,
  picturesInUse,
  uploadProblems,
  withUploadsOf,
  type UploadedAsset,
} from './picture-gate.ts';

const root = join(import.meta.dirname, '../..');
const MB = 1024 * 1024;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
const asset = (path: string, bytes: Buffer): UploadedAsset => ({
  path,
  content: bytes.toString('base64'),
  encoding: 'base64',
});

/** A Spanish post whose picture is `image`, as Decap saves it. */
function post(image: string) {
  const raw = [
    '---',
    'slug: una-entrada',
    'translationKey: a-post',
    'title: Una entrada',
    'excerpt: Lo que dice.',
    'author: Equipo Intenta',
    "publishedAt: '2026-11-20'",
    `image: ${image}`,
    'imageAlt: Un dibujo',
    'category: Estrategia',
    'tags: búsqueda',
    '---',
    '<p>Hola.</p>',
  ].join('\n');
  const folder = blog.folders?.[0]?.folder ?? 'content/posts';
  return { path: `mf-blog/${folder}/2026-11-20-a-post.es.${blog.folders?.[0]?.extension ?? 'html'}`, raw };
}

describe('an upload beyond the limits refuses the save, saying the limit in words', () => {
  it('an 8 MB photo and a 1.8 MB SVG logo', () => {
    const big = asset('mf-blog/content/images/team-photo.png', Buffer.alloc(8.2 * MB));
    const logo = asset('mf-partners/content/logos/logo.svg', Buffer.alloc(1.8 * MB, ' '));
    expect(uploadProblems([big, logo])).toEqual([
      'team-photo.png is 8.2 MB: a picture may be at most 5 MB. Make it smaller and choose it again.',
      'logo.svg is 1.8 MB: an SVG picture may be at most 500 KB. Make it smaller and choose it again.',
    ]);
  });

  it('a photo too large in pixels, or a file that is no picture the site shows', async () => {
    expect(uploadProblems([asset('a/huge.png', await photo(6500, 20))])).toEqual([
      expect.stringMatching(/^huge\.png is 6500 × 20 pixels: a picture may be at most 6,000 pixels/),
    ]);
    expect(uploadProblems([asset('a/anim.gif', Buffer.from('GIF89a'))])).toEqual([
      'anim.gif is not a picture the site can show: choose a PNG, JPEG, WebP or SVG file.',
    ]);
  });

  it('takes a PNG, a JPEG, a WebP and an SVG within the limits', async () => {
    const png = await photo(1200, 675);
    expect(
      uploadProblems([
        asset('a/p.png', png),
        asset('a/p.jpg', await sharp(png).jpeg().toBuffer()),
        asset('a/p.webp', await sharp(png).webp().toBuffer()),
        asset('a/p.svg', Buffer.from('<svg viewBox="0 0 10 10"></svg>')),
      ]),
    ).toEqual([]);
  });
});

describe('an entry may name the picture the same save uploads', () => {
  it('a post whose new PNG cover comes with it', async () => {
    const saved = post('team-photo.png');
    const cover = asset('mf-blog/content/images/team-photo.png', await photo(1600, 900));
    expect(withUploadsOf(root, [cover], () => checkPersistedFiles([blog], [saved]))).toEqual([]);
    // Without the upload, the file is not there: the build's check is the same as before.
    expect(checkPersistedFiles([blog], [saved])).toEqual([
      'Spanish · Picture: must be the name of a file in content/images',
    ]);
  });

  it('a post whose new SVG cover comes with it', () => {
    const cover = asset(
      'mf-blog/content/images/new-drawing.svg',
      Buffer.from('<svg viewBox="0 0 1280 720"/>'),
    );
    expect(
      withUploadsOf(root, [cover], () => checkPersistedFiles([blog], [post('new-drawing.svg')])),
    ).toEqual([]);
  });

  it('a new partner logo', async () => {
    const data = JSON.parse(readFileSync(join(root, 'mf-partners/content/partners.json'), 'utf8')) as {
      partners: { logo?: string }[];
    };
    const withLogo = data.partners.findIndex((partner) => partner.logo);
    data.partners[withLogo]!.logo = 'new-partner.png';
    const saved = { path: 'mf-partners/content/partners.json', raw: JSON.stringify(data) };
    const logo = asset('mf-partners/content/logos/new-partner.png', await photo(300, 300));
    expect(withUploadsOf(root, [logo], () => checkPersistedFiles([partners], [saved]))).toEqual([]);
    expect(checkPersistedFiles([partners], [saved])).toEqual([
      `Partners ${withLogo + 1} › Logo (without one, the initials): must be the name of a file in content/logos`,
    ]);
  });

  it('an uploaded cover narrower than the post page shows it is refused, the width in words', async () => {
    const cover = asset('mf-blog/content/images/small.png', await photo(500, 300));
    expect(withUploadsOf(root, [cover], () => checkPersistedFiles([blog], [post('small.png')]))).toEqual([
      'Spanish · Picture: is refused: small.png is 500 pixels wide: this place shows a picture 736 pixels wide, so it would look blurred. Choose a picture at least 736 pixels wide.',
    ]);
  });
});

describe('a picture an entry shows cannot be removed', () => {
  const repo = mkdtempSync(join(tmpdir(), 'pictures-repo-'));
  const app = defineContent(
    'mf-blog',
    [
      {
        name: 'blog',
        label: 'Blog',
        files: [
          {
            name: 'team',
            label: 'Team page',
            file: 'content/team.json',
            translated: false,
            schema: v.unknown(),
          },
        ],
      },
    ],
    [
      {
        name: 'posts',
        label: 'Blog: posts',
        labelSingular: 'Post',
        folder: 'content/posts',
        extension: 'md',
        frontMatter: v.unknown(),
        body: { label: 'Article', pictures: join(repo, 'mf-blog/content/images'), problems: () => [] },
        slug: '{{slug}}',
        sharedFields: [],
      },
    ],
  );
  mkdirSync(join(repo, 'mf-blog/content/posts'), { recursive: true });
  writeFileSync(
    join(repo, 'mf-blog/content/posts/2024-09-28-cost.en.md'),
    "---\ntitle: 'The Cost of Irrelevance'\nimage: cost-of-irrelevance.svg\n---\n<p>Body.</p>",
  );
  writeFileSync(
    join(repo, 'mf-blog/content/posts/2026-11-20-chart.en.md'),
    "---\ntitle: 'A Chart'\nimage: cost-of-irrelevance.svg\n---\nSee:\n\n![A chart](inline-chart.png)\n",
  );
  writeFileSync(
    join(repo, 'mf-blog/content/team.json'),
    JSON.stringify({ people: [{ name: 'Valentina Ríos', image: 'founder.png' }] }),
  );

  it('names the post that shows it', () => {
    expect(picturesInUse(repo, [app], ['mf-blog/content/images/cost-of-irrelevance.svg'])).toEqual([
      'cost-of-irrelevance.svg is the picture of the post “The Cost of Irrelevance” and of the post “A Chart”: choose another picture there first',
    ]);
  });

  it('names the article that shows it', () => {
    expect(picturesInUse(repo, [app], ['mf-blog/content/images/inline-chart.png'])).toEqual([
      'inline-chart.png is the picture of the article of the post “A Chart”: choose another picture there first',
    ]);
  });

  it('the media library: every picture of the folders asked, named with where it is used', () => {
    mkdirSync(join(repo, 'mf-blog/content/images'), { recursive: true });
    mkdirSync(join(repo, 'mf-partners/content/logos'), { recursive: true });
    for (const name of ['cost-of-irrelevance.svg', 'inline-chart.png', 'unused.png', 'notes.txt'])
      writeFileSync(join(repo, 'mf-blog/content/images', name), name);
    writeFileSync(join(repo, 'mf-partners/content/logos/rambla.svg'), '<svg/>');
    const files = mediaLibrary(repo, [app], ['mf-blog/content/images', 'mf-partners/content/logos']);
    expect(files.map(({ name, path }) => ({ name, path }))).toEqual([
      {
        name: 'cost-of-irrelevance (the post “The Cost of Irrelevance”, the post “A Chart”).svg',
        path: 'mf-blog/content/images/cost-of-irrelevance.svg',
      },
      {
        name: 'inline-chart (the article of the post “A Chart”).png',
        path: 'mf-blog/content/images/inline-chart.png',
      },
      { name: 'unused (not used yet).png', path: 'mf-blog/content/images/unused.png' },
      { name: 'rambla (not used yet).svg', path: 'mf-partners/content/logos/rambla.svg' },
    ]);
    // As decap-server gives a file: its bytes, and an id that changes with them.
    expect(Buffer.from(files[2]!.content, 'base64').toString()).toBe('unused.png');
    expect(files[2]!.encoding).toBe('base64');
    expect(files[2]!.id).not.toBe(files[1]!.id);
  });

  it('names the item of a content file that shows it', () => {
    expect(picturesInUse(repo, [app], ['mf-blog/content/images/founder.png'])).toEqual([
      'founder.png is the picture of “Valentina Ríos” in Team page: choose another picture there first',
    ]);
  });

  it('lets a picture no entry shows be removed, and leaves other files alone', () => {
    expect(
      picturesInUse(repo, [app], ['mf-blog/content/images/unused.png', 'mf-blog/content/team.json']),
    ).toEqual([]);
  });
});

describe('an upload lands only in a folder of pictures, by a name the site serves, replacing nothing', () => {
  const folders = ['mf-blog/content/images', 'mf-partners/content/logos'];
  const svg = (text: string) => Buffer.from(`<svg viewBox="0 0 10 10">${text}</svg>`);
  const existing = new Map([['mf-blog/content/images/cover.svg', new Uint8Array(svg('a'))]]);
  const published = (path: string) => existing.get(path);

  it("whichever widget sent it: a cover, the article's image component, the Media tab", () => {
    expect(
      misplacedUploads(
        [
          asset('mf-blog/content/images/chart.svg', svg('')),
          asset('/mf-partners/content/logos/x.svg', svg('')),
        ],
        folders,
        published,
      ),
    ).toEqual([]);
  });

  it('refuses a file outside them, as Decap wrote one beside the posts', () => {
    expect(
      misplacedUploads(
        [asset('mf-blog/content/posts/studio/uploads/inline-chart.png', svg(''))],
        folders,
        published,
      ),
    ).toEqual([
      "inline-chart.png would land in mf-blog/content/posts/studio/uploads, which is no folder of the site's pictures: upload it with the picture button of the entry that shows it",
    ]);
  });

  it('refuses a name the site cannot serve, and another file under a picture’s name', () => {
    expect(
      misplacedUploads(
        [
          asset('mf-blog/content/images/Team Photo.svg', svg('')),
          asset('mf-blog/content/images/cover.svg', svg('b')),
          asset('mf-blog/content/images/cover.svg', svg('a')),
        ],
        folders,
        published,
      ),
    ).toEqual([
      'Team Photo.svg is not a name the site can serve: name the file with lowercase letters, digits and hyphens (like team-photo.png) and choose it again',
      'cover.svg is already a picture of the site, another one: give your file another name and choose it again',
    ]);
  });
});
