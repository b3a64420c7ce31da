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
import { picturesInUse, uploadProblems, withUploadsOf, type UploadedAsset } from './picture-gate.ts';

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
    join(repo, 'mf-blog/content/team.json'),
    JSON.stringify({ people: [{ name: 'Valentina Ríos', image: 'founder.png' }] }),
  );

  it('names the post that shows it', () => {
    expect(picturesInUse(repo, [app], ['mf-blog/content/images/cost-of-irrelevance.svg'])).toEqual([
      'cost-of-irrelevance.svg is the picture of the post “The Cost of Irrelevance”: choose another picture there first',
    ]);
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
