// The marketing team's day in the content studio, on the production builds: the studio runs
// on a throwaway copy of the repository (a git repository of its own), its first release is
// the builds `npm test` made (`--prebuilt`), and `npm run serve:deploy` serves what it
// publishes on ports of its own. Saves, reviews and publishes go through the studio's backend
// exactly as Decap's editor sends them (its `/api/v1` actions); one test opens the editor itself.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../support/fixtures';
import { currentReleaseOf, ledgerOf } from '../../support/release-cli';
import { getFromDeployment } from '../../support/deployment-get';
import { ignoreGone } from '../../support/routes';
import { repoRoot } from '../../support/servers';
import { startStudioSite, studioActionAt, type StudioSite } from '../../support/studio-site';
import { parseFrontMatter } from '@intenta/content-model/front-matter.mjs';
import { markdownToHtml } from '../../../mf-blog/src/features/blog/lib/markdown.mjs';
import { readTimeOf } from '../../../mf-blog/src/features/blog/lib/read-time.mjs';

const run = promisify(execFile);
// Ports of its own, apart from the suite's, moved with PORT_OFFSET like theirs (two checkouts
// running the suite side by side).
const OFFSET = 60 + Number(process.env.PORT_OFFSET ?? 0);
const shellPort = 3000 + OFFSET;
const studio = `http://localhost:${3010 + OFFSET}`;

let site: StudioSite | undefined;
let repo: string;
let deployDir: string;
let env: NodeJS.ProcessEnv;

/** A GET on the served deployment, as a client naming `host` would send it. */
const get = (path: string, host?: string) => getFromDeployment(shellPort, path, host);

/** One action of Decap's backend, as its editor sends it. */
const studioAction = (action: string, params: Record<string, unknown>) =>
  studioActionAt(studio, action, params);

const readRepo = (path: string) => readFileSync(join(repo, path), 'utf8');

/** Saves a draft of an entry: its files, as the editor writes them. */
function saveDraft(collection: string, slug: string, files: { path: string; raw: string }[]) {
  return studioAction('persistEntry', {
    dataFiles: files.map((file) => ({ slug, ...file })),
    assets: [],
    options: {
      collectionName: collection,
      commitMessage: `Update ${slug}`,
      useWorkflow: true,
      status: 'draft',
    },
  });
}

type PublisherEvent = {
  entry: string;
  title: string;
  action: string;
  status: string;
  text: string;
  reasons: string[];
  apps: string[];
  steps: { step: string; at: string }[];
  releaseId?: string;
  previewUrl?: string;
  publishAt?: string;
};
type PublisherState = {
  busy: string;
  events: PublisherEvent[];
  scheduled: { file: string; title: string; publishAt: string }[];
  specCopy: Record<string, string[]>;
};
const publisher = async () => (await (await fetch(`${studio}/api/publisher`)).json()) as PublisherState;

/** A post and its translation, as the studio's editor writes them. */
interface PostDraft {
  base: string;
  slug: Record<'en' | 'es', string>;
  title: Record<'en' | 'es', string>;
}
const POST: PostDraft = {
  base: '2026-11-20-search-that-listens',
  slug: { en: 'search-that-listens', es: 'busqueda-que-escucha' },
  title: { en: 'Search That Listens to Your Shoppers', es: 'Una búsqueda que escucha a tus clientes' },
};
const SCHEDULED: PostDraft = {
  base: '2026-11-21-holiday-search-checklist',
  slug: { en: 'holiday-search-checklist', es: 'lista-de-busqueda-para-las-fiestas' },
  title: { en: 'A Holiday Search Checklist', es: 'Una lista de búsqueda para las fiestas' },
};

