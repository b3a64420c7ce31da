import * as v from 'valibot';
import {
  defineContent,
  imageFile,
  isoDate,
  line,
  link,
  list,
  paragraph,
  pictureAlt,
  publishAt,
  type AppContent,
} from '@intenta/content-model/content.ts';
import { APPS } from '@intenta/workspace/apps.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkPersistedFiles } from './content-gate.ts';
import {
  decapConfig,
  decapField,
  MEDIA_TAB_FOLDER,
  pictureFolders,
  previewTemplates,
} from './decap-config.ts';

const faq = v.object({
  heading: line('Heading of the block'),
  publishedOn: isoDate(),
  more: v.optional(link()),
  kind: v.picklist(['a', 'b']),
  items: list(v.object({ question: line(), answer: paragraph() })),
  tags: list(line()),
});
const home = defineContent('mf-home', [
  {
    name: 'home',
    label: 'Home page',
    files: [
      {
        name: 'faq',
        label: 'FAQ',
        file: 'content/faq.json',
        translated: true,
        schema: faq,
        hint: 'The FAQ block',
      },
      {
        name: 'clients',
        label: 'Clients',
        file: 'content/clients.json',
        translated: false,
        schema: v.object({ names: list(line()) }),
      },
    ],
  },
]);

describe("the studio's Decap configuration", () => {
  const config = decapConfig({ backendUrl: 'http://localhost:3010/api/v1', branch: 'main', apps: [home] });

  it('names the backend the studio serves, with the editorial workflow', () => {
    expect(config.backend).toEqual({
      name: 'proxy',
      proxy_url: 'http://localhost:3010/api/v1',
      branch: 'main',
    });
    expect(config.local_backend).toEqual({ url: 'http://localhost:3010/api/v1' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'es'], default_locale: 'en' });
  });

  it('edits a translated file as a one-entry folder collection, both languages side by side', () => {
    const [translated, shared] = config.collections;
    expect(translated).toMatchObject({
      name: 'home-faq',
      label: 'Home page: FAQ',
      folder: 'mf-home/content/faq',
      extension: 'json',
      create: false,
      delete: false,
      i18n: true,
      description: 'The FAQ block',
    });
    expect(shared).toMatchObject({
      name: 'home',
      files: [{ name: 'home-clients', file: 'mf-home/content/clients.json' }],
    });
  });

  it('turns each field kind into the widget that edits it', () => {
    const fields = Object.fromEntries(
      Object.entries(faq.entries).map(([name, schema]) => [name, decapField(name, schema, true)]),
    );
    expect(fields.heading).toEqual({
      name: 'heading',
      label: 'Heading of the block',
      widget: 'string',
      i18n: true,
      // Decap takes spaces as filled: the form itself refuses a line of spaces.
      pattern: ['\\S', 'must not be empty'],
    });
    expect(fields.publishedOn).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(fields.more).toMatchObject({
      widget: 'string',
      required: false,
      pattern: ['^https?:\\/\\/', 'must start with https:// or http://'],
    });
    expect(fields.kind).toMatchObject({ widget: 'select', options: ['a', 'b'] });
    expect(fields.items).toMatchObject({
      widget: 'list',
      min: 1,
      fields: [{ name: 'question' }, { name: 'answer', widget: 'text' }],
    });
    expect(fields.tags).toMatchObject({ widget: 'list', field: { widget: 'string' } });
  });

  it('asks for both descriptions of a picture, and leaves them to the gate where the picture is optional', () => {
    const withPicture = v.object({
      logo: v.optional(line()),
      logoAlt: v.optional(pictureAlt('Logo description')),
      photoAlt: pictureAlt(),
    });
    const [, logoAlt, photoAlt] = Object.entries(withPicture.entries).map(([name, schema]) =>
      decapField(name, schema, false),
    );
    expect(photoAlt).toMatchObject({
      widget: 'object',
      hint: 'What the picture shows, for people who cannot see it: in English and in Spanish',
      fields: [
        { name: 'en', label: 'English', widget: 'string' },
        { name: 'es', label: 'Spanish', widget: 'string' },
      ],
    });
    expect(photoAlt!.fields!.map((f) => f.required)).toEqual([undefined, undefined]);
    // Decap would demand them even for a partner without a logo (decap-cms#2790).
    expect(logoAlt).toMatchObject({ label: 'Logo description', required: false });
    expect(logoAlt!.fields!.map((f) => f.required)).toEqual([false, false]);
  });

  it('refuses in the form, beside the field, what it can: empty text, a malformed schedule, an address', () => {
    const fields = Object.fromEntries(
      Object.entries(faq.entries).map(([name, schema]) => [name, decapField(name, schema, true)]),
    );
    expect(fields.items!.fields!.find((f) => f.name === 'answer')).toMatchObject({
      widget: 'text',
      pattern: ['\\S', 'must not be empty'],
    });
    expect(decapField('publishAt', publishAt(), true)).toMatchObject({
      required: false,
      pattern: [expect.stringContaining('\\d{4}'), 'must be a UTC date-time like 2026-12-01T09:00:00Z'],
    });
  });

  it("describes every app's content (every schema is one the studio can edit)", async () => {
    const apps = await contentOfEveryApp();
    expect(apps.length).toBeGreaterThan(0);
    const config = decapConfig({ backendUrl: 'x', branch: 'main', apps });
    // A partner's logo is uploaded into the partners app's own folder, by file name.
    const partners = config.collections.find(
      (c) => 'files' in c && c.files?.some((f) => f.name === 'partners-partners'),
    );
    expect(JSON.stringify(partners)).toContain(
      '"media_folder":"/mf-partners/content/logos","public_folder":""',
    );
    // Decap's media library reads its limit from the field's media_library.config (5 MB).
    expect(JSON.stringify(partners)).toContain('"media_library":{"config":{"max_file_size":5242880}}');
  });
});

