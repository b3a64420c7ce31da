import type { RouteObject } from 'react-router-dom';
import type { Lang, RemoteModuleName, RemoteName } from 'shared';
import { RemotePage } from '../features/remote-loading/RemotePage';
import { Layout } from '../features/layout/Layout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

function remote<R extends RemoteName>(remoteName: R, module: RemoteModuleName<R>, lang: Lang) {
  // The key makes a language change remount the page with fresh state.
  return (
    <RemotePage key={`${remoteName}/${module}/${lang}`} remote={remoteName} module={module} lang={lang} />
  );
}

/** Every route of the site (spec section 2). Remotes never decide their own URLs. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: remote('home', 'HomePage', 'en') },
      { path: '/es', element: remote('home', 'HomePage', 'es') },
      { path: '/blog', element: remote('blog', 'BlogListPage', 'en') },
      { path: '/es/blog', element: remote('blog', 'BlogListPage', 'es') },
      { path: '/blog/:slug', element: remote('blog', 'BlogPostPage', 'en') },
      { path: '/es/blog/:slug', element: remote('blog', 'BlogPostPage', 'es') },
      { path: '/partners', element: remote('partners', 'PartnersPage', 'en') },
      { path: '/es/partners', element: remote('partners', 'PartnersPage', 'es') },
      { path: '/referral', element: remote('leads', 'ReferralPage', 'en') },
      { path: '/referido', element: remote('leads', 'ReferralPage', 'es') },
      { path: '/es/referido', element: remote('leads', 'ReferralPage', 'es') },
      { path: '/casos-de-exito', element: remote('leads', 'SuccessCasesPage', 'es') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
