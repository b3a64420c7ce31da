// The addresses of this remote's pages; the shell routes them (docs/product.md §3).
import type { RemoteRoute } from 'shared';
import { CONFIRMATION_PATHS, PARTNER_PAGE_PATHS } from '@intenta/partner-api/site-paths';

export const routes = [
  { path: PARTNER_PAGE_PATHS.en, lang: 'en', module: 'PartnersPage' },
  { path: PARTNER_PAGE_PATHS.es, lang: 'es', module: 'PartnersPage' },
  // Where the endpoint sends a browser once its form post is stored (decision 045).
  { path: CONFIRMATION_PATHS.en, lang: 'en', module: 'PartnersPage' },
  { path: CONFIRMATION_PATHS.es, lang: 'es', module: 'PartnersPage' },
] as const satisfies readonly RemoteRoute<'partners'>[];
