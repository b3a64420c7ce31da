import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

test.describe('blog search', () => {
  test('arriving with ?q= filters accent- and case-insensitively and fills the box (es)', async ({
    page,
  }) => {
    await page.goto('/es/blog?q=REVOLUCION');
    const box = page.getByRole('searchbox', { name: 'Buscar artículos' });
    await expect(box).toHaveValue('REVOLUCION');
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    await expect(page.getByTestId('post-card').getByRole('heading')).toHaveText(
      /La revolución de la búsqueda con IA/,
    );
  });

  test('typing updates the address without a reload; back and forward work (en)', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByTestId('post-card')).toHaveCount(3);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('irrelevance');
    await expect(page).toHaveURL('/blog?q=irrelevance');
    await expect(page.getByTestId('post-card')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL('/blog');
    await expect(box).toHaveValue('');
    await expect(page.getByTestId('post-card')).toHaveCount(3);

    await page.goForward();
    await expect(page).toHaveURL('/blog?q=irrelevance');
    await expect(box).toHaveValue('irrelevance');
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    // Still the same document: no full reload happened.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  for (const c of [
    { path: '/blog?q=pizza', title: 'No results for “pizza”', clear: 'Clear search', base: '/blog' },
    {
      path: '/es/blog?q=pizza',
      title: 'No hay resultados para “pizza”',
      clear: 'Borrar búsqueda',
      base: '/es/blog',
    },
  ]) {
    test(`${c.path}: no-results state, cleared with its button`, async ({ page }) => {
      await page.goto(c.path);
      const empty = page.getByTestId('blog-no-results');
      await expect(empty.getByRole('heading')).toHaveText(c.title);
      await expect(page.getByTestId('post-card')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await empty.getByRole('button', { name: c.clear }).click();
      await expect(page).toHaveURL(c.base);
      await expect(page.getByTestId('post-card')).toHaveCount(3);
    });
  }
});
