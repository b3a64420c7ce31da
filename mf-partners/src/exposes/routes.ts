// The addresses of this remote's pages; the shell routes them (docs/product.md §3).
import type { RemoteRoute } from 'shared';

export const routes = [
  { path: '/partners', lang: 'en', module: 'PartnersPage' },
  { path: '/es/partners', lang: 'es', module: 'PartnersPage' },
] as const satisfies readonly RemoteRoute<'partners'>[];