function postFiles(post: PostDraft, publishAt?: string) {
  const file = (lang: 'en' | 'es') =>
    [
      '---',
      `slug: ${post.slug[lang]}`,
      `translationKey: ${post.base.slice(11)}`,
      `title: ${post.title[lang]}`,
      lang === 'en'
        ? 'excerpt: What shoppers type is a question. A search that answers it sells more.'
        : 'excerpt: Lo que un cliente escribe es una pregunta. Un buscador que la responde vende más.',
      `author: ${lang === 'en' ? 'Intenta Team' : 'Equipo Intenta'}`,
      'publishedAt: 2026-11-20',
      ...(publishAt ? [`publishAt: ${publishAt}`] : []),
      'image: cost-of-irrelevance.svg',
      `imageAlt: ${lang === 'en' ? 'A search box with results' : 'Un buscador con resultados'}`,
      `category: ${lang === 'en' ? 'E-commerce Strategy' : 'Estrategia E-commerce'}`,
      `tags: ${lang === 'en' ? 'search, conversion' : 'búsqueda, conversión'}`,
      '---',
      '',
      // The article as Decap's Markdown editor writes it.
      lang === 'en'
        ? '## A question, not a keyword\n\nA shopper who types “warm boots for snow” is asking a question. **Answer it**, and the sale follows: [see a demo](/#demo-section).'
        : '## Una pregunta, no una palabra clave\n\nQuien escribe «botas abrigadas para la nieve» está haciendo una pregunta. **Respóndela** y la venta llega: [mira una demo](/es#demo-section).',
      '',
    ].join('\n');
  return (['en', 'es'] as const).map((lang) => ({
    path: `mf-blog/content/posts/${post.base}.${lang}.md`,
    raw: file(lang),
  }));
}

/** Waits for the preview of an entry put in review, and returns the publisher's record of it. */
async function previewOf(entry: string) {
  await expect
    .poll(
      async () => (await publisher()).events.find((e) => e.entry === entry && e.action === 'preview')?.status,
      {
        timeout: 240_000,
        intervals: [2000],
      },
    )
    .toBe('ready');
  return (await publisher()).events.find((e) => e.entry === entry && e.action === 'preview')!;
}

/**
 * Publish, as the editor's button sends it, until it is done: while the entry's preview is still
 * being built the studio says so (and nothing changes on the site), never "failed".
 */
