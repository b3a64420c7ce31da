// The addresses of this remote's pages; the shell routes them (docs/product.md §3).
// `/referido` and `/casos-de-exito` are Spanish pages outside `/es` (decision 010).
import type { RemoteRoute } from 'shared';

export const routes = [
  { path: '/referral', lang: 'en', module: 'ReferralPage' },
  { path: '/referido', lang: 'es', module: 'ReferralPage' },
  { path: '/es/referido', lang: 'es', module: 'ReferralPage' },
  { path: '/casos-de-exito', lang: 'es', module: 'SuccessCasesPage' },
] as const satisfies readonly RemoteRoute<'leads'>[];
