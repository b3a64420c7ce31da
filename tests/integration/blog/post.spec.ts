import { expect, expectNoAxeViolations, remoteOrigin, test } from '../../support/fixtures';

const posts = [
  {
    lang: 'en',
    path: '/blog/cost-of-irrelevance',
    title: 'The Cost of Irrelevance: How Poor Search Results Drain Online Revenue',
    category: 'E-commerce Strategy',
    date: 'September 28, 2024',
    readTime: '4 min read',
    tagsLabel: 'Tags:',
    back: 'Back to Blog',
    base: '/blog',
    bodyText: '$2 trillion',
  },
  {
    lang: 'es',
    path: '/es/blog/el-costo-de-la-irrelevancia',
    title: 'El costo de la irrelevancia: cómo los malos resultados de búsqueda drenan tus ventas',
    category: 'Estrategia E-commerce',
    date: '28 de septiembre de 2024',
    readTime: '4 min de lectura',
    tagsLabel: 'Etiquetas:',
    back: 'Volver al Blog',
    base: '/es/blog',
    bodyText: '2 billones de dólares',
  },
] as const;

for (const p of posts) {
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
      await expect(page.getByTestId('post-card')).toHaveCount(3);
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
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(`${remoteOrigin.blog}/static/js/async/*.js`, async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    if (text.includes('Keyword engines were designed')) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body: text });
  });
  // A served post has its body in the HTML; the spinner is for posts opened inside the app.
  await page.goto('/blog');
  await expect(page.locator('main h1')).toHaveText('Latest Insights');
  await page.locator('main a[href="/blog/cost-of-irrelevance"]').first().click();
  await expect(page.locator('main h1')).toHaveText(/The Cost of Irrelevance/);
  const spinner = page.getByTestId('post-loading').getByRole('status');
  await expect(spinner).toHaveText('Loading article…');
  await expect.poll(() => held).toBe(true);
  await expect(page.getByTestId('post-body')).toHaveCount(0);
  release();
  await expect(page.getByTestId('post-body')).toContainText('Keyword engines were designed');
  await expect(page.getByTestId('post-loading')).toHaveCount(0);
});

test('opening another post from a post loads the new one (slug change)', async ({ page }) => {
  await page.goto('/blog/cost-of-irrelevance');
  await expect(page.getByTestId('post-body')).toContainText('$2 trillion');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByTestId('post-body').getByRole('link', { name: 'The AI Search Revolution' }).click();
  await expect(page).toHaveURL('/blog/ai-search-revolution');
  await expect(page.locator('main h1')).toHaveText(/^The AI Search Revolution/);
  await expect(page.getByTestId('post-body')).toContainText('semantic search');
  // An internal link of the body navigates inside the app, without a reload.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

for (const c of [
  {
    path: '/blog/no-such-post',
    title: 'Post Not Found',
    body: "The blog post you're looking for doesn't exist.",
    button: 'Back to Blog',
    base: '/blog',
  },
  {
    // An English slug under /es is not a Spanish post: lookup is by slug and language.
    path: '/es/blog/cost-of-irrelevance',
    title: 'Publicación No Encontrada',
    body: 'La publicación del blog que buscas no existe.',
    button: 'Volver al Blog',
    base: '/es/blog',
  },
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