async function publishEntry(collection: string, slug: string) {
  for (;;) {
    const release = currentRelease();
    const answer = await studioAction('publishUnpublishedEntry', { collection, slug });
    if (answer.status === 200) return answer;
    expect(String(answer.body.error)).toMatch(
      /^Not published yet: the preview of this entry is still being built/,
    );
    expect(currentRelease()).toBe(release);
    // The studio answers at once while the preview builds: press again a little later.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Undo from the studio: the release before the current one is live again. */
async function restorePrevious() {
  const res = await fetch(`${studio}/api/publisher/restore`, { method: 'POST', body: '{}' });
  return { status: res.status, body: (await res.json()) as PublisherEvent };
}

const currentRelease = () => currentReleaseOf(deployDir);
/** The FAQ answer published, then undone from the studio: it must stay undone. */
const UNDONE_ANSWER = 'En dos a cuatro semanas, con un plan que acordamos contigo desde el primer día.';
const liveVersions = () => ledgerOf(deployDir).releases.find((r) => r.id === currentRelease())!.versions;

test.describe("the marketing team's day in the studio", () => {
  test.describe.configure({ mode: 'serial', timeout: 420_000 });

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    site = await startStudioSite(60, join(test.info().project.outputDir, 'marketer-day-servers.log'));
    ({ repo, deployDir, env } = site);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('the studio opens with every collection, each entry in English and Spanish side by side', async ({
    page,
  }) => {
    const config = (await (await fetch(`${studio}/admin/config.yml`)).json()) as {
      local_backend: { url: string };
      collections: { name: string; label: string; label_singular?: string }[];
    };
    expect(config.local_backend.url).toBe(`${studio}/api/v1`);
    await page.goto(`${studio}/admin/`);
    // Decap's editor is a few megabytes of script: on a busy machine it takes a while to parse.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Login' }).click();
    for (const { label } of config.collections)
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    const faq = config.collections.find((c) => c.name === 'home-faq')!;
    await page.getByRole('link', { name: faq.label, exact: true }).click({ timeout: 15_000 });
    await page.getByText(faq.label_singular!, { exact: true }).last().click({ timeout: 15_000 });
    await expect(page.getByText('Writing in EN')).toBeVisible();
    await expect(page.getByText('Writing in ES')).toBeVisible();
    const answer = JSON.parse(readRepo('mf-home/content/faq/faq.es.json')).items[0].answer as string;
    // The Spanish answer is in the form (its list item starts folded).
    await expect(page.getByText(answer)).toBeAttached();
  });

  test("the preview pane draws an entry with its remote's own components, in the language being written", async ({
    page,
  }) => {
    const faq = (lang: string) =>
      JSON.parse(readRepo(`mf-home/content/faq/faq.${lang}.json`)) as {
        heading: string;
        items: { question: string }[];
      };
    await page.goto(`${studio}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
    await page.goto(`${studio}/admin/#/collections/home-faq/entries/faq`);
    await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 30_000 });
    await page.getByTitle('Toggle preview').click();
    const preview = page.frameLocator('#preview-pane');
    // The home remote's FAQ block, loaded from the current release's preview container.
    const block = preview.locator('section[data-block="faq"]');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(faq('en').heading, { timeout: 60_000 });
    const firstItem = block.locator('details[name="faq"]').first();
    await expect(firstItem.locator('summary')).toHaveText(faq('en').items[0]!.question);
    // Drawn with the site's stylesheets, not the studio's: an FAQ item is a bordered card.
    await expect(firstItem).toHaveCSS('border-top-style', 'solid');
    await page.getByText('Writing in EN').click();
    await page.getByRole('menuitem', { name: 'es', exact: true }).click();
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(faq('es').heading);
    await expect(firstItem.locator('summary')).toHaveText(faq('es').items[0]!.question);

    // A post: the post page's article, with its reading time counted from the body being written.
    const base = '2024-10-01-ai-search-revolution';
    const post = parseFrontMatter(readRepo(`mf-blog/content/posts/${base}.en.md`))!;
    // A dialog still being accepted as the test ends finds the page closing: nothing to accept.
    page.on('dialog', (dialog) => void dialog.accept().catch(ignoreGone));
    await page.goto(`${studio}/admin/#/collections/posts`);
    await page.getByText(String(post.data.title), { exact: true }).first().click({ timeout: 30_000 });
    const article = preview.locator('article[data-testid="blog-post"]');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(String(post.data.title), {
      timeout: 60_000,
    });
    await expect(article.locator('[data-testid="post-body"] p').first()).toBeVisible();
    await expect(article).toContainText(readTimeOf(markdownToHtml(post.body), 'en'));
    // What the editor types shows at once, before anything is saved.
    await page.getByLabel('Title', { exact: true }).first().fill('Search that understands');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Search that understands');
  });

  test('an invalid entry is refused where the field is, and nothing changes', async () => {
    const before = currentRelease();
    const faq = JSON.parse(readRepo('mf-home/content/faq/faq.es.json'));
    faq.items[1].answer = '';
    const saved = await saveDraft('home-faq', 'faq', [
      { path: 'mf-home/content/faq/faq.en.json', raw: readRepo('mf-home/content/faq/faq.en.json') },
      { path: 'mf-home/content/faq/faq.es.json', raw: JSON.stringify(faq, null, 2) },
    ]);
    expect(saved.status).toBe(422);
    // Marked on the list of questions, naming the item; the toast only sums up.
    expect(saved.body.error).toBe('Not saved: see Spanish · Questions 2 › Answer, marked on the form');
    expect(saved.body.fields).toEqual([
      { name: 'items', lang: 'es', message: 'Spanish · Questions 2 › Answer: must not be empty' },
    ]);
    const branches = await run('git', ['branch', '--list', 'cms/*'], { cwd: repo });
    expect(branches.stdout.trim()).toBe('');
    expect(currentRelease()).toBe(before);
  });

  test('one FAQ answer changed in Spanish only: reviewed on a preview, then only the home is released', async () => {
    const before = liveVersions();
    const english = (await get('/')).body;
    const faq = JSON.parse(readRepo('mf-home/content/faq/faq.es.json'));
    const newAnswer = UNDONE_ANSWER;
    faq.items[0].answer = newAnswer;
    const saved = await saveDraft('home-faq', 'faq', [
      { path: 'mf-home/content/faq/faq.en.json', raw: readRepo('mf-home/content/faq/faq.en.json') },
      { path: 'mf-home/content/faq/faq.es.json', raw: `${JSON.stringify(faq, null, 2)}\n` },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // In review: the publisher makes a preview release and shows its address.
    const review = await studioAction('updateUnpublishedEntryStatus', {
      collection: 'home-faq',
      slug: 'faq',
      newStatus: 'pending_review',
    });
    expect(review.status).toBe(200);
    await expect
      .poll(async () => (await publisher()).events.find((e) => e.action === 'preview')?.status, {
        timeout: 240_000,
        intervals: [2000],
      })
      .toBe('ready');
    const preview = (await publisher()).events.find((e) => e.action === 'preview')!;
    expect(preview.apps).toEqual(['home']);
    // Each step with its time, for the panel.
    expect(preview.steps.map((s) => s.step)).toEqual([
      'saved',
      'building the preview',
      'checking',
      'rendering every page',
      'opening the pages in a browser',
      'ready',
    ]);
    const previewHost = new URL(preview.previewUrl!).host;
    const previewed = await get('/es', previewHost);
    expect(previewed.status).toBe(200);
    expect(previewed.headers['x-robots-tag']).toMatch(/noindex/);
    expect(previewed.body).toContain(newAnswer);
    expect((await get('/es')).body).not.toContain(newAnswer);
    // The product spec quotes no FAQ answer: nothing to decide before publishing.
    expect((await publisher()).specCopy).toEqual({});

    // Published: exactly the reviewed release is current; only the home has a new version.
    const published = await studioAction('publishUnpublishedEntry', { collection: 'home-faq', slug: 'faq' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = liveVersions();
    expect(Object.keys(after).filter((app) => after[app] !== before[app])).toEqual(['home']);
    expect((await get('/es')).body).toContain(newAnswer);
    // The English page is the same but for the names of the home's script files and the release
    // it names (its runtime config's `release`).
    const unchanged = (html: string) =>
      html
        .replace(/"release":"[\w-]+"/, '"release":"R"')
        .replace(/[0-9a-f]{8,}/g, 'H')
        .replace(/\/static\/js\/async\/[\w-]+\.H\.js/g, '/static/js/async/S.js');
    expect(unchanged((await get('/')).body)).toBe(unchanged(english));
    const live = (await publisher()).events[0]!;
    expect(live).toMatchObject({ entry: 'home-faq/faq', action: 'publish', status: 'live', apps: ['home'] });
    // History names the release and the apps, in one line for people.
    expect(live.text).toBe(`live: release ${currentRelease()} (home)`);

    // Undo from the studio: the site and the studio's content are as before the publish.
    const restored = await restorePrevious();
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(Object.keys(liveVersions()).filter((app) => liveVersions()[app] !== before[app])).toEqual([]);
    expect((await get('/es')).body).not.toContain(newAnswer);
    expect(readRepo('mf-home/content/faq/faq.es.json')).not.toContain(newAnswer);
    expect((await publisher()).events[0]).toMatchObject({ action: 'restore', status: 'restored' });
  });

  test('an original post corrected in both languages, its untouched optional fields left empty as Decap writes them', async () => {
    const base = '2024-09-28-cost-of-irrelevance';
    const files = (['en', 'es'] as const).map((lang) => {
      const path = `mf-blog/content/posts/${base}.${lang}.md`;
      const raw = readRepo(path)
        .replace(
          /^title: (.*)$/m,
          (_, title: string) =>
            `title: ${JSON.stringify(`${title.replace(/^["']|["']$/g, '')} (corrected)`)}`,
        )
        .replace(/^---\n/, '---\npublishAt:\n');
      return { path, raw };
    });
    const saved = await saveDraft('posts', base, files);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await publishEntry('posts', base);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const slugs = (['en', 'es'] as const).map(
      (lang) => /^slug: (.*)$/m.exec(readRepo(`mf-blog/content/posts/${base}.${lang}.md`))![1],
    );
    expect((await get(`/blog/${slugs[0]}`)).body).toContain('(corrected)');
    expect((await get(`/es/blog/${slugs[1]}`)).body).toContain('(corrected)');
    expect((await publisher()).events[0]).toMatchObject({
      action: 'publish',
      status: 'live',
      apps: ['blog'],
    });
    // The FAQ answer undone before stays undone through this next publish.
    expect((await get('/es')).body).not.toContain(UNDONE_ANSWER);
    expect(readRepo('mf-home/content/faq/faq.es.json')).not.toContain(UNDONE_ANSWER);
  });

  test('a second post at an address already taken is refused at save, naming the field', async () => {
    const taken = /^slug: (.*)$/m.exec(
      readRepo('mf-blog/content/posts/2024-09-28-cost-of-irrelevance.en.md'),
    )![1]!;
    const copy = { ...POST, base: '2026-11-22-same-address', slug: { en: taken, es: 'otra-direccion' } };
    const saved = await saveDraft('posts', copy.base, postFiles(copy));
    expect(saved.status).toBe(422);
    // On the field, in a writer's words (the editor marks it); the error only sums up.
    expect(saved.body.error).toBe('Not saved: see English · Address, marked on the form');
    expect(saved.body.fields).toEqual([
      {
        name: 'slug',
        lang: 'en',
        message: expect.stringMatching(
          new RegExp(`^English · Address: “${taken}” is already the address of “The Cost of Irrelevance`),
        ),
      },
    ]);
    const branches = await run('git', ['branch', '--list', `cms/posts/${copy.base}`], { cwd: repo });
    expect(branches.stdout.trim()).toBe('');
  });

  test('an entry that changes copy the product spec quotes says so before it is published', async ({
    page,
  }) => {
    const faq = JSON.parse(readRepo('mf-home/content/faq/faq.en.json'));
    const quoted = faq.contactCta as string;
    faq.contactCta = 'Talk to Us';
    const saved = await saveDraft('home-faq', 'faq', [
      { path: 'mf-home/content/faq/faq.en.json', raw: `${JSON.stringify(faq, null, 2)}\n` },
      { path: 'mf-home/content/faq/faq.es.json', raw: readRepo('mf-home/content/faq/faq.es.json') },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Ready rather than In review: the notice needs no preview release.
    const ready = await studioAction('updateUnpublishedEntryStatus', {
      collection: 'home-faq',
      slug: 'faq',
      newStatus: 'pending_publish',
    });
    expect(ready.status).toBe(200);
    const notice = `This changes text the product spec quotes (Home page: FAQ contact button, English): “${quoted}” becomes “Talk to Us”. A product decision: publishing is still allowed.`;
    expect((await publisher()).specCopy).toEqual({ 'Home page: Frequently asked questions': [notice] });
    await page.goto(`${studio}/admin/`);
    await expect(page.getByTestId('publisher-status')).toContainText(
      `Home page: Frequently asked questions: ${notice}`,
    );

    // Dropped: the entry leaves the workflow, and the notice with it.
    expect(
      (await studioAction('deleteUnpublishedEntry', { collection: 'home-faq', slug: 'faq' })).status,
    ).toBe(200);
    expect((await publisher()).specCopy).toEqual({});
  });

  test('a post written in English and Spanish: previewed, then published with its list, feeds, sitemap and share card', async () => {
    const before = liveVersions();
    const saved = await saveDraft('posts', POST.base, postFiles(POST));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      (
        await studioAction('updateUnpublishedEntryStatus', {
          collection: 'posts',
          slug: POST.base,
          newStatus: 'pending_review',
        })
      ).status,
    ).toBe(200);
    const preview = await previewOf(`posts/${POST.base}`);
    const previewHost = new URL(preview.previewUrl!).host;
    const previewed = await get(`/blog/${POST.slug.en}`, previewHost);
    expect(previewed.status).toBe(200);
    expect(previewed.headers['x-robots-tag']).toMatch(/noindex/);
    expect(previewed.body).toContain(POST.title.en);
    expect((await get(`/blog/${POST.slug.en}`)).status).toBe(404);

    const published = await publishEntry('posts', POST.base);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = liveVersions();
    expect(Object.keys(after).filter((app) => after[app] !== before[app])).toEqual(['blog']);
    for (const lang of ['en', 'es'] as const) {
      const prefix = lang === 'es' ? '/es' : '';
      const page = await get(`${prefix}/blog/${POST.slug[lang]}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(POST.title[lang]);
      const card = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
      expect(card).toMatch(new RegExp(`/share${prefix}/blog/${POST.slug[lang]}\\.[0-9a-f]+\\.png$`));
      expect((await get(new URL(card).pathname)).status).toBe(200);
      expect((await get(`${prefix}/blog`)).body).toContain(POST.title[lang]);
      expect((await get(`${prefix}/blog/rss.xml`)).body).toContain(`/blog/${POST.slug[lang]}`);
    }
    expect((await get('/sitemap.xml')).body).toContain(`/blog/${POST.slug.en}`);
    expect((await get('/sitemap.xml')).body).toContain(`/es/blog/${POST.slug.es}`);
  });

  test('a photo from the media library: a PNG cover published and served at its sizes; a file over the limit refused when uploaded, never committed', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const PHOTO: PostDraft = {
      base: '2026-11-23-team-photo',
      slug: { en: 'meet-the-team', es: 'conoce-al-equipo' },
      title: { en: 'Meet the Team Behind the Search', es: 'Conoce al equipo detrás del buscador' },
    };
    const files = postFiles(PHOTO).map((file) => ({
      ...file,
      raw: file.raw.replace('image: cost-of-irrelevance.svg', 'image: team-photo.png'),
    }));
    const upload = {
      path: 'mf-blog/content/images/team-photo.png',
      content: png.toString('base64'),
      encoding: 'base64',
    };
    const saved = await studioAction('persistEntry', {
      dataFiles: files.map((file) => ({ slug: PHOTO.base, ...file })),
      assets: [upload],
      options: {
        collectionName: 'posts',
        commitMessage: `Create ${PHOTO.base}`,
        useWorkflow: true,
        status: 'draft',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await publishEntry('posts', PHOTO.base)).status).toBe(200);
    const page = (await get(`/blog/${PHOTO.slug.en}`)).body;
    const img = /<img[^>]*team-photo[^>]*>/.exec(page)?.[0] ?? '';
    expect(img).toMatch(/srcSet="[^"]*team-photo-\d+w\.[0-9a-f]{8}\.webp \d+w/i);
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    const copy = /team-photo-\d+w\.[0-9a-f]{8}\.webp/.exec(img)?.[0] ?? '';
    const served = await fetch(
      `http://localhost:${shellPort + 2}/${liveVersions().blog}/static/image/${copy}`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // A photo over 5 MB (noise does not compress): refused when uploaded, in words, and nowhere in git.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 2400 * 800 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 2400, height: 800, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    const big = {
      path: 'mf-blog/content/images/too-big.png',
      content: noise.toString('base64'),
      encoding: 'base64',
    };
    const refused = await studioAction('persistMedia', { asset: big });
    expect(refused.status).toBe(422);
    expect(String(refused.body.error)).toMatch(/too-big\.png is [\d.]+ MB: a picture may be at most 5 MB/);
    expect(existsSync(join(repo, big.path))).toBe(false);
    const everywhere = await run('git', ['log', '--all', '--oneline', '--', big.path], { cwd: repo });
    expect(everywhere.stdout.trim()).toBe('');
  });

  test('a scheduled post stays out of the site until its time, then appears without anyone publishing it', async () => {
    const later = '2031-03-02T09:00:00Z';
    const saved = await saveDraft('posts', SCHEDULED.base, postFiles(SCHEDULED, later));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      (
        await studioAction('updateUnpublishedEntryStatus', {
          collection: 'posts',
          slug: SCHEDULED.base,
          newStatus: 'pending_review',
        })
      ).status,
    ).toBe(200);
    // Its preview shows the site as it will be at its time: the post is there.
    const preview = await previewOf(`posts/${SCHEDULED.base}`);
    expect(preview).toMatchObject({ title: SCHEDULED.title.en, publishAt: later });
    const previewed = await get(`/blog/${SCHEDULED.slug.en}`, new URL(preview.previewUrl!).host);
    expect(previewed.status).toBe(200);
    expect(previewed.body).toContain(SCHEDULED.title.en);

    const releaseBefore = currentRelease();
    const published = await publishEntry('posts', SCHEDULED.base);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // Published means scheduled: the site does not change now, and the studio lists it.
    expect(currentRelease()).toBe(releaseBefore);
    const state = await publisher();
    expect(state.events[0]).toMatchObject({ action: 'schedule', status: 'scheduled', publishAt: later });
    expect(state.scheduled).toContainEqual(
      expect.objectContaining({ title: SCHEDULED.title.en, publishAt: later }),
    );
    expect((await get(`/blog/${SCHEDULED.slug.en}`)).status).toBe(404);
    expect((await get('/blog')).body).not.toContain(SCHEDULED.title.en);
    expect((await get('/blog/rss.xml')).body).not.toContain(SCHEDULED.slug.en);
    expect((await get('/sitemap.xml')).body).not.toContain(SCHEDULED.slug.en);
    expect((await get('/llms.txt')).body).not.toContain(SCHEDULED.slug.en);

    // Its time comes: what the studio runs every minute, with the clock moved past it.
    const due = await run(
      process.execPath,
      [join(repoRoot, 'release/publish.mjs'), '--due', '--checkout', repo],
      {
        env: { ...env, PUBLISH_NOW: '2031-03-02T09:01:00Z' },
      },
    );
    expect(due.stdout).toMatch(/Published blog@[0-9a-f]{12}/);
    expect((await get(`/blog/${SCHEDULED.slug.en}`)).status).toBe(200);
    expect((await get('/blog')).body).toContain(SCHEDULED.title.en);
    expect((await get('/es/blog/rss.xml')).body).toContain(SCHEDULED.slug.es);

    // Undone from the studio, it stays undone: the scheduler does not bring it back.
    expect((await restorePrevious()).status).toBe(200);
    expect((await get(`/blog/${SCHEDULED.slug.en}`)).status).toBe(404);
    expect(existsSync(join(repo, `mf-blog/content/posts/${SCHEDULED.base}.en.md`))).toBe(false);
    const again = await run(
      process.execPath,
      [join(repoRoot, 'release/publish.mjs'), '--due', '--checkout', repo],
      {
        env: { ...env, PUBLISH_NOW: '2031-03-02T09:05:00Z' },
      },
    );
    expect(again.stdout).toContain('Nothing is due.');
    expect((await get(`/blog/${SCHEDULED.slug.en}`)).status).toBe(404);
  });
});
