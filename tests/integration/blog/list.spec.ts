import { content, posts } from '@intenta/test-helpers/content';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/** Each language's list as its content files say it is (mf-blog/content/): newest post first. */
const cases = (['en', 'es'] as const).map((lang) => {
  const list = content('mf-blog', 'blog', lang).list;
  const shown = posts(lang);
  const path = lang === 'es' ? '/es/blog' : '/blog';
  return {
    lang,
    path,
    heading: list.heading,
    readMore: list.readMore,
    titles: shown.map((post) => post.title),
    firstDate: new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${shown[0]!.publishedAt}T00:00:00Z`)),
    firstHref: `${path}/${shown[0]!.slug}`,
    aPost: `${path}/${shown.at(-1)!.slug}`,
  };
});

for (const c of cases) {
  test.describe(`blog list (${c.lang})`, () => {
    test(`${c.path} lists the ${c.lang} posts newest first with every card field`, async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator('main h1')).toHaveText(c.heading);
      const cards = page.getByTestId('post-card');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(c.titles);
      const first = cards.first();
      await expect(first.locator('time')).toHaveText(c.firstDate);
      await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/);
      // Served with the picture's own size, read from its file when the blog was built.
      const picture = first.getByRole('img');
      await expect(picture).toHaveJSProperty('complete', true);
      const [attributes, natural] = await picture.evaluate((img: HTMLImageElement) => [
        [img.getAttribute('width'), img.getAttribute('height')],
        [String(img.naturalWidth), String(img.naturalHeight)],
      ]);
      expect(attributes).toEqual(natural);
      const link = first.getByRole('link', { name: new RegExp(c.readMore) });
      // Shows the spec's words; its whole text, for screen readers and crawlers, names the post.
      const firstTitle = await first.getByRole('heading', { level: 2 }).textContent();
      const escapedTitle = firstTitle!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(link).toHaveAccessibleName(new RegExp(`^${c.readMore} ?: ${escapedTitle}$`));
      expect(await link.evaluate((el) => el.firstChild?.textContent)).toBe(c.readMore);
      await expect(link.locator('span')).toHaveCSS('position', 'absolute');
      await expect(link).toHaveAttribute('href', c.firstHref);

      // Title clamped to 2 lines, excerpt to 3.
      const clamp = (sel: string) =>
        first.locator(sel).evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-line-clamp'));
      expect(await clamp('h2')).toBe('2');
      expect(await clamp('p')).toBe('3');
    });

    test(`${c.path}: Read more opens the post inside the shell`, async ({ page }) => {
      await page.goto(c.path);
      await page
        .getByTestId('post-card')
        .first()
        .getByRole('link', { name: new RegExp(c.readMore) })
        .click();
      await expect(page).toHaveURL(c.firstHref);
      await expect(page.getByTestId('post-body')).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeVisible();
    });

    test(`${c.path} has no axe violations`, async ({ page }) => {
      await page.goto(c.path);
      await expect(page.getByTestId('post-card')).toHaveCount(c.titles.length);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('blog layout on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ['/es/blog', cases[1]!.aPost, '/blog?q=pizza']) {
    test(`${path} holds at 320 px without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(
        page
          .locator('[data-testid="post-card"], [data-testid="post-body"], [data-testid="blog-no-results"]')
          .first(),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }
});
