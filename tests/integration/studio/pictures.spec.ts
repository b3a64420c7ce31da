// Pictures in the studio, walked in its own UI on the production builds (issue 47, items 1 and 6):
// a picture put in a post's article with the editor's picture button (Add Component → Image) is
// uploaded into the blog's pictures, placed where the cursor is, published and served as a cover
// is (WebP copies, width, height, its description); the Media tab lists every picture of the site
// with where it is used; and whichever widget sends an upload, a refused one never reaches git.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { currentReleaseOf, ledgerOf } from '../../support/release-cli';
import { getFromDeployment } from '../../support/deployment-get';
import { ignoreGone } from '../../support/routes';
import { startStudioSite, studioActionAt, type StudioSite } from '../../support/studio-site';

// Ports of its own (studio 3110, serve:deploy 3100…), apart from the other specs'.
const OFFSET = 100;
const POST = '2024-10-01-ai-search-revolution';
const POST_SLUG = 'ai-search-revolution';
const INLINE = 'inline-chart.png';
const ALT = 'A chart of searches that end in a sale, rising';
/** How the post's first paragraph ends and its second begins (content/posts). */
const FIRST_ENDS = 'It is no longer good enough.';
const SECOND_STARTS = 'Shoppers have changed.';

let site: StudioSite;
/** Every upload the studio refused in this spec (by path): none may be in any commit. */
const refusedPaths: string[] = [];

const action = (name: string, params: Record<string, unknown>) => studioActionAt(site.studio, name, params);
const readRepo = (path: string) => readFileSync(join(site.repo, path), 'utf8');

/** A photo (noise in a gradient: a real photo's weight), as a file the browser uploads. */
async function photo(width: number, height: number) {
  const sharp = (await import('sharp')).default;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i / 3) % width) / 8 + ((i * 7919) % 13);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Every path any commit of the content repository touched, on any branch. */
async function everCommitted() {
  const { stdout } = await site.git('log', '--all', '--name-only', '--format=');
  return new Set(stdout.split('\n').filter(Boolean));
}

/**
 * Opens a post in the editor and puts a picture at the end of its article's first paragraph with
 * Add Component → Image, uploading `name` in the picture library (which must show the blog's
 * pictures, each with where it is used, and no other app's).
 */
