// Issue 47, part B, through the studio's own UI in Chromium, on the production builds: a
// published post deleted in Decap's editor is a removal in review (a preview of the site without
// it, then Publish in the panel: 404, gone from the lists, the feeds and the sitemap), and
// Restore brings it back; a save the gate refuses is shown on the field it concerns, in the
// writer's words (the spec reads the field's error, not the toast).
import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import { getFromDeployment, type Answer } from '../../support/deployment-get';
import { ignoreGone } from '../../support/routes';
import { startStudioSite, type StudioSite } from '../../support/studio-site';

// Ports of its own: the apps on 3115-3119, the studio on 3125 (pictures.spec has 100, whose
// studio is 3110; marketer-day 60).
const OFFSET = 115;

const POST = {
  base: '2024-09-28-cost-of-irrelevance',
  title: 'The Cost of Irrelevance: How Poor Search Results Drain Online Revenue',
  slug: { en: 'cost-of-irrelevance', es: 'el-costo-de-la-irrelevancia' },
};

let site: StudioSite;
const get = (path: string, host?: string) => getFromDeployment(site.shellPort, path, host);

/** Where the post shows on a site (live, or a preview's host): its pages, lists, feeds, sitemap. */
async function postShows(host?: string) {
  const pages = await Promise.all([
    get(`/blog/${POST.slug.en}`, host),
    get(`/es/blog/${POST.slug.es}`, host),
  ]);
  const [list, esList, feed, esFeed, sitemap] = (await Promise.all(
    ['/blog', '/es/blog', '/blog/rss.xml', '/es/blog/rss.xml', '/sitemap.xml'].map((path) => get(path, host)),
  )) as [Answer, Answer, Answer, Answer, Answer];
  const names = (body: string) =>
    body.includes(`/blog/${POST.slug.en}`) || body.includes(`/blog/${POST.slug.es}`);
  return {
    pages: pages.map((p) => p.status),
    lists: [names(list.body), names(esList.body)],
    feeds: [names(feed.body), names(esFeed.body)],
    sitemap: names(sitemap.body),
  };
}
/** The post the refusals are made on. */
const EDITED = '2024-10-01-ai-search-revolution';
const SHOWN = { pages: [200, 200], lists: [true, true], feeds: [true, true], sitemap: true };
const GONE = { pages: [404, 404], lists: [false, false], feeds: [false, false], sitemap: false };

