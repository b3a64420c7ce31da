// @ts-check
/**
 * A failure the step can name in one line, printed as "Prerender failed: …" (the release
 * tools read that line to say which app broke the candidate). Anything else is a bug and
 * prints its stack.
 */
export class PrerenderError extends Error {}
