// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import PartnersPage from './PartnersPage';

export default {
  pages: { PartnersPage },
  llmsSection: 'Partner program',
} satisfies RemoteServerEntry<'partners'>;
