// Issue 40, item 2: the partner page, the blog list and the leads pages, like the home
// (offscreen-blocks.spec.ts), let the browser skip their blocks far below the fold once laid
// out, so a tap restyles what is on screen. What must not change: the page's height, where an
// anchor lands, find-in-page and the accessibility tree.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { stubReferralForm } from '../leads/stubs';
import { MOBILE } from './support';

test.use({ viewport: MOBILE });

const pages = [
  { path: '/partners', last: '#partner-cta' },
  // Three posts a language today: a short screen puts the last one far enough below.
  { path: '/es/blog', last: 'main li[data-offscreen] >> nth=-1', viewport: { width: 375, height: 480 } },
  { path: '/referral', last: 'section[aria-labelledby="referral-next-title"]' },
  { path: '/casos-de-exito', last: 'section[aria-labelledby="casos-demo"]' },
] as const;

/** Whether the browser skips the block's contents as off screen (`content-visibility: auto`). */
const skipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate(
      (block) =>
        !block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
    );

/** The page, once its block `last`, off screen, has been laid out and may be skipped. */
async function openLaidOut(page: Page, path: string, last: string) {
  await stubReferralForm(page);
  await page.goto(path);
  await expect(page.locator(last)).toHaveAttribute('data-laid-out', '');
}

for (const { path, last, ...options } of pages) {
  test(`${path}: its last block is skipped off screen, without moving the page's height or an anchor`, async ({
    page,
  }) => {
    if ('viewport' in options) await page.setViewportSize(options.viewport);
    await openLaidOut(page, path, last);
    expect(await skipped(page, last)).toBe(true);
    const measure = () =>
      page.locator(last).evaluate((block) => ({
        height: document.documentElement.scrollHeight,
        top: Math.round(block.getBoundingClientRect().top + scrollY),
      }));
    const withSkipping = await measure();
    // The control: the same page with every block rendered.
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>('[data-laid-out]').forEach((block) => {
        block.style.contentVisibility = 'visible';
      }),
    );
    expect(await skipped(page, last)).toBe(false);
    expect(await measure()).toEqual(withSkipping);
  });
}

test('a skipped block is still found, announced, and rendered once scrolled to', async ({ page }) => {
  await openLaidOut(page, '/partners', '#partner-cta');
  const form = page.locator('#partner-cta');
  expect(await skipped(page, '#partner-cta')).toBe(true);
  const heading = await form.locator('h2').textContent();
  expect(await page.locator('main').ariaSnapshot()).toContain(heading!.trim());
  const found = await page.evaluate(
    (text) => (window as unknown as { find: (text: string) => boolean }).find(text),
    heading!.trim(),
  );
  expect(found).toBe(true);
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => skipped(page, '#partner-cta')).toBe(false);
});

test('an address with an anchor lands on it as it did', async ({ page }) => {
  await page.goto('/partners#partner-cta');
  const formTop = () =>
    page.locator('#partner-cta').evaluate((form) => Math.round(form.getBoundingClientRect().top));
  // The hash scroll is smooth: it has landed once the position stops changing between frames.
  await expect
    .poll(async () => {
      const before = await formTop();
      await page.evaluate(() => new Promise(requestAnimationFrame));
      return before === (await formTop()) && before < 200 ? before : null;
    })
    .not.toBeNull();
  const landed = await formTop();
  // The control: where a full layout puts it.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('[data-offscreen]').forEach((block) => {
      block.style.contentVisibility = 'visible';
    }),
  );
  expect(await formTop()).toBe(landed);
});
