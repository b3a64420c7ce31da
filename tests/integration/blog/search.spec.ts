import { content, posts } from '@intenta/test-helpers/content';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

type Lang = 'en' | 'es';

/** What the search compares: lower case, accents removed (mf-blog's normalizeText). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A word of one post's title that no other post of the language has in its searched fields,
 * read from the post files (mf-blog/content/posts/), so a studio edit keeps this green. With
 * `accented`, a word with an accent, to search for without it.
 */
function wordOnlyOnePostHas(lang: Lang, accented = false) {
  const shown = posts(lang);
  const haystacks = shown.map((post) =>
    plain([post.title, post.excerpt, post.category, ...post.tags].join(' ')),
  );
  for (const post of shown) {
    for (const word of post.title.match(/\p{L}{5,}/gu) ?? []) {
      if (accented && plain(word) === word.toLowerCase()) continue;
      if (haystacks.filter((haystack) => haystack.includes(plain(word))).length === 1) return { word, post };
    }
  }
  throw new Error(`No ${accented ? 'accented ' : ''}word of a ${lang} post title is in that post alone`);
}

test.describe('blog search', () => {
  test('arriving with ?q= filters accent- and case-insensitively and fills the box (es)', async ({
    page,
  }) => {
    const { word, post } = wordOnlyOnePostHas('es', true);
    const query = plain(word).toUpperCase();
    await page.goto(`/es/blog?q=${encodeURIComponent(query)}`);
    const box = page.getByRole('searchbox', { name: content('mf-blog', 'blog', 'es').list.searchLabel });
    await expect(box).toHaveValue(query);
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    await expect(page.getByTestId('post-card').getByRole('heading')).toHaveText(post.title);
  });

  test('typing updates the address without a reload; back and forward work (en)', async ({ page }) => {
    const all = posts('en').length;
    const query = plain(wordOnlyOnePostHas('en').word);
    await page.goto('/blog');
    await expect(page.getByTestId('post-card')).toHaveCount(all);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const box = page.getByRole('searchbox', { name: content('mf-blog', 'blog', 'en').list.searchLabel });
    await box.fill(query);
    await expect(page).toHaveURL(`/blog?q=${encodeURIComponent(query)}`);
    await expect(page.getByTestId('post-card')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL('/blog');
    await expect(box).toHaveValue('');
    await expect(page.getByTestId('post-card')).toHaveCount(all);

    await page.goForward();
    await expect(page).toHaveURL(`/blog?q=${encodeURIComponent(query)}`);
    await expect(box).toHaveValue(query);
    await expect(page.getByTestId('post-card')).toHaveCount(1);
    // Still the same document: no full reload happened.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  for (const [lang, base] of [
    ['en', '/blog'],
    ['es', '/es/blog'],
  ] as const) {
    const path = `${base}?q=pizza`;
    test(`${path}: no-results state, cleared with its button`, async ({ page }) => {
      const list = content('mf-blog', 'blog', lang).list;
      expect(posts(lang).filter((post) => plain(JSON.stringify(post)).includes('pizza'))).toEqual([]);
      await page.goto(path);
      const empty = page.getByTestId('blog-no-results');
      await expect(empty.getByRole('heading')).toHaveText(list.noResultsTitle.replace('{query}', 'pizza'));
      await expect(page.getByTestId('post-card')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await empty.getByRole('button', { name: list.clearSearch }).click();
      await expect(page).toHaveURL(base);
      await expect(page.getByTestId('post-card')).toHaveCount(posts(lang).length);
    });
  }
});
