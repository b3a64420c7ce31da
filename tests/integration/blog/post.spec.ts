import { content, post, postBody, postBodyPhrase, posts } from '@intenta/test-helpers/content';
import { expect, expectNoAxeViolations, remoteOrigin, test } from '../../support/fixtures';
import { safeRoute } from '../../support/routes';

/** The body's first link to another post of the blog: its text and that post. */
function bodyLinkToPost(translationKey: string, lang: 'en' | 'es') {
  const base = lang === 'es' ? '/es/blog/' : '/blog/';
  for (const [, href, text] of postBody(translationKey, lang).matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)) {
    const target = posts(lang).find((meta) => href === `${base}${meta.slug}`);
    if (target) return { text: text!.trim(), target };
  }
  throw new Error(`The ${lang} post ${translationKey} links to no other post`);
}

/**
 * The post on the cost of irrelevance in each language: its front matter, a phrase of its body
 * and the blog's labels from the content files (mf-blog/content/), so a studio edit keeps this
 * green (a phrase only the body shows, read from the post file). The body's structure (its headings, lists, table) stands for the sanitised article.
 */
const shown = (['en', 'es'] as const).map((lang) => {
  const meta = post('cost-of-irrelevance', lang);
  const labels = content('mf-blog', 'blog', lang).post;
  const base = lang === 'es' ? '/es/blog' : '/blog';
  return {
    lang,
    path: `${base}/${meta.slug}`,
    title: meta.title,
    category: meta.category,
    date: new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${meta.publishedAt}T00:00:00Z`)),
    readTime: meta.readTime,
    tagsLabel: labels.tags,
    back: labels.back,
    base,
    cards: posts(lang).length,
    bodyText: postBodyPhrase('cost-of-irrelevance', lang),
  };
});

for (const p of shown) {
  test.describe(`blog post (${p.lang})`, () => {
    test(`${p.path} shows the whole post with a sanitised body`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.locator('main h1')).toHaveText(p.title);
      const post = page.getByTestId('blog-post');
      await expect(post.getByText(p.category, { exact: true })).toBeVisible();
      await expect(post.locator('header time')).toHaveText(p.date);
      await expect(post.getByText(p.readTime)).toBeVisible();
      await expect(post.getByText(/Intenta/).first()).toBeVisible();
      const hero = post.locator('img').first();
      await expect(hero).toHaveAttribute('width', '1280');
      await expect(hero).toHaveAttribute('height', '720');
      await expect(hero).toHaveAttribute('src', new RegExp(`^${remoteOrigin.blog}/`));
      const body = page.getByTestId('post-body');
      await expect(body).toContainText(p.bodyText);
      await expect(body.locator('h2').first()).toBeVisible();
      await expect(body.locator('ul, ol').first()).toBeVisible();
      await expect(body.locator('table')).toBeVisible();
      await expect(body.locator('script, [onerror], [onclick]')).toHaveCount(0);
      await expect(post.getByText(p.tagsLabel, { exact: true })).toBeVisible();
      const backs = post.getByRole('link', { name: p.back });
      await expect(backs).toHaveCount(2);
      await backs.last().click();
      await expect(page).toHaveURL(p.base);
      await expect(page.getByTestId('post-card')).toHaveCount(p.cards);
    });

    test(`${p.path} has no axe violations`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByTestId('post-body')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('reached inside the app, a spinner shows while the body chunk loads, then the body replaces it', async ({
  page,
}) => {
  const [english] = shown;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  // A chunk the page still asks for as the test ends finds the context closing: dropped.
  await page.route(
    `${remoteOrigin.blog}/static/js/async/*.js`,
    safeRoute(async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      if (text.includes(english!.bodyText)) {
        held = true;
        await released;
      }
      await route.fulfill({ response, body: text });
    }),
  );
  // A served post has its body in the HTML; the spinner is for posts opened inside the app.
  await page.goto('/blog');
  await expect(page.locator('main h1')).toHaveText(content('mf-blog', 'blog', 'en').list.heading);
  await page.locator(`main a[href="${english!.path}"]`).first().click();
  await expect(page.locator('main h1')).toHaveText(english!.title);
  const spinner = page.getByTestId('post-loading').getByRole('status');
  await expect(spinner).toHaveText(content('mf-blog', 'blog', 'en').post.loading);
  await expect.poll(() => held).toBe(true);
  await expect(page.getByTestId('post-body')).toHaveCount(0);
  release();
  await expect(page.getByTestId('post-body')).toContainText(english!.bodyText);
  await expect(page.getByTestId('post-loading')).toHaveCount(0);
});

test('opening another post from a post loads the new one (slug change)', async ({ page }) => {
  const link = bodyLinkToPost('cost-of-irrelevance', 'en');
  const next = link.target;
  await page.goto(shown[0]!.path);
  await expect(page.getByTestId('post-body')).toContainText(shown[0]!.bodyText);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByTestId('post-body').getByRole('link', { name: link.text }).click();
  await expect(page).toHaveURL(`/blog/${next.slug}`);
  await expect(page.locator('main h1')).toHaveText(next.title);
  await expect(page.getByTestId('post-body')).toContainText(postBodyPhrase(next.translationKey, 'en'));
  // An internal link of the body navigates inside the app, without a reload.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

const notFound = (lang: 'en' | 'es', path: string) => {
  const labels = content('mf-blog', 'blog', lang).post;
  return {
    path,
    title: labels.notFoundTitle,
    body: labels.notFoundBody,
    button: labels.notFoundButton,
    base: lang === 'es' ? '/es/blog' : '/blog',
  };
};

for (const c of [
  notFound('en', '/blog/no-such-post'),
  // An English slug under /es is not a Spanish post: lookup is by slug and language.
  notFound('es', `/es/blog/${post('cost-of-irrelevance', 'en').slug}`),
]) {
  test(`${c.path}: not-found copy and button`, async ({ page }) => {
    await page.goto(c.path);
    const box = page.getByTestId('post-not-found');
    await expect(page.locator('main h1')).toHaveText(c.title);
    await expect(box.getByText(c.body, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await box.getByRole('link', { name: c.button }).click();
    await expect(page).toHaveURL(c.base);
  });
}
