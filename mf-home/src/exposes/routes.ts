// The addresses of this remote's pages; the shell routes them (docs/product.md §3).
import type { RemoteRoute } from 'shared';

export const routes = [
  { path: '/', lang: 'en', module: 'HomePage' },
  { path: '/es', lang: 'es', module: 'HomePage' },
] as const satisfies readonly RemoteRoute<'home'>[];
