import type { Page, Request, Route } from '@playwright/test';

/**
 * What Playwright says when a route handler or a listener outlives its page: the page or its
 * context has closed (the test ended, or closed it itself), and with the context went the
 * request context `route.fetch` uses and every response it fetched. The runner closes a test's
 * context with a reason ("Test ended.", "Test timeout of …ms exceeded."), which is then the
 * message. "Route is already handled" is left out on purpose: fulfil, continue and abort answer
 * a closed page quietly, so it means a handler answered twice, or was unrouted while running
 * (Playwright then passed its request on): a test's own doing, not a page that is gone.
 */
const GONE =
  /has been disposed|Target page, context or browser has been closed|Request context disposed|Test ended\.|Test timeout of \d+ms exceeded\./;

/** Whether `error` only says the page, its context or a fetched response is gone. */
function isGoneError(error: unknown): boolean {
  return error instanceof Error && GONE.test(error.message);
}

/**
 * Use as `.catch(ignoreGone)`: what failed because its page is gone no longer concerns the test
 * (which has ended, or moved on without that page); any other error still fails it.
 */
export function ignoreGone(error: unknown): void {
  if (!isGoneError(error)) throw error;
}

/**
 * A route handler that fetches, reads or answers as long as its page lasts: a request still in
 * its hands when the page or its context closes is dropped with them instead of failing the
 * test with "Response has been disposed"; any other error of the handler still fails it.
 */
export function safeRoute(
  handler: (route: Route, request: Request) => Promise<unknown> | unknown,
): (route: Route, request: Request) => Promise<void> {
  return async (route, request) => {
    try {
      await handler(route, request);
    } catch (error) {
      ignoreGone(error);
    }
  };
}

/**
 * Removes the page's routes without waiting for the handlers still running, whose errors
 * Playwright then ignores: the end of a test closes the context under them. A page the test
 * closed itself has nothing left to unroute.
 */
export async function unrouteAllSafely(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(ignoreGone);
}
