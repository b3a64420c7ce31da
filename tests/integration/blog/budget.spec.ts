import type { Page, Response } from '@playwright/test';
import { expect, remoteOrigin, test, waitForHydration } from '../../support/fixtures';
import {
  firstLoadScripts,
  HEAVY_LIBRARIES,
  KB,
  scriptsMatching,
  sizeReport,
  totalGzip,
} from '../../support/budget';
import { budgetFor } from '../../../release/budgets.mjs';
import { post, postBodyPhrase, posts } from '@intenta/test-helpers/content';

// Blog budgets: the whole first load (shell + blog remote) of the list and of a post.
// A served post costs what the list costs (152 KB on 2026-11-22): its body and the
// sanitiser load only when a post is opened inside the app (decision 034).
const LIST = { remote: 'blog', module: 'BlogListPage' } as const;
const POST = { remote: 'blog', module: 'BlogPostPage' } as const;
const LIST_BUDGET = budgetFor(LIST)!.total;
const POST_BUDGET = budgetFor(POST)!.total;

// The blog remote's own share of those loads (scripts served from its origin), 23 KB each.
const LIST_OWN_BUDGET = budgetFor(LIST)!.own!.bytes;
const POST_OWN_BUDGET = budgetFor(POST)!.own!.bytes;
const fromBlog = <T extends { url: string }>(scripts: T[]) =>
  scripts.filter((s) => s.url.startsWith(`${remoteOrigin.blog}/`));

/**
 * A phrase from each English post body, read from the post files: a script carrying one is that
 * post's body chunk.
 */
const ENGLISH_BODIES = new RegExp(
  posts('en')
    .map((meta) => postBodyPhrase(meta.translationKey, 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
);
const SERVED_POST = post('cost-of-irrelevance', 'en');

const listReady = async (page: Page) => {
  await expect(page.getByTestId('post-card').first()).toBeVisible();
};
const postReady = async (page: Page) => {
  await expect(page.getByTestId('post-body')).toBeVisible();
};

test(`first load of /blog stays within ${LIST_BUDGET / KB} KB of gzip JavaScript (blog share ${LIST_OWN_BUDGET / KB} KB)`, async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page, '/blog', 'blog', listReady);
  expect(totalGzip(scripts), sizeReport(scripts)).toBeLessThanOrEqual(LIST_BUDGET);
  const own = fromBlog(scripts);
  expect(totalGzip(own), sizeReport(own)).toBeLessThanOrEqual(LIST_OWN_BUDGET);
});

test(`first load of a post stays within ${POST_BUDGET / KB} KB of gzip JavaScript (blog share ${POST_OWN_BUDGET / KB} KB)`, async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page, '/es/blog/el-costo-de-la-irrelevancia', 'blog', postReady);
  expect(totalGzip(scripts), sizeReport(scripts)).toBeLessThanOrEqual(POST_BUDGET);
  const own = fromBlog(scripts);
  expect(totalGzip(own), sizeReport(own)).toBeLessThanOrEqual(POST_OWN_BUDGET);
});

test('the list loads no sanitiser and no post body', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/blog', 'blog', listReady);
  expect(scriptsMatching(scripts, HEAVY_LIBRARIES.sanitiser.pattern), sizeReport(scripts)).toEqual([]);
  expect(scriptsMatching(scripts, HEAVY_LIBRARIES.backendClient.pattern)).toEqual([]);
  expect(scriptsMatching(scripts, ENGLISH_BODIES)).toEqual([]);
});

test('a served post loads neither the sanitiser nor a post body: its body is in the HTML', async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page, `/blog/${SERVED_POST.slug}`, 'blog', async (p) => {
    await postReady(p);
    // The body is React's now: it hydrated with the markup the page was served with.
    await waitForHydration(p);
  });
  await expect(page.getByTestId('post-body')).toContainText(postBodyPhrase(SERVED_POST.translationKey, 'en'));
  expect(scriptsMatching(scripts, HEAVY_LIBRARIES.sanitiser.pattern), sizeReport(scripts)).toEqual([]);
  expect(scriptsMatching(scripts, ENGLISH_BODIES)).toEqual([]);
});

test('opening a post from the list fetches the sanitiser then, not before', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/blog', 'blog', listReady);
  expect(scriptsMatching(scripts, HEAVY_LIBRARIES.sanitiser.pattern)).toEqual([]);
  const bodies: Promise<string>[] = [];
  const keepScript = (r: Response) => {
    if (r.request().resourceType() !== 'script' || !r.ok()) return;
    const read = r.text();
    // A failed read fails the test where all are awaited below; one still pending when the test
    // fails before that fails as the page closes, and must not be reported after the test.
    read.catch(() => {});
    bodies.push(read);
  };
  page.on('response', keepScript);
  await page.getByTestId('post-card').first().getByRole('link').click();
  await postReady(page);
  await page.waitForLoadState('networkidle');
  // A script arriving after this (a prefetch) is not read: its body would still be
  // pending when the test ends.
  page.off('response', keepScript);
  const later = await Promise.all(bodies);
  expect(later.some((text) => HEAVY_LIBRARIES.sanitiser.pattern.test(text))).toBe(true);
  // The opened post's body chunk, and no other post's.
  expect(later.filter((text) => ENGLISH_BODIES.test(text))).toHaveLength(1);
});