/** A schema as valibot describes itself, enough to walk it. */
interface Walked {
  type: string;
  wrapped?: Walked;
  item?: Walked;
  entries?: Record<string, Walked>;
  pipe?: { type: string; metadata?: { widget?: string } }[];
}

/**
 * Every picture field of a schema, and whether its description is beside it (`<field>Alt`): in
 * a translated file a text per language file, in a shared file a pair `{ en, es }`.
 */
function picturesOf(schema: Walked, translated: boolean, at = ''): { field: string; described: boolean }[] {
  const node = schema.wrapped ?? schema;
  if (node.item) return picturesOf(node.item, translated, `${at}[]`);
  return Object.entries(node.entries ?? {}).flatMap(([key, value]) => {
    const field = at ? `${at}.${key}` : key;
    const isPicture = (value.wrapped ?? value).pipe?.some((step) => step.metadata?.widget === 'image');
    if (!isPicture) return picturesOf(value, translated, field);
    const alt = node.entries?.[`${key}Alt`];
    const described = alt?.wrapped ?? alt;
    return [
      {
        field,
        described: translated
          ? described?.type === 'string'
          : described?.type === 'object' && Object.keys(described.entries ?? {}).join() === 'en,es',
      },
    ];
  });
}

describe("the pictures of every app's content", () => {
  it('each carry their description in both languages', async () => {
    const { createJiti } = await import('jiti');
    const jiti = createJiti(import.meta.url);
    const pictures: { field: string; described: boolean }[] = [];
    for (const app of APPS) {
      const file = join(import.meta.dirname, '../..', app, 'content/collections.ts');
      if (!existsSync(file)) continue;
      const content = await jiti.import<AppContent>(file, { default: true });
      const declared = [
        ...content.collections.flatMap((c) => c.files).map((f) => ({ ...f, where: f.file })),
        ...(content.folders ?? []).map((f) => ({ where: f.folder, translated: true, schema: f.frontMatter })),
      ];
      for (const { where, translated, schema } of declared)
        for (const picture of picturesOf(schema as unknown as Walked, translated))
          pictures.push({ ...picture, field: `${app}/${where}: ${picture.field}` });
    }
    expect(pictures.map((p) => p.field)).toEqual(
      expect.arrayContaining([
        'mf-blog/content/posts: image',
        'mf-partners/content/partners.json: partners[].logo',
        'mf-home/content/about.json: team[].image',
        'mf-home/content/results.json: testimonial.photo',
      ]),
    );
    expect(pictures.filter((p) => !p.described)).toEqual([]);
  });

  it('are found without their description, in a shared file and in a translated one', () => {
    const shared = v.object({
      items: list(v.object({ logo: v.optional(imageFile(import.meta.dirname, undefined, 'logo')) })),
    });
    const translated = v.object({
      image: imageFile(import.meta.dirname, undefined, 'cover'),
      imageAlt: line(),
    });
    const undescribed = (schema: unknown, inLanguages: boolean) =>
      picturesOf(schema as Walked, inLanguages)
        .filter((p) => !p.described)
        .map((p) => p.field);
    expect(undescribed(shared, false)).toEqual(['items[].logo']);
    expect(undescribed(translated, true)).toEqual([]);
    expect(undescribed(translated, false)).toEqual(['image']);
  });
});

