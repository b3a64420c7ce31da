// @ts-check
/**
 * A failure the step can name in one line, printed as "Prerender failed: …", with the app
 * whose code or files broke the render (and the page, when one page did): a parent process
 * receives both as a typed message (child-process.mjs), never by reading the line. Anything
 * else is a bug and prints its stack.
 */
export class PrerenderError extends Error {
  /**
   * @param {string} message
   * @param {{ app?: string, page?: string }} [where] the app (a remote's name, else `shell`)
   */
  constructor(message, { app = 'shell', page } = {}) {
    super(message);
    this.app = app;
    this.page = page;
  }
}
