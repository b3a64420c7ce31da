// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import PartnersPage from './PartnersPage';
import { routes } from './routes';

export default {
  pages: { PartnersPage },
  routes,
  llmsSection: 'Partner program',
} satisfies RemoteServerEntry<'partners'>;
