// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import { partnersCopy } from '../features/partners/content';
import PartnersPage from './PartnersPage';
import { routes } from './routes';

export default {
  pages: { PartnersPage },
  routes,
  llmsSection: 'Partner program',
  shareCard: (meta) => ({ eyebrow: partnersCopy[meta.lang].meta.shareCardEyebrow, title: meta.title }),
} satisfies RemoteServerEntry<'partners'>;