describe("the studio's pictures", () => {
  it('every folder a picture field uploads to; the Media tab uploads into the blog’s', async () => {
    const apps = await contentOfEveryApp();
    const config = decapConfig({ backendUrl: 'x', branch: 'main', apps });
    expect(config).toMatchObject({ media_folder: 'mf-blog/content/images', public_folder: '' });
    expect(MEDIA_TAB_FOLDER).toBe(config.media_folder);
    const folders = pictureFolders(apps);
    expect(folders).toEqual(expect.arrayContaining(['mf-blog/content/images', 'mf-partners/content/logos']));
    const json = JSON.stringify(config);
    for (const [, folder] of json.matchAll(/"media_folder":"\/?([^"]+)"/g)) expect(folders).toContain(folder);
  });
});

/** Every app's content declaration, as the studio server reads them. */
async function contentOfEveryApp(): Promise<AppContent[]> {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(import.meta.url);
  const apps: AppContent[] = [];
  for (const app of APPS) {
    const file = join(import.meta.dirname, '../..', app, 'content/collections.ts');
    if (existsSync(file)) apps.push(await jiti.import<AppContent>(file, { default: true }));
  }
  return apps;
}

describe("the studio's previews", () => {
  it("names, for each entry a remote shows, Decap's template name and the remote's file", async () => {
    const apps = await contentOfEveryApp();
    const templates = previewTemplates(apps);
    const config = decapConfig({ backendUrl: 'x', branch: 'main', apps });
    // Decap looks a template up by a folder collection's name, or by a file collection's file name.
    const names = config.collections.flatMap((c) =>
      'files' in c && c.files ? c.files.map((f) => f.name) : [c.name],
    );
    for (const template of Object.keys(templates)) expect(names).toContain(template);
    expect(templates['home-faq']).toEqual({ remote: 'home', file: 'faq' });
    expect(templates['posts']).toEqual({ remote: 'blog', file: 'posts' });
    expect(templates['partners-partners']).toEqual({ remote: 'partners', file: 'partners' });
    expect(templates['blog-llms']).toEqual({ remote: 'blog', file: 'llms' });
    // The shell is no remote: its files (the legal pages, the header) keep Decap's plain preview.
    const shell = apps.find((a) => a.app === 'shell');
    const shellFiles = shell?.collections.flatMap((c) => c.files.map((f) => f.name)) ?? [];
    expect(shellFiles.length).toBeGreaterThan(0);
    for (const target of Object.values(templates)) expect(shellFiles).not.toContain(target.file);
  });

  it('refuses two entries that Decap could not tell apart', () => {
    const twice = defineContent('mf-blog', [
      {
        name: 'home',
        label: 'Blog',
        files: [
          {
            name: 'clients',
            label: 'Clients',
            file: 'content/c.json',
            translated: false,
            schema: v.object({}),
          },
        ],
      },
    ]);
    expect(() => previewTemplates([home, twice])).toThrow('"home-clients"');
  });
});

