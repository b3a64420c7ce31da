// Issue 30, item 1: the home's below-the-fold blocks are skipped by the browser (style, layout,
// paint) while far from the viewport, once laid out, so a tap restyles what is on screen. What
// must not change: the page's height and anchors, find-in-page, the accessibility tree and the
// scroll reveal.
import type { Page } from '@playwright/test';
import { content } from '@intenta/test-helpers/content';
import { expect, test } from '../../support/fixtures';

/** Whether the browser skips the block's contents as off screen (`content-visibility: auto`). */
const skipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate(
      (block) =>
        !block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
    );

/** The blocks' sections, once the page has let the browser skip them. */
async function openLaidOut(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('main section[data-block="demo"]')).toHaveAttribute('data-laid-out', '');
}

test('blocks far below are skipped while off screen; the hero and a block scrolled to are not', async ({
  page,
}) => {
  await openLaidOut(page);
  // The control: the hero, on screen, is rendered.
  expect(await skipped(page, '[data-block="hero"]')).toBe(false);
  expect(await skipped(page, '[data-block="demo"]')).toBe(true);
  await page.locator('[data-block="demo"]').scrollIntoViewIfNeeded();
  await expect.poll(() => skipped(page, '[data-block="demo"]')).toBe(false);
});

test("skipping changes neither the page's height nor where an anchor lands", async ({ page }) => {
  await openLaidOut(page);
  const measure = () =>
    page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      faqTop: Math.round(document.getElementById('faq')!.getBoundingClientRect().top + scrollY),
    }));
  const withSkipping = await measure();
  // The control: the same page with every block rendered.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('[data-laid-out]').forEach((block) => {
      block.style.contentVisibility = 'visible';
    }),
  );
  expect(await skipped(page, '[data-block="demo"]')).toBe(false);
  expect(await measure()).toEqual(withSkipping);
});

test('find-in-page and the accessibility tree reach a skipped block', async ({ page }) => {
  await openLaidOut(page);
  expect(await skipped(page, '[data-block="about"]')).toBe(true);
  const about = content('mf-home', 'about', 'en');
  await expect(page.getByRole('heading', { level: 2, name: about.heading })).toBeAttached();
  expect(await page.locator('main').ariaSnapshot()).toContain(about.heading);
  // `window.find` is what find-in-page runs (not in the DOM types).
  const found = await page.evaluate(
    (text) => (window as unknown as { find: (text: string) => boolean }).find(text),
    about.heading,
  );
  expect(found).toBe(true);
});

test('a skipped block still reveals its heading when scrolled into view', async ({ page }) => {
  await openLaidOut(page);
  const revealed = page.locator('[data-block="benefits"] h2').locator('..');
  expect(await skipped(page, '[data-block="benefits"]')).toBe(true);
  // The control: not revealed while off screen.
  await expect(revealed).not.toHaveClass(/\bis-visible\b/);
  await revealed.scrollIntoViewIfNeeded();
  await expect(revealed).toHaveClass(/\bis-visible\b/);
});
