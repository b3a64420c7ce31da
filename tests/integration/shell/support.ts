import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/** Calendar, booking and analytics hosts are stubbed: tests never leave the machine. */
export async function stubExternalHosts(page: Page) {
  await page.route(/^https:\/\/calendar\.intenta\.example\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Calendar</title><p>Calendar stub</p>',
    }),
  );
}

/** Waits until the page in <main> has rendered (remote or shell page). */
export async function pageReady(page: Page) {
  await page.locator('main h1').first().waitFor();
}