describe('what the studio refuses to save', () => {
  const good = {
    heading: 'FAQ',
    publishedOn: '2026-01-02',
    kind: 'a',
    items: [{ question: 'Q', answer: 'A' }],
    tags: ['x'],
  };
  it('accepts a valid file and names each problem of an invalid one with its language', () => {
    expect(
      checkPersistedFiles([home], [{ path: 'mf-home/content/faq/faq.es.json', raw: JSON.stringify(good) }]),
    ).toEqual([]);
    const bad = { ...good, items: [{ question: 'Q', answer: '' }], more: 'nope' };
    expect(
      checkPersistedFiles([home], [{ path: 'mf-home/content/faq/faq.es.json', raw: JSON.stringify(bad) }]),
    ).toEqual([
      'Spanish · More: must be a full address, like https://example.com/page',
      'Spanish · More: must start with https:// or http://',
      'Spanish · Items 1 › Answer: must not be empty',
    ]);
  });
});

describe('blog posts in the studio', () => {
  const load = async () => {
    const { createJiti } = await import('jiti');
    return createJiti(import.meta.url).import<AppContent>(
      join(import.meta.dirname, '../../mf-blog/content/collections.ts'),
      { default: true },
    );
  };
  const post = (body: string, extra = '') =>
    [
      '---',
      'slug: a-post',
      'translationKey: a-post',
      'title: A Post',
      'excerpt: What it says.',
      'author: Intenta Team',
      'publishedAt: 2026-11-20',
      'image: cost-of-irrelevance.svg',
      'imageAlt: A picture',
      'category: Strategy',
      'tags: search',
      extra,
      '---',
      body,
    ]
      .filter(Boolean)
      .join('\n');

  it('are one folder collection: a pair per entry, front matter as fields, the body as the article', async () => {
    const blog = await load();
    const config = decapConfig({ backendUrl: 'x', branch: 'main', apps: [blog] });
    const posts = config.collections.find((c) => c.name === 'posts') as Record<string, unknown> & {
      fields: { name: string; widget: string; i18n: unknown }[];
    };
    expect(posts).toMatchObject({
      folder: 'mf-blog/content/posts',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      i18n: true,
    });
    expect(posts.fields.find((f) => f.name === 'body')).toMatchObject({
      widget: 'markdown',
      required: false,
      i18n: true,
      // Pictures from the blog's images, by file name, as the cover picture field holds them.
      media_folder: '/mf-blog/content/images',
      public_folder: '',
      editor_components: ['image'],
    });
    // Decap's image component has no folder of its own: it takes the collection's, so a picture
    // put in the article is a file of the blog's images by its name, not /studio/uploads/….
    expect(posts).toMatchObject({ media_folder: '/mf-blog/content/images', public_folder: '' });
    expect(posts.fields.find((f) => f.name === 'translationKey')?.i18n).toBe('duplicate');
    expect(posts.fields.find((f) => f.name === 'title')?.i18n).toBe(true);
  });

  it('refuses a post whose article holds a script or whose schedule is not a time, and takes a good one', async () => {
    const blog = await load();
    const path = 'mf-blog/content/posts/2026-11-20-a-post.es.md';
    expect(
      checkPersistedFiles([blog], [{ path, raw: post('## Hola\n\n**Hola**, [demo](/es#demo-section).') }]),
    ).toEqual([]);
    expect(
      checkPersistedFiles(
        [blog],
        [
          {
            path,
            raw: post(
              'Hola.\n\n<script>alert(1)</script><iframe src="https://x.example"></iframe>',
              'publishAt: mañana',
            ),
          },
        ],
      ),
    ).toEqual([
      'Spanish · the article: a <script> is not allowed in an article',
      'Spanish · the article: an <iframe> (an embedded page or video) is not allowed in an article',
      expect.stringMatching(/^Spanish · Publish at \(UTC.*\): must be /),
    ]);
  });
});
