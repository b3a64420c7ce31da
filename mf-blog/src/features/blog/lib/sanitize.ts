import { IS_SERVER } from 'shared';
import policy from './sanitize-policy.json';

/**
 * The one path every post body takes before display. DOMPurify is imported
 * here only, so it loads on a post page and never with the list. Bodies are
 * also sanitised with the same policy when the blog is built
 * (scripts/article.mjs, from the Markdown): that is what the prerender step, which has no
 * DOM for DOMPurify, renders into the served HTML.
 */
export async function sanitizePostHtml(html: string): Promise<string> {
  if (IS_SERVER) return html;
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, policy);
}