async function pictureAfterFirstParagraph(page: Page, post: string, name: string, bytes: Buffer) {
  await page.goto(`${site.studio}/admin/#/collections/posts/entries/${post}`);
  await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 60_000 });
  // The cursor at the end of the article's first paragraph (a click right of its last line).
  const first = page.locator('[data-slate-editor="true"]').first().locator('p').first();
  const box = (await first.boundingBox())!;
  await first.click({ position: { x: box.width - 2, y: box.height - 4 } });
  await page.getByRole('button', { name: 'Add Component' }).first().click();
  await page.getByRole('menuitem', { name: 'Image' }).first().click();
  // Chosen or uploaded, never an address typed in (Decap's own component offers "Insert from URL").
  await expect(page.getByRole('button', { name: 'Choose an image' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Insert from URL' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  // Decap's media library, a modal over the editor: the blog's pictures, each with where it is used.
  await expect(page.getByText(/^cost-of-irrelevance \(the post “The Cost of Irrelevance/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^rambla-tech \(/)).toHaveCount(0);
  // An upload there joins it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: bytes });
  await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

async function openStudio(page: Page) {
  // A dialog still being accepted as the test ends finds the page closing: nothing to accept.
  page.on('dialog', (dialog) => void dialog.accept().catch(ignoreGone));
  await page.goto(`${site.studio}/admin/`);
  // Decap's editor is a few megabytes of script: on a busy machine it takes a while to parse.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
}

test.describe('pictures in the studio', () => {
  test.describe.configure({ mode: 'serial', timeout: 420_000 });

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    site = await startStudioSite(OFFSET, join(test.info().project.outputDir, 'pictures-servers.log'));
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test("a picture put in an article with the editor's picture button: at the cursor, published and served with its WebP copies; one without a description refused and never committed", async ({
    page,
  }) => {
    const chart = await photo(1200, 700);
    const body = (lang: string) => readRepo(`mf-blog/content/posts/${POST}.${lang}.md`);
    await openStudio(page);
    await pictureAfterFirstParagraph(page, POST, INLINE, chart);
    await expect(page.locator('[data-slate-editor="true"]').first().locator('p').first()).toContainText(
      FIRST_ENDS,
    );
    await page.getByLabel('Alt Text').first().fill(ALT);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 90_000 });

    // On the draft's branch: the picture in the blog's pictures, the article naming it by its
    // file name where the cursor was, after the first paragraph.
    const branch = `cms/posts/${POST}`;
    await site.git('cat-file', '-e', `${branch}:mf-blog/content/images/${INLINE}`);
    const draft = (await site.git('show', `${branch}:mf-blog/content/posts/${POST}.en.md`)).stdout;
    const picture = `![${ALT}](${INLINE})`;
    expect(draft).toContain(picture);
    expect(draft).toContain(`${FIRST_ENDS}\n\n${picture}\n\n${SECOND_STARTS}`);

    // Published (Publish answers at once while the preview builds), then served.
    const before = currentReleaseOf(site.deployDir);
    await expect
      .poll(
        async () => (await action('publishUnpublishedEntry', { collection: 'posts', slug: POST })).status,
        {
          timeout: 300_000,
          intervals: [3000],
        },
      )
      .toBe(200);
    expect(currentReleaseOf(site.deployDir)).not.toBe(before);
    expect(body('en')).toContain(picture);

    const served = (await getFromDeployment(site.shellPort, `/blog/${POST_SLUG}`)).body;
    const img = new RegExp(`<img[^>]*inline-chart[^>]*>`).exec(served)?.[0] ?? '';
    expect(img).toMatch(/src="[^"]*inline-chart-1200w\.[0-9a-f]{8}\.png"/);
    expect(img).toMatch(
      /srcset="[^"]*inline-chart-384w\.[0-9a-f]{8}\.webp 384w, [^"]*1200w\.[0-9a-f]{8}\.webp 1200w"/,
    );
    expect(img).toContain(`alt="${ALT}"`);
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="700"');
    const copy = /inline-chart-736w\.[0-9a-f]{8}\.webp/.exec(img)?.[0] ?? '';
    const blog = ledgerOf(site.deployDir).releases.find((r) => r.id === currentReleaseOf(site.deployDir))!
      .versions.blog;
    const webp = await fetch(`http://localhost:${site.shellPort + 2}/${blog}/static/image/${copy}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');

    // Chromium shows it on the post page, a WebP copy, after the first paragraph.
    await page.goto(`http://localhost:${site.shellPort}/blog/${POST_SLUG}`);
    const shown = page.getByTestId('post-body').getByRole('img', { name: ALT });
    await expect(shown).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => shown.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc))
      .toMatch(/inline-chart-\d+w\.[0-9a-f]{8}\.webp$/);
    expect(await shown.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const html = await page.getByTestId('post-body').innerHTML();
    expect(html.indexOf(FIRST_ENDS)).toBeLessThan(html.indexOf('inline-chart'));
    expect(html.indexOf('inline-chart')).toBeLessThan(html.indexOf(SECOND_STARTS));

    // Another post, its picture given no description: the save is refused in words, on the
    // article's field, and the picture it uploaded is nowhere in git.
    await page.goto(`${site.studio}/admin/`);
    await pictureAfterFirstParagraph(page, '2024-09-28-cost-of-irrelevance', 'undescribed-chart.png', chart);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page
        .getByText('the picture undescribed-chart.png needs a description for screen readers', {
          exact: false,
        })
        .first(),
    ).toBeVisible({ timeout: 90_000 });
    refusedPaths.push('mf-blog/content/images/undescribed-chart.png');
    expect((await everCommitted()).has('mf-blog/content/images/undescribed-chart.png')).toBe(false);
  });

  test('the Media tab lists every picture of the site with where it is used; an upload there joins the blog’s, a refused one never reaches git', async ({
    page,
  }) => {
    await openStudio(page);
    await page.getByRole('button', { name: 'Media', exact: true }).click({ timeout: 30_000 });
    const cards = page.locator('body');
    // The blog's covers, the article's picture, the partners' logos, the portraits.
    await expect(
      cards.getByText(/^inline-chart \(the article of the post “The AI Search Revolution/),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(cards.getByText(/^cost-of-irrelevance \(the post “The Cost of Irrelevance/)).toBeVisible();
    await expect(cards.getByText(/^rambla-tech \(“Rambla Tech” in /)).toBeVisible();
    await expect(cards.getByText('No assets found')).toHaveCount(0);

    // An upload there joins the blog's pictures, not yet used.
    const upload = async (name: string, buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser');
      await cards.getByText('Upload', { exact: true }).click();
      await (
        await chooser
      ).setFiles({ name, mimeType: name.endsWith('.svg') ? 'image/svg+xml' : 'image/png', buffer });
    };
    await upload('media-tab-photo.png', await photo(900, 600));
    await expect(cards.getByText('media-tab-photo (not used yet).png')).toBeVisible({ timeout: 60_000 });
    expect(
      (await site.git('log', '--format=%s', '-1', '--', 'mf-blog/content/images/media-tab-photo.png')).stdout,
    ).not.toBe('');

    // Another file under the name of a picture the site shows: refused in words, nothing written.
    const cover = readRepo('mf-blog/content/images/cost-of-irrelevance.svg');
    await upload(
      'cost-of-irrelevance.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"/>'),
    );
    await expect(page.getByText(/cost-of-irrelevance\.svg is already a picture of the site/)).toBeVisible({
      timeout: 60_000,
    });
    expect(readRepo('mf-blog/content/images/cost-of-irrelevance.svg')).toBe(cover);

    // What an older config sent (the path beside the posts), and the Media tab's former
    // folder: refused before decap-server writes anything, from any widget.
    const png = (await photo(900, 600)).toString('base64');
    const beside = `mf-blog/content/posts/studio/uploads/${INLINE}`;
    const asset = (path: string) => ({ path, content: png, encoding: 'base64' });
    const entry = await action('persistEntry', {
      dataFiles: [
        {
          slug: POST,
          path: `mf-blog/content/posts/${POST}.en.md`,
          raw: readRepo(`mf-blog/content/posts/${POST}.en.md`),
        },
      ],
      assets: [asset(beside)],
      options: { collectionName: 'posts', commitMessage: 'Update', useWorkflow: true, status: 'draft' },
    });
    expect(entry.status).toBe(422);
    expect(String(entry.body.error)).toContain("which is no folder of the site's pictures");
    const media = await action('persistMedia', {
      asset: asset('studio/uploads/from-the-media-tab.png'),
      options: { commitMessage: 'Upload' },
    });
    expect(media.status).toBe(422);
    refusedPaths.push(beside, 'studio/uploads/from-the-media-tab.png');
    const { stdout: untracked } = await site.git('status', '--porcelain');
    expect(untracked).not.toMatch(/studio\/uploads|cost-of-irrelevance/);

    // Nothing refused in this spec is in any commit of the content repository, on any branch.
    const committed = await everCommitted();
    expect(refusedPaths.filter((path) => committed.has(path))).toEqual([]);
    // The cover another file was refused under is, on every branch, the one it always was.
    const { stdout: coverCommits } = await site.git(
      'log',
      '--all',
      '--format=%h',
      '--',
      'mf-blog/content/images/cost-of-irrelevance.svg',
    );
    expect(coverCommits.trim().split('\n')).toHaveLength(1);
  });
});
