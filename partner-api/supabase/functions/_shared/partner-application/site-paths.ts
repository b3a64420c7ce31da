// The site's addresses the endpoint sends a browser to after a form post, in
// each language. The partners remote declares the same pages from this file
// (src/exposes/routes.ts), so the endpoint never names a page the site does not
// serve. Plain TypeScript with no imports: Deno, Node and the browser bundle.
import type { ApplicationLanguage } from './validation.ts';

/** The partner page with the application form. */
export const PARTNER_PAGE_PATHS = {
  en: '/partners',
  es: '/es/partners',
} as const satisfies Record<ApplicationLanguage, string>;

/** The confirmation a browser is sent to (303) once its form post is stored. */
export const CONFIRMATION_PATHS = {
  en: '/partners/thanks',
  es: '/es/partners/gracias',
} as const satisfies Record<ApplicationLanguage, string>;
