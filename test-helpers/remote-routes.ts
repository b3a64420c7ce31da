// The remotes' routes as a release carries them in its runtime config (each remote declares
// its own in src/exposes/routes.ts): for shell unit tests, which cannot import the remotes.
// remote-routes.test.ts holds this copy to the remotes' declarations.
export const PUBLISHED_REMOTE_ROUTES = [
  { path: '/', lang: 'en', remote: 'home', module: 'HomePage' },
  { path: '/es', lang: 'es', remote: 'home', module: 'HomePage' },
  { path: '/blog', lang: 'en', remote: 'blog', module: 'BlogListPage' },
  { path: '/es/blog', lang: 'es', remote: 'blog', module: 'BlogListPage' },
  { path: '/blog/:slug', lang: 'en', remote: 'blog', module: 'BlogPostPage' },
  { path: '/es/blog/:slug', lang: 'es', remote: 'blog', module: 'BlogPostPage' },
  { path: '/partners', lang: 'en', remote: 'partners', module: 'PartnersPage' },
  { path: '/es/partners', lang: 'es', remote: 'partners', module: 'PartnersPage' },
  { path: '/partners/thanks', lang: 'en', remote: 'partners', module: 'PartnersPage' },
  { path: '/es/partners/gracias', lang: 'es', remote: 'partners', module: 'PartnersPage' },
  { path: '/referral', lang: 'en', remote: 'leads', module: 'ReferralPage' },
  { path: '/referido', lang: 'es', remote: 'leads', module: 'ReferralPage' },
  { path: '/es/referido', lang: 'es', remote: 'leads', module: 'ReferralPage' },
  { path: '/casos-de-exito', lang: 'es', remote: 'leads', module: 'SuccessCasesPage' },
] as const;