test.describe('the studio: deleting a published post, and refusals on their fields', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    site = await startStudioSite(OFFSET, join(test.info().project.outputDir, 'unpublish-servers.log'));
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('a published post deleted in the editor: in review, previewed, published, then restored', async ({
    page,
  }) => {
    const panel = page.getByTestId('publisher-status');
    page.on('dialog', (dialog) => void dialog.accept().catch(ignoreGone));
    expect(await postShows()).toEqual(SHOWN);

    await page.goto(`${site.studio}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
    // Nothing was published from the studio yet: Restore cannot act, and says why.
    await expect(panel.getByRole('button', { name: 'Restore the previous release' })).toBeDisabled();
    await expect(panel).toContainText('Nothing to restore: no earlier release was live.');

    await page.goto(`${site.studio}/admin/#/collections/posts/entries/${POST.base}`);
    await page.getByRole('button', { name: 'Delete published entry' }).click({ timeout: 30_000 });

    // In review: the post stays on the site until the removal is published.
    const removal = panel.getByRole('region', { name: 'In review' });
    await expect(removal).toContainText(`Removing “${POST.title}”`, { timeout: 30_000 });
    const publishRemoval = removal.getByRole('button', { name: 'Publish the removal' });
    await expect(publishRemoval).toBeDisabled();
    await expect(removal).toContainText('Publish is possible once the preview is ready.');
    expect(await postShows()).toEqual(SHOWN);

    // The preview: the site without the post; its link opens the list the post leaves.
    const open = removal.getByRole('link', { name: 'Open the preview' });
    await expect(open).toBeVisible({ timeout: 300_000 });
    const previewUrl = new URL((await open.getAttribute('href'))!);
    expect(previewUrl.pathname).toBe('/blog');
    expect(await postShows(previewUrl.host)).toEqual(GONE);
    expect(await postShows()).toEqual(SHOWN);

    await publishRemoval.click();
    await expect(panel.getByRole('status').first()).toContainText(
      `Removed: ${POST.title}: gone from the site`,
      { timeout: 60_000 },
    );
    await expect(removal).toBeHidden();
    expect(await postShows()).toEqual(GONE);
    const { stdout: files } = await site.git('ls-files', 'mf-blog/content/posts');
    expect(files).not.toContain(POST.base);

    // History names the removal.
    await panel.getByRole('button', { name: 'History' }).click();
    await expect(panel.getByRole('list', { name: 'History' })).toContainText(`Removed: ${POST.title}`);

    // Restore brings it back, on the site and in the studio.
    await panel.getByRole('button', { name: 'Restore the previous release' }).click();
    await expect(panel.getByRole('status').first()).toContainText('is live again', { timeout: 120_000 });
    expect(await postShows()).toEqual(SHOWN);
    const { stdout: back } = await site.git('ls-files', 'mf-blog/content/posts');
    expect(back).toContain(`${POST.base}.en.md`);
    expect(back).toContain(`${POST.base}.es.md`);
  });

  test('an address already in use and an empty Spanish article are refused on their fields', async ({
    page,
  }) => {
    await page.goto(`${site.studio}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
    await page.goto(`${site.studio}/admin/#/collections/posts/entries/${EDITED}`);
    await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 30_000 });
    /** The errors Decap shows on a field, found by its label. */
    const errorsOf = (label: string) => page.locator(`div:has(> label:text-matches("^${label}")) > ul > li`);
    const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();

    // The Spanish article emptied: refused on the Spanish article, saying what to do.
    // Both articles drawn before one is chosen (the last editor is the Spanish one only then),
    // and emptied before the save: a select-all pressed before Slate took the focus selects nothing.
    const articles = page.locator('[data-slate-editor="true"]');
    await expect(articles).toHaveCount(2, { timeout: 30_000 });
    const spanishArticle = articles.last();
    await expect(spanishArticle).toContainText('Durante');
    await expect(async () => {
      await spanishArticle.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await expect(spanishArticle).not.toContainText('Durante', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await save();
    const article = errorsOf('Article');
    await expect(article).toHaveCount(1, { timeout: 30_000 });
    await expect(article).toHaveText(/^Spanish · the article: is empty: write the article/);
    await expect(page.getByText(/API_ERROR|Failed to persist/)).toHaveCount(0);
    await spanishArticle.click();
    await page.keyboard.type('Un artículo de nuevo.');
    await expect(article).toHaveCount(0);

    // A picture at the end of the English article, with Add Component → Image: an editor
    // component, whose fields (Alt Text) are no fields of the form; the saves below are refused
    // and then go through with it there.
    await page.locator('[data-slate-editor="true"]').first().locator('p').first().click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.getByRole('button', { name: 'Add Component' }).first().click();
    await page.getByRole('menuitem', { name: 'Image' }).first().click();
    await page.getByRole('button', { name: 'Choose an image' }).first().click();
    await page
      .getByText(/^ai-search-revolution \(/)
      .first()
      .click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByLabel('Alt Text').first().fill('A shopper leaving an empty results page');

    // The English address of another post: refused on the English Address, naming that post.
    await page
      .getByLabel(/^Address/)
      .first()
      .fill(POST.slug.en);
    await save();
    const address = errorsOf('Address');
    await expect(address).toHaveCount(1, { timeout: 30_000 });
    await expect(address).toHaveText(
      `English · Address: “${POST.slug.en}” is already the address of “${POST.title}”: choose another address`,
    );
    // The toast only sums up, then goes; the field's error stays until the field is fixed.
    const toast = page.getByText('Not saved: see English · Address, marked on the form');
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 30_000 });
    await expect(address).toHaveCount(1);
    await expect(page.getByText(/API_ERROR|\.en\.md|Failed to persist/)).toHaveCount(0);
    // Typed as a writer does: Playwright's fill there can leave the refused address before the
    // new one (Decap's text widget puts the cursor back where the last change left it).
    const addressField = page.getByLabel(/^Address/).first();
    await addressField.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('ai-search-revolution-2');
    await expect(addressField).toHaveValue('ai-search-revolution-2');
    await expect(address).toHaveCount(0);

    // Fixed, saved again: it reaches git and Decap says so.
    await save();
    await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Changes saved', { exact: false })).toBeVisible({ timeout: 30_000 });
    const draft = await site.git('show', `cms/posts/${EDITED}:mf-blog/content/posts/${EDITED}.en.md`);
    expect(draft.stdout).toContain('slug: ai-search-revolution-2');
    expect(draft.stdout).toContain('![A shopper leaving an empty results page](');
  });
  test('an answer emptied in the Spanish FAQ is refused on the list of questions, naming the item', async ({
    page,
  }) => {
    page.on('dialog', (dialog) => void dialog.accept().catch(ignoreGone));
    const { stdout } = await site.git('show', 'main:mf-home/content/faq/faq.es.json');
    const second = (JSON.parse(stdout) as { items: { question: string }[] }).items[1]!.question;
    await page.goto(`${site.studio}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
    await page.goto(`${site.studio}/admin/#/collections/home-faq/entries/faq`);
    // The Spanish column's list of questions (the English one comes first); its second item
    // opened with its expand button.
    const lists = page.locator('div[aria-label="list field"]:has(> div > label:text-matches("^Questions"))');
    await expect(lists).toHaveCount(2, { timeout: 30_000 });
    const item = lists.last().locator('[class*="listControlItem"]').nth(1);
    await expect(item).toContainText(second);
    await item.getByRole('button').first().click();
    const answer = item.locator('textarea');
    await expect(answer).toBeVisible();
    await answer.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const errors = page.locator('div:has(> label:text-matches("^Questions")) > ul > li');
    await expect(errors).toHaveCount(1, { timeout: 30_000 });
    await expect(errors).toHaveText('Spanish · Questions 2 › Answer: must not be empty');
    await expect(page.getByText(/API_ERROR|faq\.es\.json|Failed to persist/)).toHaveCount(0);
    // Written again: the list's error goes.
    await answer.fill('Sí, en cualquier momento.');
    await expect(errors).toHaveCount(0);
  });
});
